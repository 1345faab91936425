/** 'Importa utenti' (docs/user-import.md): template, preview, import, and the temporary passwords' file built here. */
import { TeamPaths, type ImportedAccount, type UserImportPreview, type UserImportResult } from '../../../../src/core/contract';
import type { CalendarDate } from '../../../../src/core/domain';
import { ImportUsers, temporaryPasswordsCsv, USER_IMPORT_TIMEOUT_MS } from '../../../../src/core/use-cases/admin';
import { ok, RecordingFileDownload, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const ACCOUNTS: ImportedAccount[] = [
  { id: 11, username: 'mario.rossi', full_name: 'Mario Rossi', email: 'mario@esempio.it', temporary_password: 'Abc2defGhJk3' },
  { id: 12, username: '=cmd', full_name: 'Rossi; "Bepi"', email: 'b@esempio.it', temporary_password: 'Zxy9wvuTsr8q' },
];

function setup() {
  const h = createCoreHarness({ accessToken: 'A' });
  const files = new RecordingFileDownload();
  const importUsers = new ImportUsers(h.api, files, () => '2026-11-27' as CalendarDate);
  return { h, files, importUsers };
}

describe('ImportUsers', () => {
  it("downloads the server's template under its name, without a second byte-order mark", async () => {
    const { h, files, importUsers } = setup();
    h.http.on('GET', TeamPaths.userImportTemplate, {
      status: 200,
      body: '\uFEFFusername;email\r\nmario;m@esempio.it\r\n',
      headers: { 'content-disposition': 'attachment; filename="modello-importazione-utenti.csv"' },
    });
    await importUsers.downloadTemplate();
    expect(files.files).toEqual([{ fileName: 'modello-importazione-utenti.csv', content: 'username;email\r\nmario;m@esempio.it\r\n', mimeType: 'text/csv;charset=utf-8' }]);
  });

  it('previews a file: the text as it was read, the answer as it came', async () => {
    const { h, importUsers } = setup();
    const answer: UserImportPreview = { lines: 1, rows: [], problems: [{ line: 2, field: 'email', code: 'BAD_EMAIL', value: 'x' }] };
    h.http.on('POST', TeamPaths.userImportPreview, ok(answer));
    expect(await importUsers.preview('username;email\r\n')).toEqual(answer);
    expect(h.http.last('POST', TeamPaths.userImportPreview).body).toEqual({ csv: 'username;email\r\n' });
  });

  it('imports with a long timeout (hashing every password takes seconds) and passes a refusal on', async () => {
    const { h, importUsers } = setup();
    const result: UserImportResult = { created: 2, accounts: ACCOUNTS };
    h.http.on('POST', TeamPaths.userImport, { status: 201, body: result }, status(400, { code: 'IMPORT_INVALID', problems: [] }));
    expect(await importUsers.import('csv')).toEqual(result);
    expect(h.http.last('POST', TeamPaths.userImport).timeoutMs).toBe(USER_IMPORT_TIMEOUT_MS);
    await expect(importUsers.import('csv')).rejects.toMatchObject({ status: 400, body: { code: 'IMPORT_INVALID' } });
  });

  it("saves the passwords as 'password-temporanee-<today>.csv', one line per account", () => {
    const { files, importUsers } = setup();
    importUsers.downloadPasswords(ACCOUNTS);
    expect(files.files[0]).toEqual({
      fileName: 'password-temporanee-2026-11-27.csv',
      content: 'username;nome;email;password_temporanea\r\nmario.rossi;Mario Rossi;mario@esempio.it;Abc2defGhJk3\r\n\'=cmd;"Rossi; ""Bepi""";b@esempio.it;Zxy9wvuTsr8q\r\n',
      mimeType: 'text/csv;charset=utf-8',
    });
  });

  it('writes only the header for no accounts', () => {
    expect(temporaryPasswordsCsv([])).toBe('username;nome;email;password_temporanea\r\n');
  });
});
