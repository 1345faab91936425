/**
 * 'I miei dati' (docs/behaviour.md, "My data"): an employee downloads their own data as JSON and CSV, an
 * administrator anybody's. Two employees with punches, corrections, correction requests and device change requests:
 * each export holds its person's rows only, no secret, the CSV the same punches as the JSON; an employee cannot reach
 * another's; every export is audited.
 */
import { createHash } from 'node:crypto';
import { ApiError, ApiPaths, type PersonalDataExport } from '../../../src/core/contract';
import { personalPunchBatches } from '../../../server/data-export/personal-punches.query';
import { WallClock } from '../../../server/hours/wall-clock';
import { api } from '../support/api';
import { newDeviceKey } from '../support/device-key';
import { createLocation, employee, insertPunchAt, type Employee, type LocationFixture } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { csvSections, parseCsv } from './csv-sections';

let server: TestServer;
let mario: Employee;
let luigi: Employee;
let marioPlace: LocationFixture;
let luigiPlace: LocationFixture;
const marioKey = newDeviceKey();
/** What Mario's records hold, by name. */
const ids = { punches: [] as number[], requests: [] as number[], deviceChange: 0, edited: 0, approvedOut: 0, secondIn: 0, addedOut: 0, refusedRequest: 0 };
/** Luigi's rows and words: none may appear in Mario's export. */
const luigiIds = { punches: [] as number[], requests: [] as number[], deviceChange: 0 };
const LUIGI_WORDS = ['Nota riservata di Luigi', 'Motivo di Luigi per la correzione', 'luigi-nuovo-telefono'];
/** Secrets planted on Mario's account: never part of any export. */
const SECRETS = { totp: 'SEALED-TOTP-SECRET-OF-MARIO', pending: 'SEALED-PENDING-SECRET-OF-MARIO', recovery: 'f00dcafe'.repeat(8) };

const adminClient = () => api(server.url);
const approve = (id: number) => adminClient().post(ApiPaths.adminCorrectionApprove(id), undefined, server.adminToken);
const refuse = (id: number, reason: string) => adminClient().post(ApiPaths.adminCorrectionRefuse(id), { reason }, server.adminToken);

async function fileRequest(who: Employee, body: { timesheet_id: number; kind: string; proposed_timestamp: string; reason: string }): Promise<number> {
  const response = await who.client.post(ApiPaths.correctionRequests, body, who.token);
  expect(response.status).toBe(201);
  return response.body.id;
}

