/**
 * Reading back the sectioned CSV of a data export (docs/behaviour.md, "My data") as a spreadsheet would: RFC 4180
 * fields separated by ';' (quotes doubled inside quoted fields, which may hold ';' and line breaks), CRLF lines, then
 * the sections: a title line, a header line, rows, an empty line.
 */

/** Every line of the document (its byte-order mark removed) as its fields. */
export function parseCsv(text: string): string[][] {
  const lines: string[][] = [];
  let line: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ';') {
      line.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      line.push(field);
      lines.push(line);
      line = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || line.length > 0) lines.push([...line, field]);
  return lines;
}

export interface CsvSection {
  header: string[];
  /** Each row by its header's names. */
  rows: Record<string, string>[];
}

/** The sections by title. */
export function csvSections(lines: string[][]): Map<string, CsvSection> {
  const sections = new Map<string, CsvSection>();
  let i = 0;
  // The preamble: lines up to the first empty one.
  while (i < lines.length && !isEmpty(lines[i]!)) i++;
  while (i < lines.length) {
    while (i < lines.length && isEmpty(lines[i]!)) i++;
    if (i >= lines.length) break;
    const title = lines[i++]![0]!;
    const header = lines[i++]!;
    const rows: Record<string, string>[] = [];
    while (i < lines.length && !isEmpty(lines[i]!)) {
      const cells = lines[i++]!;
      rows.push(Object.fromEntries(header.map((name, column) => [name, cells[column] ?? ''])));
    }
    sections.set(title, { header, rows });
  }
  return sections;
}

function isEmpty(line: string[]): boolean {
  return line.length === 1 && line[0] === '';
}
