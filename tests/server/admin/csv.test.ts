/** CSV cells: RFC 4180 quoting and OWASP's CSV-injection neutralisation. */
import { attachment, csvCell, csvDocument } from '../../../server/admin/csv';

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

it('starts with a byte-order mark and ends every line with CRLF', () => {
  expect(csvDocument(['A', 'B'], [['x', 1]])).toBe('\uFEFFA;B\r\nx;1\r\n');
});

it('names the download with a safe ASCII file name', () => {
  expect(attachment('attività "x".csv')).toBe('attachment; filename="attivit___x_.csv"');
});