/** GET with a token, keeping the raw bytes (fetch's text() would drop a byte-order mark). */
async function download(path: string, token: string | undefined) {
  const response = await fetch(server.url + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

async function exportJson(path: string, token: string): Promise<{ text: string; body: PersonalDataExport; disposition: string | null }> {
  const answer = await download(`${path}${path.includes('?') ? '&' : '?'}format=json`, token);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  return { text: answer.text, body: JSON.parse(answer.text) as PersonalDataExport, disposition: answer.headers.get('content-disposition') };
}

async function exportCsv(path: string, token: string) {
  const answer = await download(`${path}?format=csv`, token);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return answer;
}

async function auditRows(targetUserId: number) {
  const { rows } = await server.db.query<{ actor_id: number; details: Record<string, unknown> }>(
    `SELECT actor_id, details FROM audit_log WHERE action = 'PERSONAL_DATA_EXPORTED' AND target_user_id = $1 ORDER BY id`,
    [targetUserId],
  );
  return rows;
}

function today(): string {
  return new WallClock(server.config.timezone).date(new Date());
}

beforeAll(async () => {
  server = await startTestServer();
  marioPlace = await createLocation(server, { name: 'Sede di Mario' });
  luigiPlace = await createLocation(server, { name: 'Sede di Luigi' });
  mario = await employee(server, { first_name: 'Mario', last_name: 'Rossi', username: 'mario.rossi.export', employee_id: 'EXP-MARIO' });
  luigi = await employee(server, { first_name: 'Luigi', last_name: 'Verdi', username: 'luigi.verdi.export', employee_id: 'EXP-LUIGI' });

  // Mario: a keyed device, a refused device change, a verification code and recovery codes (secrets).
  await server.db.query('UPDATE devices SET public_key = $2::jsonb WHERE user_id = $1', [mario.id, JSON.stringify(marioKey.publicKey)]);
  const change = await server.db.query<{ id: number }>(
    `INSERT INTO device_change_requests (user_id, device_id, device_name, status, decided_by, decided_at)
     VALUES ($1, 'mario-nuovo-telefono', 'Pixel di Mario', 'refused', $2, now()) RETURNING id`,
    [mario.id, server.admin.id],
  );
  ids.deviceChange = change.rows[0]!.id;
  await server.db.query('UPDATE users SET totp_secret = $2, totp_pending_secret = $3, totp_enabled_at = now() WHERE id = $1', [
    mario.id,
    SECRETS.totp,
    SECRETS.pending,
  ]);
  await server.db.query('INSERT INTO totp_recovery_codes (user_id, code_hash) VALUES ($1, $2)', [mario.id, SECRETS.recovery]);

  // Mario's punches: a day whose IN an administrator moved and whose OUT a request moved, a day without OUT whose exit
  // a request added, and a refused request.
  ids.edited = await insertPunchAt(server, { userId: mario.id, entryType: 'IN', at: '2024-05-06T07:00:00Z', locationId: marioPlace.id });
  ids.approvedOut = await insertPunchAt(server, { userId: mario.id, entryType: 'OUT', at: '2024-05-06T15:00:00Z', locationId: marioPlace.id });
  const secondIn = (ids.secondIn = await insertPunchAt(server, { userId: mario.id, entryType: 'IN', at: '2024-05-07T07:00:00Z', locationId: marioPlace.id }));
  await server.db.query(
    `UPDATE timesheet_entries SET notes = 'Ingresso dal magazzino; porta "B"', accuracy = 12.6, is_valid = false,
       validation_errors = '[{"code":"TOO_FAR","message":"Too far from the location"},{"code":"LOW_GPS_ACCURACY","message":"Low GPS accuracy"}]'
     WHERE id = $1`,
    [secondIn],
  );
  expect((await adminClient().patch(ApiPaths.timesheet(ids.edited), { timestamp: '2024-05-06T06:45:00Z' }, server.adminToken)).status).toBe(200);
  const moveOut = await fileRequest(mario, { timesheet_id: ids.approvedOut, kind: 'wrong_time', proposed_timestamp: '2024-05-06T17:30', reason: 'Riunione fino alle 17:30' });
  expect((await approve(moveOut)).status).toBe(200);
  const addOut = await fileRequest(mario, { timesheet_id: secondIn, kind: 'missing_check_out', proposed_timestamp: '2024-05-07T17:00', reason: 'Dimenticata l’uscita' });
  expect((await approve(addOut)).status).toBe(200);
  ids.refusedRequest = await fileRequest(mario, { timesheet_id: secondIn, kind: 'wrong_time', proposed_timestamp: '2024-05-07T08:30', reason: 'Entrato più tardi' });
  expect((await refuse(ids.refusedRequest, 'Orario non plausibile')).status).toBe(200);
  ids.requests = [moveOut, addOut, ids.refusedRequest];
  const { rows } = await server.db.query<{ id: number; is_added: boolean }>(
    'SELECT id, is_added FROM timesheet_entries WHERE user_id = $1 ORDER BY "timestamp", id',
    [mario.id],
  );
  ids.punches = rows.map((row) => row.id);
  ids.addedOut = rows.find((row) => row.is_added)!.id;

  // Luigi: punches with a note, a pending request, a device change; the administrator corrects one of his punches too.
  const luigiIn = await insertPunchAt(server, { userId: luigi.id, entryType: 'IN', at: '2024-05-06T06:30:00Z', locationId: luigiPlace.id });
  const luigiOut = await insertPunchAt(server, { userId: luigi.id, entryType: 'OUT', at: '2024-05-06T14:30:00Z', locationId: luigiPlace.id });
  await server.db.query('UPDATE timesheet_entries SET notes = $2 WHERE id = $1', [luigiIn, LUIGI_WORDS[0]]);
  expect((await adminClient().patch(ApiPaths.timesheet(luigiIn), { timestamp: '2024-05-06T06:40:00Z' }, server.adminToken)).status).toBe(200);
  luigiIds.punches = [luigiIn, luigiOut];
  luigiIds.requests = [await fileRequest(luigi, { timesheet_id: luigiOut, kind: 'wrong_time', proposed_timestamp: '2024-05-06T16:45', reason: LUIGI_WORDS[1]! })];
  const luigiChange = await server.db.query<{ id: number }>(
    `INSERT INTO device_change_requests (user_id, device_id) VALUES ($1, $2) RETURNING id`,
    [luigi.id, LUIGI_WORDS[2]],
  );
  luigiIds.deviceChange = luigiChange.rows[0]!.id;
});
afterAll(() => server.close());

describe("an employee's own export", () => {
  it('JSON: their profile, device, punches with their correction history, requests; named after them and today', async () => {
    const { body, disposition } = await exportJson(ApiPaths.myDataExport, mario.token);

    expect(disposition).toBe(`attachment; filename="i-miei-dati-mario.rossi.export-${today()}.json"`);
    expect(body.timezone).toBe(server.config.timezone);
    expect(body.profile).toMatchObject({
      id: mario.id,
      username: 'mario.rossi.export',
      first_name: 'Mario',
      last_name: 'Rossi',
      email: 'mario.rossi.export@example.test',
      employee_id: 'EXP-MARIO',
      gruppo: null,
      is_admin: false,
      is_active: true,
      two_factor_enabled: true,
      totp_enabled: true,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(body.device).toMatchObject({ device_id: mario.deviceId, public_key: marioKey.publicKey, bound_since: expect.any(String) });
    // RFC 7638: SHA-256 of the key's required members, in order, without spaces.
    const { crv, kty, x, y } = marioKey.publicKey;
    expect(body.device!.public_key_thumbprint).toBe(createHash('sha256').update(JSON.stringify({ crv, kty, x, y })).digest('base64url'));
    expect(body.device_change_requests).toEqual([
      expect.objectContaining({ id: ids.deviceChange, device_id: 'mario-nuovo-telefono', status: 'refused', decided_by: server.admin.username }),
    ]);

    expect(body.punches.map((punch) => punch.id)).toEqual(ids.punches);
    const edited = body.punches.find((punch) => punch.id === ids.edited)!;
    // 06:45 UTC is 08:45 in Rome in May.
    expect(edited).toMatchObject({
      entry_type: 'IN',
      timestamp: '2024-05-06T06:45:00.000Z',
      local_date: '2024-05-06',
      local_time: '08:45',
      original_timestamp: '2024-05-06T07:00:00.000Z',
      location_name: 'Sede di Mario',
      is_offsite: false,
      corrections: [
        {
          old_timestamp: '2024-05-06T07:00:00.000Z',
          new_timestamp: '2024-05-06T06:45:00.000Z',
          changed_by: server.admin.username,
          changed_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          correction_request_id: null,
          reason: null,
        },
      ],
    });
    expect(body.punches.find((punch) => punch.id === ids.approvedOut)!.corrections).toEqual([
      expect.objectContaining({ old_timestamp: '2024-05-06T15:00:00.000Z', new_timestamp: '2024-05-06T15:30:00.000Z', reason: 'Riunione fino alle 17:30' }),
    ]);
    expect(body.punches.find((punch) => punch.id === ids.addedOut)).toMatchObject({
      entry_type: 'OUT',
      local_time: '17:00',
      is_added: true,
      corrections: [expect.objectContaining({ old_timestamp: null, reason: 'Dimenticata l’uscita', correction_request_id: ids.requests[1] })],
    });
    expect(body.correction_requests.map((request) => request.id)).toEqual(ids.requests);
    expect(body.correction_requests.find((request) => request.id === ids.refusedRequest)).toMatchObject({
      proposed_timestamp: '2024-05-07T06:30:00.000Z',
      reason: 'Entrato più tardi',
      status: 'refused',
      refusal_reason: 'Orario non plausibile',
      decided_by: server.admin.username,
    });
  });

  it("holds none of another employee's rows nor words, and no secret", async () => {
    const { text, body } = await exportJson(ApiPaths.myDataExport, mario.token);
    const csv = (await exportCsv(ApiPaths.myDataExport, mario.token)).text;

    expect(body.punches.map((punch) => punch.id).filter((id) => luigiIds.punches.includes(id))).toEqual([]);
    expect(body.correction_requests.map((request) => request.id).filter((id) => luigiIds.requests.includes(id))).toEqual([]);
    expect(body.device_change_requests.map((request) => request.id)).not.toContain(luigiIds.deviceChange);
    const secrets = await secretsOf(mario.id);
    for (const document of [text, csv]) {
      for (const word of [...LUIGI_WORDS, luigi.username, 'EXP-LUIGI', luigi.deviceId, 'Sede di Luigi']) expect({ word, found: document.includes(word) }).toEqual({ word, found: false });
      for (const secret of secrets) expect({ secret, found: document.includes(secret) }).toEqual({ secret, found: false });
    }
    for (const key of ['password', 'password_hash', 'totp_secret', 'totp_pending_secret', 'refresh', 'code_hash']) {
      expect({ key, found: text.includes(`"${key}"`) }).toEqual({ key, found: false });
    }
  });

  it('a user_id in the query changes nothing: still their own data', async () => {
    const { body } = await exportJson(`${ApiPaths.myDataExport}?user_id=${luigi.id}`, mario.token);
    expect(body.profile.id).toBe(mario.id);
  });

  it('CSV: UTF-8 with BOM, one section per kind, the same punches, corrections and requests as the JSON', async () => {
    const { body } = await exportJson(ApiPaths.myDataExport, mario.token);
    const answer = await exportCsv(ApiPaths.myDataExport, mario.token);

    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="i-miei-dati-mario.rossi.export-${today()}.csv"`);
    expect([...answer.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(answer.text).toContain('\r\n');
    const sections = csvSections(parseCsv(answer.text.replace(/^\uFEFF/, '')));
    expect([...sections.keys()]).toEqual([
      'Profilo',
      'Dispositivo associato',
      'Richieste di cambio dispositivo',
      'Timbrature',
      'Correzioni delle timbrature',
      'Richieste di correzione',
      'Orari di lavoro assegnati',
      'Turni del giorno',
      'Assenze',
      'Spettanze ferie e permessi',
    ]);
    const profile = Object.fromEntries(sections.get('Profilo')!.rows.map((row) => [row.Campo, row.Valore]));
    expect(profile).toMatchObject({ Username: 'mario.rossi.export', Nome: 'Mario', Cognome: 'Rossi', 'ID Dipendente': 'EXP-MARIO', Amministratore: 'No' });
    // A thumbprint is base64url, so one in 64 begins with '-': that cell starts with an apostrophe, as every cell a
    // spreadsheet would run as a formula does.
    const thumbprint = body.device!.public_key_thumbprint!;
    expect(sections.get('Dispositivo associato')!.rows).toEqual([
      expect.objectContaining({
        'ID dispositivo': mario.deviceId,
        'Impronta chiave pubblica (SHA-256)': thumbprint.startsWith('-') ? `'${thumbprint}` : thumbprint,
      }),
    ]);

    const punches = sections.get('Timbrature')!.rows;
    expect(punches.map((row) => Number(row.ID))).toEqual(body.punches.map((punch) => punch.id));
    punches.forEach((row, i) => {
      const punch = body.punches[i]!;
      const [year, month, day] = punch.local_date.split('-');
      expect(row).toMatchObject({
        Tipo: punch.entry_type === 'IN' ? 'Check-in' : 'Check-out',
        Data: `${day}/${month}/${year}`,
        Ora: punch.local_time,
        Sede: 'Sede di Mario',
        Valida: punch.is_valid ? 'Sì' : 'No',
        'Aggiunta su richiesta': punch.is_added ? 'Sì' : 'No',
      });
    });
    // A note with ';' and quotes survives the quoting; accuracy is written in whole metres.
    // The reasons a punch is not valid are written in Italian, as the history screen words them.
    expect(punches.find((row) => Number(row.ID) === ids.secondIn)).toMatchObject({
      Note: 'Ingresso dal magazzino; porta "B"',
      'Precisione (m)': '13',
      Valida: 'No',
      'Motivi non validità':
        'Timbratura registrata lontano dalla sede (anomalia di posizione). Precisione GPS insufficiente al momento della timbratura.',
    });
    expect(punches.find((row) => Number(row.ID) === ids.edited)).toMatchObject({ Ora: '08:45', 'Orario originale': '06/05/2024 09:00' });

    const corrections = sections.get('Correzioni delle timbrature')!.rows;
    expect(corrections).toHaveLength(body.punches.reduce((count, punch) => count + punch.corrections.length, 0));
    expect(corrections.find((row) => Number(row['ID timbratura']) === ids.approvedOut)).toMatchObject({
      'Orario precedente': '06/05/2024 17:00',
      'Nuovo orario': '06/05/2024 17:30',
      'Corretta da': server.admin.username,
      Motivo: 'Riunione fino alle 17:30',
    });
    const requests = sections.get('Richieste di correzione')!.rows;
    expect(requests.map((row) => Number(row.ID))).toEqual(body.correction_requests.map((request) => request.id));
    expect(requests.find((row) => Number(row.ID) === ids.refusedRequest)).toMatchObject({
      Richiesta: 'Orario errato',
      'Orario proposto': '07/05/2024 08:30',
      Stato: 'Rifiutata',
      'Motivo del rifiuto': 'Orario non plausibile',
    });
  });

  it('is audited: who, whose, which format', async () => {
    const before = (await auditRows(luigi.id)).length;
    await exportCsv(ApiPaths.myDataExport, luigi.token);
    expect((await auditRows(luigi.id)).slice(before)).toEqual([{ actor_id: luigi.id, details: { format: 'csv' } }]);
  });

  it('an employee never reaches another person: the administrators’ path answers 403 ADMIN_REQUIRED, whoever it names', async () => {
    for (const id of [luigi.id, mario.id, 999999]) {
      for (const format of ['json', 'csv']) {
        const answer = await mario.client.get(`${ApiPaths.adminUserDataExport(id)}?format=${format}`, mario.token);
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ code: 'ADMIN_REQUIRED', message: ApiError.ADMIN_REQUIRED });
      }
    }
    expect(await auditRows(luigi.id)).not.toContainEqual(expect.objectContaining({ actor_id: mario.id }));
  });

  it('needs a session: 401 without a token', async () => {
    expect((await download(ApiPaths.myDataExport, undefined)).status).toBe(401);
    expect((await download(ApiPaths.adminUserDataExport(mario.id), undefined)).status).toBe(401);
  });

  it('refuses an unknown format: 400', async () => {
    expect((await mario.client.get(`${ApiPaths.myDataExport}?format=xml`, mario.token)).status).toBe(400);
  });
});

