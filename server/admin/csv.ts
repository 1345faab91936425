/**
 * CSV for spreadsheet users in Italy: UTF-8 with a byte-order mark (so Excel reads accented text),
 * ';' between fields (Excel's list separator where the decimal separator is ','), CRLF lines,
 * RFC 4180 quoting, and cells that a spreadsheet would run as a formula neutralised (OWASP CSV injection).
 */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';
const BOM = '\uFEFF';
const SEPARATOR = ';';

export type CsvCell = string | number | null;

export function csvDocument(header: string[], rows: CsvCell[][]): string {
  return BOM + [header, ...rows].map(csvLine).join('\r\n') + '\r\n';
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
