/**
 * The last active administrator (docs/behaviour.md, "Roles and permissions"): no demotion, deactivation or deletion
 * may leave the installation without one, not even two administrators removing each other at the same moment; and a
 * restart with ADMIN_USERNAME naming a demoted account repairs an installation left without one.
 */
import type { FastifyBaseLogger } from 'fastify';
import { ApiPaths } from '../../../src/core/contract';
import { ensureFirstAdmin } from '../../../server/users/first-admin.service';
import { api, type ApiClient, type ApiResponse } from '../support/api';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
});
afterAll(() => server.close());

/** Rounds of each race: enough for the two requests to overlap on PostgreSQL now and then. */
const ROUNDS = 6;

interface Administrator extends TestUser {
  token: string;
}

/**
 * Two new administrators, signed in, who are the only active ones: every other account steps down (directly in the
 * database, so the test server's own administrator's token is left alone and simply not used).
 */
async function onlyTwoAdministrators(): Promise<[Administrator, Administrator]> {
  const [a, b] = await Promise.all([server.createUser({ is_admin: true }), server.createUser({ is_admin: true })]);
  await server.db.query('UPDATE users SET is_admin = false WHERE id <> ALL($1::int[])', [[a.id, b.id]]);
  const [sessionA, sessionB] = await Promise.all([server.loginAs(a), server.loginAs(b)]);
  return [
    { ...a, token: sessionA.access },
    { ...b, token: sessionB.access },
  ];
}

async function activeAdministrators(): Promise<number[]> {
  const { rows } = await server.db.query<{ id: number }>('SELECT id FROM users WHERE is_admin AND is_active ORDER BY id');
  return rows.map((row) => row.id);
}

/** The PUT body that keeps `user` as they are but drops their administrator flag. */
async function demotionOf(user: TestUser): Promise<Record<string, unknown>> {
  const { rows } = await server.db.query<{ username: string; email: string; employee_id: string }>(
    'SELECT username, email, employee_id FROM users WHERE id = $1',
    [user.id],
  );
  return { ...rows[0], is_admin: false };
}

async function givePunch(user: TestUser): Promise<void> {
  await server.db.query(
    `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date) VALUES ($1, 'IN', now(), current_date)`,
    [user.id],
  );
}

/**
 * Exactly one of the two requests went through; the other was refused, either by this rule (409 LAST_ADMINISTRATOR,
 * when both were past their sign-in check) or because the winner had already ended its session (401).
 */
function expectOneWinner(responses: ApiResponse[], success: number): void {
  const statuses = responses.map((response) => response.status);
  expect(statuses.filter((status) => status === success)).toHaveLength(1);
  const loser = responses.find((response) => response.status !== success)!;
  expect([401, 409]).toContain(loser.status);
  if (loser.status === 409) expect(loser.body).toEqual(LAST_ADMINISTRATOR_BODY);
}

const LAST_ADMINISTRATOR_BODY = { code: 'LAST_ADMINISTRATOR', message: 'No active administrator would be left' };

describe('two administrators removing each other at once', () => {
  it('demotion: exactly one succeeds and one active administrator remains', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await onlyTwoAdministrators();
      const [demoteB, demoteA] = [await demotionOf(b), await demotionOf(a)];
      const responses = await Promise.all([client.put(ApiPaths.user(b.id), demoteB, a.token), client.put(ApiPaths.user(a.id), demoteA, b.token)]);
      expectOneWinner(responses, 200);
      expect(await activeAdministrators()).toHaveLength(1);
    }
  });

  it('deactivation (deleting an administrator with punches): exactly one succeeds and one active administrator remains', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await onlyTwoAdministrators();
      await Promise.all([givePunch(a), givePunch(b)]);
      const responses = await Promise.all([client.delete(ApiPaths.user(b.id), a.token), client.delete(ApiPaths.user(a.id), b.token)]);
      expectOneWinner(responses, 204);
      expect(await activeAdministrators()).toHaveLength(1);
    }
  });

  it('deletion: exactly one succeeds and one active administrator remains', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = await onlyTwoAdministrators();
      const responses = await Promise.all([client.delete(ApiPaths.user(b.id), a.token), client.delete(ApiPaths.user(a.id), b.token)]);
      expectOneWinner(responses, 204);
      expect(await activeAdministrators()).toHaveLength(1);
    }
  });
});