describe("an administrator's export", () => {
  it("gets any employee's data, JSON and CSV, and the access is audited", async () => {
    const before = (await auditRows(luigi.id)).length;
    const { body, text, disposition } = await exportJson(ApiPaths.adminUserDataExport(luigi.id), server.adminToken);

    expect(disposition).toBe(`attachment; filename="i-miei-dati-luigi.verdi.export-${today()}.json"`);
    expect(body.profile).toMatchObject({ id: luigi.id, username: luigi.username, employee_id: 'EXP-LUIGI' });
    expect(body.punches.map((punch) => punch.id)).toEqual(luigiIds.punches);
    expect(body.punches[0]!.notes).toBe(LUIGI_WORDS[0]);
    expect(body.correction_requests.map((request) => request.id)).toEqual(luigiIds.requests);
    expect(body.device_change_requests.map((request) => request.id)).toEqual([luigiIds.deviceChange]);
    for (const word of ['mario.rossi.export', 'Sede di Mario', 'Riunione fino alle 17:30', 'mario-nuovo-telefono']) {
      expect({ word, found: text.includes(word) }).toEqual({ word, found: false });
    }
    const csv = await exportCsv(ApiPaths.adminUserDataExport(luigi.id), server.adminToken);
    const punches = csvSections(parseCsv(csv.text.replace(/^\uFEFF/, ''))).get('Timbrature')!.rows;
    expect(punches.map((row) => Number(row.ID))).toEqual(luigiIds.punches);

    expect((await auditRows(luigi.id)).slice(before)).toEqual([
      { actor_id: server.admin.id, details: { format: 'json' } },
      { actor_id: server.admin.id, details: { format: 'csv' } },
    ]);
  });

  it('an unknown id: 404 NOT_FOUND in JSON for both formats, nothing audited', async () => {
    for (const format of ['json', 'csv']) {
      const answer = await adminClient().get(`${ApiPaths.adminUserDataExport(999999)}?format=${format}`, server.adminToken);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 'NOT_FOUND', message: ApiError.NOT_FOUND });
    }
    expect(await auditRows(999999)).toEqual([]);
  });

  it('a deactivated account (deleted with its punches kept) can still be exported', async () => {
    const gone = await employee(server, { username: 'gone.export' });
    const punch = await insertPunchAt(server, { userId: gone.id, entryType: 'IN', at: '2024-05-08T07:00:00Z' });
    expect((await adminClient().delete(ApiPaths.user(gone.id), server.adminToken)).status).toBe(204);

    const { body } = await exportJson(ApiPaths.adminUserDataExport(gone.id), server.adminToken);

    expect(body.profile).toMatchObject({ id: gone.id, is_active: false });
    expect(body.device).toBeNull();
    expect(body.punches.map((entry) => entry.id)).toEqual([punch]);
    expect(body.punches[0]).toMatchObject({ location_name: null, corrections: [] });
  });
});

