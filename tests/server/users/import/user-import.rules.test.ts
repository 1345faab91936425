/** The pure checks and the CSV reading of 'Importa utenti' (docs/user-import.md), without a database. */
import { detectSeparator, readCsv } from '../../../../server/users/import/user-import-csv';
import {
  duplicatesInFile,
  placeNames,
  readHeader,
  readLine,
  referenceProblems,
  type ImportLine,
  type ImportReferences,
} from '../../../../server/users/import/user-import.rules';
import { USER_IMPORT_COLUMNS } from '../../../../src/core/domain/user-import-columns';
import { temporaryPassword } from '../../../../server/users/import/user-import.service';

const columns = new Map(USER_IMPORT_COLUMNS.map((column, index) => [column, index]));
const line = (cells: string[], number = 2) => readLine(number, cells, columns, USER_IMPORT_COLUMNS.length);
const good = ['anna', 'anna@esempio.it', 'Anna', 'Neri', 'A1', '', '', ''];

describe('reading the file', () => {
  it('detects the separator from the header line, ";" when undecided', () => {
    expect(detectSeparator('username;email;nome')).toBe(';');
    expect(detectSeparator('username,email,nome\na;b;c;d;e')).toBe(',');
    expect(detectSeparator('"a;b",c,d')).toBe(',');
    expect(detectSeparator('username')).toBe(';');
  });

  it('drops the byte-order mark, skips empty lines and numbers each record by the line it starts on', () => {
    const file = readCsv('\uFEFFa;b\r\n\r\n"x\r\ny";1\r\n;\r\nz;2');
    expect(file.header).toEqual({ line: 1, cells: ['a', 'b'] });
    expect(file.lines).toEqual([
      { line: 3, cells: ['x\ny', '1'] },
      { line: 6, cells: ['z', '2'] },
    ]);
  });
});

describe('header', () => {
  it('matches the template columns in any case and order, optional ones may be left out', () => {
    const reading = readHeader(['EMAIL', ' Username ', 'nome', 'cognome', 'id_dipendente']);
    expect(reading.problems).toEqual([]);
    expect(reading.columns?.get('username')).toBe(1);
  });
});

describe('a line', () => {
  it('trims every value and splits the places on "|"', () => {
    expect(line([' anna ', 'anna@esempio.it ', 'Anna', 'Neri', 'A1', '333', 'G', 'Milano | | roma|MILANO']).row).toEqual({
      line: 2, username: 'anna', email: 'anna@esempio.it', first_name: 'Anna', last_name: 'Neri', employee_id: 'A1', phone_number: '333', gruppo: 'G', places: ['Milano', 'roma'],
    });
  });

  it('checks the users form limits, characters and e-mail', () => {
    const cells = ['u'.repeat(150), 'a@b', 'Anna', 'N'.repeat(151), 'A\t1', '3'.repeat(31), '', ''];
    expect(line(cells).problems).toEqual([
      { line: 2, field: 'email', code: 'BAD_EMAIL', value: 'a@b' },
      { line: 2, field: 'cognome', code: 'TOO_LONG', value: '151' },
      { line: 2, field: 'id_dipendente', code: 'BAD_CHARACTERS', value: 'A\t1' },
      { line: 2, field: 'telefono', code: 'TOO_LONG', value: '31' },
    ]);
  });

  it('says only BAD_COLUMNS of a line with too few or too many cells', () => {
    expect(line(['anna', '']).problems).toEqual([{ line: 2, field: null, code: 'BAD_COLUMNS', value: '2' }]);
    expect(line([...good, 'extra']).problems).toEqual([{ line: 2, field: null, code: 'BAD_COLUMNS', value: '9' }]);
  });
});

describe('duplicates and references', () => {
  const rows: ImportLine[] = [
    line(good, 2).row,
    line(['ANNA', 'altra@esempio.it', 'A', 'B', 'a1', '', '', ''], 3).row,
    line(['bea', 'Anna@Esempio.it', 'A', 'B', 'A1', '', '', ''], 4).row,
  ];

  it('reports the repetitions inside the file (names and e-mails in any case, employee ids exactly), not the first', () => {
    expect(duplicatesInFile(rows)).toEqual([
      { line: 3, field: 'username', code: 'DUPLICATE_USERNAME', value: 'ANNA' },
      { line: 4, field: 'email', code: 'DUPLICATE_EMAIL', value: 'Anna@Esempio.it' },
      { line: 4, field: 'id_dipendente', code: 'DUPLICATE_EMPLOYEE_ID', value: 'A1' },
    ]);
  });

  it('reports what existing accounts hold and the unknown groups and places', () => {
    const references: ImportReferences = {
      groups: new Map([['magazzino', 1]]),
      places: new Map([['milano', [5]]]),
      usernames: new Set(['bea']),
      emails: new Set(),
      employeeIds: new Set(['a1']),
    };
    const row = line(['bea', 'bea@esempio.it', 'B', 'C', 'B1', '', 'Uffici', 'MILANO|Roma'], 7).row;
    expect(referenceProblems([row, rows[1]!], references)).toEqual([
      { line: 7, field: 'username', code: 'DUPLICATE_USERNAME', value: 'bea' },
      { line: 7, field: 'gruppo', code: 'UNKNOWN_GROUP', value: 'Uffici' },
      { line: 7, field: 'sedi', code: 'UNKNOWN_PLACE', value: 'Roma' },
      { line: 3, field: 'id_dipendente', code: 'DUPLICATE_EMPLOYEE_ID', value: 'a1' },
    ]);
  });

  it('splits places without empty names', () => {
    expect(placeNames('')).toEqual([]);
    expect(placeNames(' | ')).toEqual([]);
  });
});

it('makes temporary passwords of 12 unambiguous characters, different each time, longer when the policy asks', () => {
  const passwords = Array.from({ length: 200 }, () => temporaryPassword());
  expect(passwords.every((password) => /^[A-HJ-NP-Za-km-z2-9]{12}$/.test(password))).toBe(true);
  expect(new Set(passwords).size).toBe(200);
  expect(temporaryPassword(20)).toHaveLength(20);
});
