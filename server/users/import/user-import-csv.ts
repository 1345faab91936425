/**
 * The 'Importa utenti' file read into lines of cells (docs/user-import.md): UTF-8 text whose byte-order mark is
 * ignored, ';' or ',' between fields (whichever the header line uses more), RFC 4180 quoting (a separator, a quote or
 * a line break inside double quotes). Empty lines, and lines of separators only (a spreadsheet's trailing rows), are
 * skipped. A line whose quotes cannot be read is reported with its number and the reading goes on.
 */
import { parse } from 'csv-parse/sync';

export type CsvSeparator = ';' | ',';

/** One record of the file: the line it starts on (from 1, the header's) and its cells as written (not trimmed). */
export interface CsvLine {
  line: number;
  cells: string[];
}

export interface CsvFile {
  separator: CsvSeparator;
  /** The first record; undefined for a file with no text at all. */
  header: CsvLine | undefined;
  lines: CsvLine[];
  /** The lines whose quotes could not be read (where the reader noticed). */
  badQuotes: number[];
}

const BOM = '\uFEFF';

/** ';' unless the header line has more ',' than ';' outside quotes (an Italian Excel writes ';', others ','). */
export function detectSeparator(text: string): CsvSeparator {
  const headerLine = /^[^\r\n]*/.exec(text)?.[0] ?? '';
  const outsideQuotes = headerLine.replace(/"[^"]*"/g, '');
  const count = (separator: string) => outsideQuotes.split(separator).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

export function readCsv(input: string): CsvFile {
  // One line ending, so that the reader's line count is the file's (it counts a quoted CRLF as two lines).
  const text = (input.startsWith(BOM) ? input.slice(1) : input).replace(/\r\n?/g, '\n');
  const separator = detectSeparator(text.replace(/^\n+/, ''));
  const badQuotes: number[] = [];
  // A broken record is noticed where the reading gave up (an unclosed quote: at the end of the file); it began on
  // the line after the last record read.
  let lastLineRead = 0;
  const records = parse(text, {
    delimiter: separator,
    info: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    skip_records_with_error: true,
    on_record: (record, context) => {
      lastLineRead = context.lines;
      return record;
    },
    on_skip: (error) => {
      if (error) badQuotes.push(Math.min(Number(error.lines), lastLineRead + 1));
    },
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const lines = records.map(({ record, info }) => ({
    // The reader gives the line a record ends on; a quoted line break moved it down.
    line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0),
    cells: record,
  }));
  return { separator, header: lines[0], lines: lines.slice(1), badQuotes };
}

/**
 * 'Scarica modello': the template's header (the columns in their order) and one example line, ';'-separated, with a
 * byte-order mark and CRLF like the exports (server/csv-export/csv.ts), so that Excel opens it with its accents.
 */
export function userImportTemplate(columns: readonly string[]): string {
  const example = ['mario.rossi', 'mario.rossi@esempio.it', 'Mario', 'Rossi', '0001', '+39 333 1234567', '', ''];
  return `${BOM}${columns.join(';')}\r\n${example.join(';')}\r\n`;
}
