/**
 * 'Importa utenti' over HTTP (docs/user-import.md): the template, the preview (every line's problems, nothing
 * written), the all-or-nothing import with temporary passwords that must be changed at the first sign-in, and the
 * administrators-only access.
 */
import { ApiPaths, TeamPaths, type UserImportPreview, type UserImportResult } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { FINGERPRINT, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
let groupId: number;
let milano: number;
let roma: number;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  groupId = (await client.post(ApiPaths.groups, { descrizione: 'Magazzino' }, server.adminToken)).body.id;
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO locations (name, latitude, longitude, is_active) VALUES ('Milano', 45.46, 9.19, true), ('Roma', 41.9, 12.5, true),
            ('Chiusa', 44.4, 8.9, false) RETURNING id`,
  );
  [milano, roma] = rows.map((row) => row.id) as [number, number];
});
afterAll(() => server.close());

const HEADER = 'username;email;nome;cognome;id_dipendente;telefono;gruppo;sedi';
let n = 0;
/** A good line with unique names (`prefix` keeps each test's accounts apart). */
function goodLine(prefix: string, extra: { gruppo?: string; sedi?: string } = {}): string {
  n++;
  return `${prefix}${n};${prefix}${n}@esempio.it;Nome${n};Cognome${n};${prefix.toUpperCase()}${n};333${n};${extra.gruppo ?? ''};${extra.sedi ?? ''}`;
}
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n') + '\r\n';
const preview = (csv: string, token = server.adminToken) => client.post<UserImportPreview>(TeamPaths.userImportPreview, { csv }, token);
const runImport = (csv: string, token = server.adminToken) => client.post<UserImportResult>(TeamPaths.userImport, { csv }, token);
const countUsers = async () => Number((await server.db.query<{ n: string }>('SELECT count(*) AS n FROM users')).rows[0]!.n);

describe('template', () => {
  it('is a CSV download with a byte-order mark, the columns in order and an example line', async () => {
    const response = await client.raw(TeamPaths.userImportTemplate, { headers: { authorization: `Bearer ${server.adminToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="modello-importazione-utenti.csv"');
    const bytes = new Uint8Array(await (await fetch(server.url + TeamPaths.userImportTemplate, { headers: { authorization: `Bearer ${server.adminToken}` } })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = String(response.body).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(HEADER);
    expect(lines[1]!.split(';')).toHaveLength(8);
  });

  it('the template as it is previews without problems', async () => {
    const template = (await client.get<string>(TeamPaths.userImportTemplate, server.adminToken)).body;
    const answer = await preview(template);
    expect(answer.body.problems).toEqual([]);
    expect(answer.body.rows[0]).toMatchObject({ username: 'mario.rossi', places: [] });
  });
});

