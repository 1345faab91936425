/**
 * The payroll export as CSV (docs/payroll-export.md): UTF-8 with a byte-order mark, ';' between fields, CRLF lines and
 * the quoting of server/csv-export/csv.ts, as every export of ours; an Italian header, then one line per employee, day
 * and code with hours, the hours as a decimal number with a comma and two decimals ('8,00', '0,50').
 */
import { formatWorkedHoursDecimal, italianDate } from '../../src/core/domain';
import { csvChunks, type CsvCell } from '../csv-export/csv';
import type { PayrollEmployee } from './payroll-employees.query';
import type { PayrollLine } from './payroll-lines';

export const PAYROLL_HEADER = ['Matricola', 'Cognome e nome', 'Data', 'Codice', 'Causale', 'Descrizione', 'Ore'];

/** What the CSV writes of each of our codes: the payroll software's code (ours when not mapped) and the description. */
export type CodeTable = ReadonlyMap<string, { payroll_code: string; description: string }>;

/** paghe-2026-10.csv, paghe-2026-10-gruppo-3.csv */
export function payrollCsvFileName(month: string, groupId: number | null): string {
  return `paghe-${month}${groupId === null ? '' : `-gruppo-${groupId}`}.csv`;
}

/** 'Rossi Mario', as payroll offices list people; the username when no name was given. */
export function surnameFirst(employee: PayrollEmployee): string {
  return `${employee.last_name} ${employee.first_name}`.trim() || employee.username;
}

export function payrollCsv(batches: AsyncIterable<Array<PayrollLine<PayrollEmployee>>>, codes: CodeTable): AsyncGenerator<Buffer> {
  return csvChunks(PAYROLL_HEADER, batches, ({ employee, date, code, minutes }): CsvCell[] => {
    const known = codes.get(code);
    return [
      employee.employee_id,
      surnameFirst(employee),
      italianDate(date),
      known?.payroll_code || code,
      code,
      known?.description ?? code,
      formatWorkedHoursDecimal(minutes),
    ];
  });
}
