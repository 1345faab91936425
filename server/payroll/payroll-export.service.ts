/**
 * GET /api/admin/payroll-export/ ('Export paghe'; docs/payroll-export.md): the payroll CSV of a closed month, for
 * everyone or one group. Only a month closed for the scope is exported (for a group: closed for it or for everyone),
 * else 409 MONTH_NOT_CLOSED: what payroll receives no longer changes (docs/behaviour.md, "Closing the month").
 * The lines are computed a batch of employees at a time with the planned days (two statements a batch, whatever its
 * size) and written as they are computed, so memory does not grow with the number of employees.
 */
import type { Queryable } from '../db/database.port';
import type { BatchOptions } from '../csv-export/export-batch';
import { findGroup } from '../groups/group.repository';
import { httpError } from '../http/http-error';
import { monthRange } from '../hours/month-range';
import { findClosureInForce } from '../month-close/month-closure.repository';
import { plannedDays } from '../schedules/planned-days.service';
import { listPayrollCodes } from './payroll-codes.repository';
import type { CodeTable } from './payroll-csv';
import { payrollEmployeeBatches, type PayrollEmployee } from './payroll-employees.query';
import { payrollLines, type PayrollLine } from './payroll-lines';

/** Employees a batch: a month of 100 employees' planned days, a few megabytes, computed from two statements. */
export const PAYROLL_EMPLOYEES_PER_BATCH = 100;

export interface PayrollExport {
  month: string;
  groupId: number | null;
  codes: CodeTable;
  /** Each absence code's place in the code table, for the lines' order. */
  codeOrder: ReadonlyMap<string, number>;
}

/** Checks the scope (404 unknown group, 409 MONTH_NOT_CLOSED) and reads the code table, before a byte is written. */
export async function preparePayrollExport(db: Queryable, scope: { month: string; gruppo_id?: number }): Promise<PayrollExport> {
  const groupId = scope.gruppo_id ?? null;
  if (groupId !== null && !(await findGroup(db, groupId))) throw httpError(404, 'NOT_FOUND');
  if (!(await findClosureInForce(db, scope.month, groupId))) throw httpError(409, 'MONTH_NOT_CLOSED');
  const table = await listPayrollCodes(db);
  return {
    month: scope.month,
    groupId,
    codes: new Map(table.map((code) => [code.code, { payroll_code: code.payroll_code, description: code.description }])),
    codeOrder: new Map(table.map((code, index) => [code.code, index])),
  };
}

/** The export's lines, a batch of employees at a time, in the export's order. */
export async function* payrollLineBatches(
  db: Queryable,
  payroll: PayrollExport,
  timezone: string,
  options: BatchOptions = {},
): AsyncGenerator<Array<PayrollLine<PayrollEmployee>>> {
  const range = monthRange(payroll.month);
  const batchSize = options.batchSize ?? PAYROLL_EMPLOYEES_PER_BATCH;
  for await (const employees of payrollEmployeeBatches(db, { groupId: payroll.groupId, range }, batchSize)) {
    const planned = await plannedDays(db, employees.map((employee) => employee.id), range.start_date, range.end_date, timezone);
    yield employees.flatMap((employee, i) => payrollLines(employee, planned[i]!.days, payroll.codeOrder));
  }
}