describe('preview', () => {
  it('lists each kind of problem with its line and column, and writes nothing', async () => {
    await server.createUser({ username: 'giaPresente', email: 'gia@esempio.it', employee_id: 'GIA1' });
    const before = await countUsers();
    const csv = file(
      goodLine('ok'), // 2
      'doppio;d1@esempio.it;A;B;D1;;;', // 3
      'DOPPIO;d2@esempio.it;A;B;D2;;;', // 4: username repeated (case ignored)
      'e1;D1@esempio.it;A;B;D3;;;', // 5: e-mail repeated
      'e2;e2@esempio.it;A;B;D1;;;', // 6: employee id repeated
      'GIAPRESENTE;GIA@esempio.it;A;B;GIA1;;;', // 7: all three taken
      'e3;non-una-mail;A;B;E3;;;', // 8
      'e4;e4@esempio.it;A;B;E4;;Sconosciuto;', // 9
      'e5;e5@esempio.it;A;B;E5;;;Milano|Atlantide|Chiusa', // 10
      ';e6@esempio.it;;B;E6;;;', // 11: username and nome missing
      `${'x'.repeat(151)};e7@esempio.it;A;B;E7;;;`, // 12
      'e8;e8@esempio.it;A;B', // 13: four columns
    );
    const response = await preview(csv);

    expect(response.status).toBe(200);
    expect(response.body.lines).toBe(12);
    expect(response.body.rows).toHaveLength(12);
    expect(response.body.problems).toEqual([
      { line: 4, field: 'username', code: 'DUPLICATE_USERNAME', value: 'DOPPIO' },
      { line: 5, field: 'email', code: 'DUPLICATE_EMAIL', value: 'D1@esempio.it' },
      { line: 6, field: 'id_dipendente', code: 'DUPLICATE_EMPLOYEE_ID', value: 'D1' },
      { line: 7, field: 'username', code: 'DUPLICATE_USERNAME', value: 'GIAPRESENTE' },
      { line: 7, field: 'email', code: 'DUPLICATE_EMAIL', value: 'GIA@esempio.it' },
      { line: 7, field: 'id_dipendente', code: 'DUPLICATE_EMPLOYEE_ID', value: 'GIA1' },
      { line: 8, field: 'email', code: 'BAD_EMAIL', value: 'non-una-mail' },
      { line: 9, field: 'gruppo', code: 'UNKNOWN_GROUP', value: 'Sconosciuto' },
      { line: 10, field: 'sedi', code: 'UNKNOWN_PLACE', value: 'Atlantide' },
      { line: 10, field: 'sedi', code: 'UNKNOWN_PLACE', value: 'Chiusa' },
      { line: 11, field: 'username', code: 'MISSING_FIELD', value: '' },
      { line: 11, field: 'nome', code: 'MISSING_FIELD', value: '' },
      { line: 12, field: 'username', code: 'TOO_LONG', value: '151' },
      { line: 13, field: null, code: 'BAD_COLUMNS', value: '4' },
    ]);
    expect(await countUsers()).toBe(before);
  });

  it('shows each account as the file describes it: trimmed, group and places by name (any case)', async () => {
    const response = await preview(file(' anna ; anna@esempio.it ;Anna;Neri;A1;;magazzino; milano | ROMA |milano')); // separator-only line skipped
    expect(response.body.problems).toEqual([]);
    expect(response.body.rows).toEqual([
      { line: 2, username: 'anna', email: 'anna@esempio.it', first_name: 'Anna', last_name: 'Neri', employee_id: 'A1', gruppo: 'magazzino', places: ['milano', 'ROMA'] },
    ]);
  });

  it('reads a ","-separated file with a byte-order mark, quoted fields holding the separator and quotes', async () => {
    const csv = '\uFEFFUsername,EMAIL,Nome,Cognome,ID_Dipendente,Sedi\n"q1","q1@esempio.it","Maria, detta ""Mari""",Bianchi,Q1,"Milano|Roma"\n,,,,,\n';
    const response = await preview(csv);
    expect(response.body.problems).toEqual([]);
    expect(response.body.rows).toEqual([
      { line: 2, username: 'q1', email: 'q1@esempio.it', first_name: 'Maria, detta "Mari"', last_name: 'Bianchi', employee_id: 'Q1', gruppo: '', places: ['Milano', 'Roma'] },
    ]);
  });

  it('counts lines as the file has them when a quoted field holds a line break (refused: a control character)', async () => {
    const response = await preview(file('r1;r1@esempio.it;"Due\r\nrighe";B;R1;;;', 'r2;bad;A;B;R2;;;'));
    expect(response.body.problems).toEqual([
      { line: 2, field: 'nome', code: 'BAD_CHARACTERS', value: 'Due\nrighe' },
      { line: 4, field: 'email', code: 'BAD_EMAIL', value: 'bad' },
    ]);
  });

  it('reports a line whose quotes do not close, and text that was not UTF-8', async () => {
    const response = await preview(file('s1;s1@esempio.it;"Aperta;B;S1;;;'));
    expect(response.body.problems).toEqual([{ line: 2, field: null, code: 'BAD_QUOTES', value: '' }]);
    const latin1 = await preview(file('s2;s2@esempio.it;Nicol\uFFFD;B;S2;;;'));
    expect(latin1.body.problems).toEqual([{ line: 2, field: 'nome', code: 'BAD_CHARACTERS', value: 'Nicol\uFFFD' }]);
  });

  it('refuses the header: a required column missing, an unknown or repeated one', async () => {
    const response = await preview('username;email;nome;cognome;gruppi;email\nx;x@esempio.it;A;B;G;y@esempio.it\n');
    expect(response.body.problems).toEqual([
      { line: 1, field: null, code: 'BAD_HEADER', value: 'gruppi' },
      { line: 1, field: 'email', code: 'BAD_HEADER', value: 'email' },
      { line: 1, field: 'id_dipendente', code: 'BAD_HEADER', value: '' },
    ]);
    expect(response.body.rows).toEqual([]);
  });

  it('refuses an empty file and one of more than 5,000 lines', async () => {
    expect((await preview('')).body.problems).toEqual([{ line: 0, field: null, code: 'EMPTY_FILE', value: '' }]);
    expect((await preview(`\uFEFF${HEADER}\r\n`)).body.problems).toEqual([{ line: 0, field: null, code: 'EMPTY_FILE', value: '' }]);
    const many = file(...Array.from({ length: 5001 }, (_, i) => `m${i};m${i}@esempio.it;A;B;M${i};;;`));
    expect((await preview(many)).body.problems).toEqual([{ line: 0, field: null, code: 'TOO_MANY_LINES', value: '5001' }]);
  });
});

