/**
 * CSV for spreadsheet users in Italy: UTF-8 with a byte-order mark (so Excel reads accented text),
 * ';' between fields (Excel's list separator where the decimal separator is ','), CRLF lines,
 * RFC 4180 quoting, and cells that a spreadsheet would run as a formula neutralised (OWASP CSV injection).
 */
import { giveWayToPunches } from '../http/punches-first';

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
export const BOM = '\uFEFF';
const SEPARATOR = ';';

export type CsvCell = string | number | null;

/** The start of a document: the byte-order mark and the header line. */
function csvHead(header: string[]): string {
  return BOM + csvLines([header]);
}

/** Lines of a document, each ended by CRLF ('' for none), so that a document can be written a batch at a time. */
export function csvLines(rows: CsvCell[][]): string {
  let text = '';
  for (const row of rows) text += csvLine(row) + '\r\n';
  return text;
}

export function csvLine(cells: CsvCell[]): string {
  return cells.map(csvCell).join(SEPARATOR);
}

/** Numbers are written as they are; text is neutralised, then quoted when it holds ; " or a line break. */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Content-Disposition for a download, with a plain ASCII file name. */
export function attachment(fileName: string): string {
  return `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;
}

/**
 * A document written as it is read, one chunk per batch of rows (`line` turning a row into its cells). The head goes
 * out with the first batch, so that nothing is written before the first read has succeeded. A batch is a slice of
 * slow work: the next one waits for the punches being answered (docs/behaviour.md, "Exports and the punches").
 */
export async function* csvChunks<Row>(header: string[], batches: AsyncIterable<Row[]>, line: (row: Row) => CsvCell[]): AsyncGenerator<Buffer> {
  let text = csvHead(header);
  for await (const rows of batches) {
    text += csvLines(rows.map(line));
    if (text) yield Buffer.from(text, 'utf8');
    text = '';
    await giveWayToPunches();
  }
  if (text) yield Buffer.from(text, 'utf8');
}
