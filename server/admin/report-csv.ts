/** The worked-time report as CSV, Italian headers, one line per user and day. */
import type { ReportRow } from '../../src/core/contract';
import { csvChunks, type CsvCell } from './csv';

const HEADER = ['Utente', 'Nome', 'Data', 'Minuti lavorati', 'Ore lavorate', 'Check-in', 'Check-out', 'Anomalie', 'Check-out mancante'];

/** 125 → '2:05' (hours and minutes, as payroll reads them). */
function hoursAndMinutes(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

/** yyyy-MM-dd → dd/MM/yyyy, the Italian way of writing a day. */
function italianDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** ore_lavorate_<first day>_<last day>.csv */
export function reportCsvFileName(range: { start_date: string; end_date: string }): string {
  return `ore_lavorate_${range.start_date}_${range.end_date}.csv`;
}

/** The document, written a batch of rows at a time. */
export function reportCsv(batches: AsyncIterable<ReportRow[]>): AsyncGenerator<Buffer> {
  return csvChunks(HEADER, batches, reportLine);
}

function reportLine(row: ReportRow): CsvCell[] {
  return [
    row.username,
    row.full_name,
    italianDate(row.date),
    row.worked_minutes,
    hoursAndMinutes(row.worked_minutes),
    row.check_ins,
    row.check_outs,
    row.anomalies,
    row.missing_check_out ? 'Sì' : 'No',
  ];
}