it('reads the punches a batch at a time: every punch once, in order, ties of the same instant included', async () => {
  const who = await employee(server);
  const at = ['2024-06-03T07:00:00Z', '2024-06-03T07:00:00Z', '2024-06-03T07:00:00Z', '2024-06-03T15:00:00Z', '2024-06-04T07:00:00Z'];
  const made: number[] = [];
  for (const [i, instant] of at.entries()) made.push(await insertPunchAt(server, { userId: who.id, entryType: i % 2 ? 'OUT' : 'IN', at: instant }));
  // Microseconds apart, which a millisecond cursor would not tell apart.
  await server.db.query(`UPDATE timesheet_entries SET "timestamp" = "timestamp" + interval '1 microsecond' WHERE id = $1`, [made[4]]);
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-06-04T07:00:00.000002Z' });

  const batches: number[][] = [];
  for await (const batch of personalPunchBatches(server.db, who.id, new WallClock(server.config.timezone), { batchSize: 2 })) {
    batches.push(batch.map((punch) => punch.id));
    // A cursor that does not move on would read the same batch for ever: fail instead.
    if (batches.length > at.length + 1) break;
  }

  expect(batches.every((batch) => batch.length <= 2)).toBe(true);
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM timesheet_entries WHERE user_id = $1 ORDER BY "timestamp", id', [who.id]);
  expect(batches.flat()).toEqual(rows.map((row) => row.id));
  expect(rows).toHaveLength(6);
});

/** Mario's secrets as stored: password hash, verification-code secrets, recovery code hashes, refresh tokens. */
async function secretsOf(userId: number): Promise<string[]> {
  const user = await server.db.query<{ password_hash: string; totp_secret: string; totp_pending_secret: string }>(
    'SELECT password_hash, totp_secret, totp_pending_secret FROM users WHERE id = $1',
    [userId],
  );
  const codes = await server.db.query<{ code_hash: string }>('SELECT code_hash FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  const tokens = await server.db.query<{ id: string; family_id: string }>('SELECT id, family_id FROM refresh_tokens WHERE user_id = $1', [userId]);
  const { password_hash, totp_secret, totp_pending_secret } = user.rows[0]!;
  const secrets = [password_hash, totp_secret, totp_pending_secret, ...codes.rows.map((row) => row.code_hash), ...tokens.rows.flatMap((row) => [row.id, row.family_id])];
  expect(secrets).toEqual(expect.arrayContaining([SECRETS.totp, SECRETS.pending, SECRETS.recovery]));
  expect(tokens.rows.length).toBeGreaterThan(0);
  return secrets;
}