describe('the refusal', () => {
  /**
   * The other request's win, made certain: `loser` was demoted a moment ago, but the access token it signed in with
   * still says administrator (it lives ACCESS_TOKEN_TTL), so its request reaches the rule, which counts the
   * administrators in the database.
   */
  async function loserStillSignedIn(): Promise<[Administrator, Administrator]> {
    const [loser, last] = await onlyTwoAdministrators();
    await server.db.query('UPDATE users SET is_admin = false WHERE id = $1', [loser.id]);
    return [loser, last];
  }

  it('answers 409 LAST_ADMINISTRATOR to demoting the last active administrator, and changes nothing', async () => {
    const [loser, last] = await loserStillSignedIn();
    const response = await client.put(ApiPaths.user(last.id), { ...(await demotionOf(last)), first_name: 'Cambiato' }, loser.token);
    expect(response.status).toBe(409);
    expect(response.body).toEqual(LAST_ADMINISTRATOR_BODY);
    expect(await activeAdministrators()).toEqual([last.id]);
    const { rows } = await server.db.query<{ first_name: string }>('SELECT first_name FROM users WHERE id = $1', [last.id]);
    expect(rows[0]!.first_name).not.toBe('Cambiato');
    // Its sessions were not ended: the last administrator still works.
    expect((await client.get(ApiPaths.users, last.token)).status).toBe(200);
  });

  it('answers 409 LAST_ADMINISTRATOR to deleting or deactivating the last active administrator', async () => {
    const [loser, last] = await loserStillSignedIn();
    const deletion = await client.delete(ApiPaths.user(last.id), loser.token);
    expect(deletion.status).toBe(409);
    expect(deletion.body).toEqual(LAST_ADMINISTRATOR_BODY);
    await givePunch(last);
    const deactivation = await client.delete(ApiPaths.user(last.id), loser.token);
    expect(deactivation.status).toBe(409);
    expect(deactivation.body).toEqual(LAST_ADMINISTRATOR_BODY);
    expect(await activeAdministrators()).toEqual([last.id]);
    expect((await client.get(ApiPaths.users, last.token)).status).toBe(200);
  });

  it('does not stand in the way of editing, demoting or deleting while another administrator remains', async () => {
    const [a, b] = await onlyTwoAdministrators();
    const employee = await server.createUser();
    expect((await client.put(ApiPaths.user(employee.id), await demotionOf(employee), a.token)).status).toBe(200);
    expect((await client.delete(ApiPaths.user(employee.id), a.token)).status).toBe(204);
    expect((await client.put(ApiPaths.user(b.id), await demotionOf(b), a.token)).status).toBe(200);
    expect(await activeAdministrators()).toEqual([a.id]);
  });
});

describe('a restart with ADMIN_USERNAME naming a demoted administrator', () => {
  const silentLog = { error: () => undefined, warn: () => undefined, info: () => undefined } as unknown as FastifyBaseLogger;

  it('makes that account an active administrator again, with ADMIN_PASSWORD', async () => {
    const [a, b] = await onlyTwoAdministrators();
    // What the race used to leave: both demoted.
    await server.db.query('UPDATE users SET is_admin = false WHERE id = ANY($1::int[])', [[a.id, b.id]]);
    expect(await activeAdministrators()).toEqual([]);

    await ensureFirstAdmin(server.db, { ...server.config, adminUsername: a.username, adminPassword: 'Registro-Presenze-123' }, silentLog);

    expect(await activeAdministrators()).toEqual([a.id]);
    const login = await client.post(ApiPaths.login, {
      username: a.username,
      password: 'Registro-Presenze-123',
      device_id: a.deviceId,
      fingerprint: FINGERPRINT,
    });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ id: a.id, is_admin: true });
  });
});