describe('import', () => {
  it('refuses a file with any problem with 400 IMPORT_INVALID and its problems, writing nothing', async () => {
    const before = await countUsers();
    const response = await runImport(file(goodLine('rif'), goodLine('rif'), 'rx;rx@esempio.it;A;B;RX;;Sconosciuto;'));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'IMPORT_INVALID', problems: [{ line: 4, field: 'gruppo', code: 'UNKNOWN_GROUP', value: 'Sconosciuto' }] });
    expect(await countUsers()).toBe(before);
  });

  it('imports 300 lines in one go: each with a temporary password it must change at its first sign-in', async () => {
    const lines = Array.from({ length: 300 }, (_, i) => goodLine('imp', i % 3 === 0 ? { gruppo: 'MAGAZZINO', sedi: 'Milano|roma' } : {}));
    const before = await countUsers();
    const response = await runImport(file(...lines));

    expect(response.status).toBe(201);
    expect(response.body.created).toBe(300);
    expect(response.body.accounts).toHaveLength(300);
    expect(await countUsers()).toBe(before + 300);
    const first = response.body.accounts[0]!;
    expect(first).toEqual({ id: expect.any(Number), username: lines[0]!.split(';')[0], full_name: expect.stringMatching(/^Nome\d+ Cognome\d+$/), email: expect.any(String), temporary_password: expect.stringMatching(/^[A-HJ-NP-Za-km-z2-9]{12}$/) });
    expect(new Set(response.body.accounts.map((account) => account.temporary_password)).size).toBe(300);
    expect(response.body.accounts.map((account) => account.username)).toEqual(lines.map((line) => line.split(';')[0]));

    const { rows } = await server.db.query<{ must_change_password: boolean; two_factor_enabled: boolean; is_admin: boolean; gruppo_id: number | null; can_access_all_locations: boolean; places: number[] }>(
      `SELECT must_change_password, two_factor_enabled, is_admin, gruppo_id, can_access_all_locations,
              coalesce((SELECT array_agg(location_id ORDER BY location_id) FROM user_locations ul WHERE ul.user_id = u.id), '{}') AS places
         FROM users u WHERE id = ANY($1::int[]) ORDER BY id`,
      [response.body.accounts.map((account) => account.id)],
    );
    expect(rows.every((row) => row.must_change_password && row.two_factor_enabled && !row.is_admin)).toBe(true);
    expect(rows[0]).toMatchObject({ gruppo_id: groupId, can_access_all_locations: false, places: [milano, roma].sort((a, b) => a - b) });
    expect(rows[1]).toMatchObject({ gruppo_id: null, can_access_all_locations: true, places: [] });
    const audit = await server.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM audit_log WHERE action = 'USER_CREATED' AND actor_id = $1 AND (details->>'imported')::boolean AND target_user_id = ANY($2::int[])`,
      [server.admin.id, response.body.accounts.map((account) => account.id)],
    );
    expect(Number(audit.rows[0]!.n)).toBe(300);

    // Signing in with the temporary password asks for a new one; setting it signs in.
    const login = await client.post(ApiPaths.login, { username: first.username, password: first.temporary_password, device_id: 'import-device-1', fingerprint: FINGERPRINT });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    const set = await client.post(ApiPaths.setNewPassword, {
      username: first.username,
      current_password: first.temporary_password,
      new_password: 'una-password-tutta-mia-7',
      device_id: 'import-device-1',
      fingerprint: FINGERPRINT,
    });
    expect(set.status).toBe(200);
    const last = response.body.accounts[299]!;
    const lastLogin = await client.post(ApiPaths.login, { username: last.username, password: last.temporary_password, device_id: 'import-device-2', fingerprint: FINGERPRINT });
    expect(lastLogin.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('the same file again is refused: every line now duplicates an account', async () => {
    const csv = file(goodLine('again'));
    expect((await runImport(csv)).status).toBe(201);
    const again = await runImport(csv);
    expect(again.status).toBe(400);
    expect((again.body as any).problems.map((p: { code: string }) => p.code)).toEqual(['DUPLICATE_USERNAME', 'DUPLICATE_EMAIL', 'DUPLICATE_EMPLOYEE_ID']);
  });

  it('imports a ","-separated file with a byte-order mark and quoted fields', async () => {
    const response = await runImport('\uFEFFusername,email,nome,cognome,id_dipendente,telefono,gruppo,sedi\r\nvirgola1,virgola1@esempio.it,"De Luca, Anna",X,V1,,,"Roma"\r\n');
    expect(response.status).toBe(201);
    expect(response.body.accounts[0]).toMatchObject({ username: 'virgola1', full_name: 'De Luca, Anna X' });
  });
});

describe('access', () => {
  it('is refused to managers and employees (403 ADMIN_REQUIRED), to anonymous callers 401', async () => {
    const employee = await server.createUser();
    const manager = await server.createUser();
    await server.db.query('INSERT INTO group_managers (group_id, user_id) VALUES ($1, $2)', [groupId, manager.id]);
    const before = await countUsers();
    for (const user of [employee, manager]) {
      const token = (await server.loginAs(user)).access;
      expect((await client.get(TeamPaths.userImportTemplate, token)).status).toBe(403);
      const refused = await preview(file(goodLine('no')), token);
      expect(refused.status).toBe(403);
      expect((refused.body as any).code).toBe('ADMIN_REQUIRED');
      expect((await runImport(file(goodLine('no')), token)).status).toBe(403);
    }
    expect((await client.post(TeamPaths.userImport, { csv: file(goodLine('no')) })).status).toBe(401);
    expect(await countUsers()).toBe(before + 0);
  });

  it('takes a file larger than the app\'s usual body limit', async () => {
    const lines = Array.from({ length: 5000 }, (_, i) => `big${i};big${i}@esempio.it;${'N'.repeat(40)};${'C'.repeat(40)};BIG${i};;;`);
    const response = await preview(file(...lines));
    expect(response.status).toBe(200);
    expect(response.body.lines).toBe(5000);
    expect(response.body.problems).toEqual([]);
  });
});
