/** CSV cells: RFC 4180 quoting and OWASP's CSV-injection neutralisation. */
import { attachment, csvCell, csvChunks, type CsvCell } from '../../../server/csv-export/csv';

it.each([
  ['plain', 'plain'],
  ['Caffè è già', 'Caffè è già'],
  ['a;b', '"a;b"'],
  ['say "ciao"', '"say ""ciao"""'],
  ['two\nlines', '"two\nlines"'],
  ['=1+1', "'=1+1"],
  ['+39 333', "'+39 333"],
  ['-2', "'-2"],
  ['@SUM(A1)', "'@SUM(A1)"],
  ['\tcmd', "'\tcmd"],
  ['=HYPERLINK("x";"y")', `"'=HYPERLINK(""x"";""y"")"`],
])('writes %j as %j', (value, expected) => {
  expect(csvCell(value)).toBe(expected);
});

it('writes numbers as they are and null as an empty cell', () => {
  expect(csvCell(-3)).toBe('-3');
  expect(csvCell(null)).toBe('');
});

/** The chunks written for `batches` of rows, as text. */
async function written(batches: CsvCell[][][]): Promise<string[]> {
  async function* source() {
    yield* batches;
  }
  const chunks: string[] = [];
  for await (const chunk of csvChunks(['A', 'B'], source(), (row) => row)) chunks.push(chunk.toString('utf8'));
  return chunks;
}

it('starts with a byte-order mark and ends every line with CRLF, a chunk per batch, the header with the first', async () => {
  expect(await written([[['x', 1]], [['y', 2], ['z', 3]]])).toEqual(['\uFEFFA;B\r\nx;1\r\n', 'y;2\r\nz;3\r\n']);
});

it('writes the header alone when there is no row, and nothing for an empty batch after the first', async () => {
  expect(await written([])).toEqual(['\uFEFFA;B\r\n']);
  expect(await written([[]])).toEqual(['\uFEFFA;B\r\n']);
  expect(await written([[['x', 1]], []])).toEqual(['\uFEFFA;B\r\nx;1\r\n']);
});

it('names the download with a safe ASCII file name', () => {
  expect(attachment('attività "x".csv')).toBe('attachment; filename="attivit___x_.csv"');
});
