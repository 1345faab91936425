/**
 * Text fields over HTTP (docs/behaviour.md, "Validation"): a lone UTF-16 surrogate is refused as a control character
 * is, 400 VALIDATION_ERROR before anything is read or written, wherever the shared text schemas apply; a surrogate
 * pair (an emoji) is ordinary text. The bodies are raw JSON, so the escapes reach the server as written: JSON.parse
 * turns "\ud800" into a lone surrogate, which PostgreSQL's UTF-8 could only store as U+FFFD.
 */
import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient, type ApiResponse } from '../support/api';
import { createLocation, employee, insertPunchAt, northOf, type Employee, type LocationFixture } from '../support/punch-fixtures';
import { FINGERPRINT, startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
let site: LocationFixture;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  site = await createLocation(server, { tolerance_radius: 50 });
});
afterAll(() => server.close());

/** JSON escapes as they travel in a body: lone high, lone low, a low before a high (two lone ones), inside text. */
const LONE_SURROGATES = ['\\ud800', '\\udc00', '\\udc00\\ud800', 'a\\udbffb'];
const EMOJI = '\\ud83d\\ude00';
const CONTROL = '\\u0001';

const PLACEHOLDER = '@@TEXT@@';

/** POST `body` as JSON text, with `escaped` (JSON escapes, written as they travel) as the value of `field`. */
function postWith(path: string, body: Record<string, unknown>, field: string, escaped: string, token?: string): Promise<ApiResponse> {
  const json = JSON.stringify({ ...body, [field]: PLACEHOLDER }).replace(`"${PLACEHOLDER}"`, `"${escaped}"`);
  return client.raw(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: json,
  });
}

/** Refused as a control character in the same field is: the same 400 VALIDATION_ERROR, word for word. */
async function expectRefusedLikeControl(send: (escaped: string) => Promise<ApiResponse>): Promise<void> {
  const control = await send(CONTROL);
  expect(control.status).toBe(400);
  expect(control.body.code).toBe('VALIDATION_ERROR');
  for (const lone of LONE_SURROGATES) {
    const response = await send(lone);
    expect({ lone, status: response.status, body: response.body }).toEqual({ lone, status: 400, body: control.body });
  }
}

async function punchesOf(userId: number): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>('SELECT count(*)::int AS count FROM timesheet_entries WHERE user_id = $1', [userId]);
  return rows[0]!.count;
}

const punchBody = (who: Employee) => ({ ...northOf(site, 10), accuracy: 10, location_id: site.id, device_id: who.deviceId });

describe('a lone surrogate is refused like a control character', () => {
  it('in the notes and the anomaly note of a check-in, which saves nothing', async () => {
    const who = await employee(server);
    for (const field of ['notes', 'anomaly_note']) {
      await expectRefusedLikeControl((escaped) => postWith(ApiPaths.checkIn, punchBody(who), field, escaped, who.token));
    }
    expect(await punchesOf(who.id)).toBe(0);
  });

  it('in the reason of a correction request, which files nothing', async () => {
    const who = await employee(server);
    const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-06T07:00:00Z' });
    const body = { timesheet_id: inId, kind: 'missing_check_out', proposed_timestamp: '2024-05-06T17:00' };
    await expectRefusedLikeControl((escaped) => postWith(ApiPaths.correctionRequests, body, 'reason', escaped, who.token));
    const { rows } = await server.db.query('SELECT 1 FROM correction_requests WHERE user_id = $1', [who.id]);
    expect(rows).toHaveLength(0);
  });

  it('in the username and the password at login, and in the device type of a device registration', async () => {
    const signIn = { username: 'qualcuno', password: 'orto-segreto-41', device_id: 'phone-1', fingerprint: FINGERPRINT };
    await expectRefusedLikeControl((escaped) => postWith(ApiPaths.login, signIn, 'username', escaped));
    await expectRefusedLikeControl((escaped) => postWith(ApiPaths.login, signIn, 'password', escaped));
    const who = await employee(server);
    const registration = { device_id: who.deviceId, fingerprint: FINGERPRINT };
    await expectRefusedLikeControl((escaped) => postWith(ApiPaths.registerDevice, registration, 'device_type', escaped, who.token));
  });

  it("in a user's first name, which creates nobody", async () => {
    const user = { username: 'surrogato', email: 'surrogato@example.test', employee_id: 'E-SUR', password: 'orto-segreto-41' };
    await expectRefusedLikeControl((escaped) => postWith(ApiPaths.users, user, 'first_name', escaped, server.adminToken));
    const { rows } = await server.db.query("SELECT 1 FROM users WHERE username = 'surrogato'");
    expect(rows).toHaveLength(0);
  });
});

describe('a surrogate pair (an emoji) is ordinary text', () => {
  it('in the notes of a check-in, stored as it was sent', async () => {
    const who = await employee(server);
    const response = await postWith(ApiPaths.checkIn, punchBody(who), 'notes', `arrivo ${EMOJI}`, who.token);
    expect(response.status).toBe(201);
    expect(response.body.notes).toBe('arrivo \u{1F600}');
    const { rows } = await server.db.query<{ notes: string }>('SELECT notes FROM timesheet_entries WHERE id = $1', [response.body.id]);
    expect(rows[0]!.notes).toBe('arrivo \u{1F600}');
  });

  it('in the reason of a correction request', async () => {
    const who = await employee(server);
    const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-06T07:00:00Z' });
    const body = { timesheet_id: inId, kind: 'missing_check_out', proposed_timestamp: '2024-05-06T17:00' };
    const response = await postWith(ApiPaths.correctionRequests, body, 'reason', `uscita dimenticata ${EMOJI}`, who.token);
    expect(response.status).toBe(201);
    expect(response.body.reason).toBe('uscita dimenticata \u{1F600}');
  });

  it("in a user's first name, and at login in a password", async () => {
    const user = { username: 'sorridente', email: 'sorridente@example.test', employee_id: 'E-SMILE', password: 'orto-segreto-\u{1F600}' };
    const created = await postWith(ApiPaths.users, user, 'first_name', `Anna ${EMOJI}`, server.adminToken);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ first_name: 'Anna \u{1F600}', full_name: 'Anna \u{1F600}' });
    // The password the administrator set, emoji included, signs in (to be replaced: "Passwords").
    const signIn = { username: 'sorridente', device_id: 'phone-smile', fingerprint: FINGERPRINT };
    const login = await postWith(ApiPaths.login, signIn, 'password', `orto-segreto-${EMOJI}`);
    expect(login.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
