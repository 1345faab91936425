/** The worked-time report as CSV, Italian headers, one line per user and day. */
import type { ReportRow } from '../../src/core/contract';
import { formatWorkedMinutes, italianDate } from '../../src/core/domain';
import { csvChunks, type CsvCell } from '../csv-export/csv';

const HEADER = ['Utente', 'Nome', 'Data', 'Minuti lavorati', 'Ore lavorate', 'Check-in', 'Check-out', 'Anomalie', 'Check-out mancante'];


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
    formatWorkedMinutes(row.worked_minutes),
    row.check_ins,
    row.check_outs,
    row.anomalies,
    row.missing_check_out ? 'Sì' : 'No',
  ];
}
