import { createSigner } from 'fast-jwt';
import { buildApp, openMigratedDatabase } from '../../../server/app';
import { ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { describeOnPostgres } from '../support/database-only';
import { startTestServer, type TestServer } from '../support/test-server';

/**
 * Ending a session ends its access tokens at once, not when they expire (docs/behaviour.md, "Tokens and sign-in
 * limits"), and no session outlives SESSION_MAX_AGE.
 */
let server: TestServer;
const client = () => api(server.url);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('a session ended early', () => {
  it('by a logout with its refresh token: its access token is refused at once, the other session goes on', async () => {
    const user = await server.createUser({ two_factor_enabled: false });
    const phone = await server.loginAs(user);
    const laptop = await server.loginAs(user);
    expect((await client().get(ApiPaths.profile, phone.access)).status).toBe(200);

    expect((await client().post(ApiPaths.logout, { refresh: phone.refresh }, phone.access)).status).toBe(204);
    const after = await client().get(ApiPaths.profile, phone.access);
    expect(after.status).toBe(401);
    expect(after.body.code).toBe('TOKEN_INVALID');
    expect((await client().get(ApiPaths.profile, laptop.access)).status).toBe(200);
  });

  it('by a stolen refresh token coming back: the family’s access tokens stop too', async () => {
    const user = await server.createUser();
    const login = await server.loginAs(user);
    const rotated = await client().post(ApiPaths.refresh, { refresh: login.refresh });
    await server.db.query("UPDATE refresh_tokens SET rotated_at = now() - interval '1 hour' WHERE id IN (SELECT id FROM refresh_tokens WHERE rotated_at IS NOT NULL AND user_id = $1)", [user.id]);
    expect((await client().post(ApiPaths.refresh, { refresh: login.refresh })).status).toBe(401);
    expect((await client().get(ApiPaths.profile, rotated.body.access)).status).toBe(401);
    expect((await client().get(ApiPaths.profile, login.access)).status).toBe(401);
  });

  it('by a deactivation: the user’s access tokens stop at once', async () => {
    const user = await server.createUser();
    const login = await server.loginAs(user);
    await server.db.query(
      "INSERT INTO timesheet_entries (user_id, entry_type, \"timestamp\", business_date) VALUES ($1, 'IN', now(), current_date)",
      [user.id],
    );
    expect((await client().delete(`${ApiPaths.users}${user.id}/`, server.adminToken)).status).toBe(204);
    expect((await client().get(ApiPaths.profile, login.access)).status).toBe(401);
  });

  it('stays ended for a server started afterwards on the same database', async () => {
    const user = await server.createUser();
    const login = await server.loginAs(user);
    expect((await client().post(ApiPaths.logout, { refresh: login.refresh }, login.access)).status).toBe(204);

    // A second server on the same database, as after a restart: it reads the recent revocations at start-up.
    const restarted = await buildApp(server.config, { db: server.db, logger: false });
    try {
      const response = await restarted.inject({ method: 'GET', url: ApiPaths.profile, headers: { authorization: `Bearer ${login.access}` } });
      expect(response.statusCode).toBe(401);
      const other = await server.loginAs(user);
      const fine = await restarted.inject({ method: 'GET', url: ApiPaths.profile, headers: { authorization: `Bearer ${other.access}` } });
      expect(fine.statusCode).toBe(200);
    } finally {
      await restarted.close();
    }
  });

  it('refuses an access token that names no session', async () => {
    const sign = createSigner({ key: server.config.jwtSecret, algorithm: 'HS256', expiresIn: 60_000 });
    const token = sign({ sub: String(server.admin.id), adm: true, typ: 'access' });
    expect((await client().get(ApiPaths.users, token)).status).toBe(401);
  });
});

describe('SESSION_MAX_AGE', () => {
  it('is 90 days unless configured', () => {
    expect(server.config.sessionMaxAgeSeconds).toBe(90 * 86_400);
  });

  it('ends a session refreshed every day once its login is older than the maximum age', async () => {
    const user = await server.createUser();
    const login = await server.loginAs(user);
    await server.db.query("UPDATE refresh_tokens SET session_started_at = now() - interval '89 days' WHERE user_id = $1", [user.id]);
    const young = await client().post(ApiPaths.refresh, { refresh: login.refresh });
    expect(young.status).toBe(200);

    await server.db.query("UPDATE refresh_tokens SET session_started_at = now() - interval '90 days 1 minute' WHERE user_id = $1", [user.id]);
    const old = await client().post(ApiPaths.refresh, { refresh: young.body.refresh });
    expect(old.status).toBe(401);
    expect(old.body.code).toBe('TOKEN_INVALID');
  });

  it('never issues a refresh token that outlives the session', async () => {
    const user = await server.createUser();
    const login = await server.loginAs(user);
    await server.db.query("UPDATE refresh_tokens SET session_started_at = now() - interval '80 days' WHERE user_id = $1", [user.id]);
    const refreshed = await client().post(ApiPaths.refresh, { refresh: login.refresh });
    const { rows } = await server.db.query<{ days_left: number }>(
      `SELECT extract(epoch FROM expires_at - now()) / 86400 AS days_left FROM refresh_tokens
        WHERE user_id = $1 AND rotated_at IS NULL AND revoked_at IS NULL`,
      [user.id],
    );
    expect(refreshed.status).toBe(200);
    expect(rows).toHaveLength(1);
    expect(Number(rows[0].days_left)).toBeGreaterThan(9.9);
    expect(Number(rows[0].days_left)).toBeLessThan(10.1); // not the usual 30 days
  });
});

describeOnPostgres('revocations between servers', () => {
  it('tells a revocation to the other servers listening on the database', async () => {
    const otherDb = await openMigratedDatabase(server.config);
    const other = await buildApp(server.config, { db: otherDb, logger: false });
    try {
      const user = await server.createUser();
      const login = await server.loginAs(user);
      const before = await other.inject({ method: 'GET', url: ApiPaths.profile, headers: { authorization: `Bearer ${login.access}` } });
      expect(before.statusCode).toBe(200);
      expect((await client().post(ApiPaths.logout, { refresh: login.refresh }, login.access)).status).toBe(204);
      const deadline = Date.now() + 2_000;
      let status = 200;
      while (status === 200 && Date.now() < deadline) {
        status = (await other.inject({ method: 'GET', url: ApiPaths.profile, headers: { authorization: `Bearer ${login.access}` } })).statusCode;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(status).toBe(401);
    } finally {
      await other.close();
      await otherDb.close();
    }
  });
});
