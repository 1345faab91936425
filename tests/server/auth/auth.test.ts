import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { FINGERPRINT, NEW_USER_DEFAULTS, startTestServer, type TestServer } from '../support/test-server';

const GRACE_SECONDS = 2;
let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ config: { refreshReuseGraceSeconds: GRACE_SECONDS } });
  client = api(server.url);
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login', () => {
  it('answers tokens and the whole profile', async () => {
    const user = await server.createUser({ first_name: 'Mario', last_name: 'Rossi' });
    const response = await client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      access: expect.any(String),
      refresh: expect.any(String),
      user: expect.objectContaining({
        id: user.id,
        username: user.username,
        full_name: 'Mario Rossi',
        ...NEW_USER_DEFAULTS,
        has_device: true,
      }),
    });
    const profile = await client.get(ApiPaths.profile, response.body.access);
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual(response.body.user);
  });

  it('ignores the case of the username and surrounding spaces', async () => {
    const user = await server.createUser();
    const response = await client.post(ApiPaths.login, { username: ` ${user.username.toUpperCase()} `, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT });
    expect(response.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user alike with 401 INVALID_CREDENTIALS', async () => {
    const user = await server.createUser();
    const wrong = await client.post(ApiPaths.login, { username: user.username, password: 'not-it', device_id: user.deviceId, fingerprint: FINGERPRINT });
    const unknown = await client.post(ApiPaths.login, { username: 'nobody-here', password: 'whatever', device_id: 'd', fingerprint: FINGERPRINT });
    for (const response of [wrong, unknown]) {
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' });
    }
  });

  it('never counts successful logins', async () => {
    const user = await server.createUser();
    for (let i = 0; i < 6; i++) await server.loginAs(user);
    await client.post(ApiPaths.login, { username: user.username, password: 'bad', device_id: user.deviceId, fingerprint: FINGERPRINT });
    await client.post(ApiPaths.login, { username: user.username, password: 'bad', device_id: user.deviceId, fingerprint: FINGERPRINT });
    expect((await client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT })).status).toBe(200);
  });

  it('refuses a deleted (deactivated) account', async () => {
    const user = await server.createUser();
    await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [user.id]);
    expect((await client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT })).status).toBe(401);
  });
});

describe('access tokens', () => {
  it('answers 401 CREDENTIALS_NOT_PROVIDED without a token and TOKEN_INVALID with a bad one', async () => {
    const none = await client.get(ApiPaths.profile);
    expect(none.status).toBe(401);
    expect(none.body.code).toBe('CREDENTIALS_NOT_PROVIDED');
    const bad = await client.get(ApiPaths.profile, 'not.a.jwt');
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ code: 'TOKEN_INVALID', message: 'Token invalid' });
  });

  it('does not accept a refresh token as an access token', async () => {
    const { refresh } = await server.loginAs(await server.createUser());
    expect((await client.get(ApiPaths.profile, refresh)).body.code).toBe('TOKEN_INVALID');
  });

  it('answers TOKEN_EXPIRED for an expired access token', async () => {
    const user = await server.createUser();
    const { createSigner } = await import('fast-jwt');
    const sign = createSigner({ key: server.config.jwtSecret, algorithm: 'HS256' });
    const expired = sign({ sub: String(user.id), adm: false, typ: 'access', iat_ms: Date.now(), exp: Math.floor(Date.now() / 1000) - 5 });
    const response = await client.get(ApiPaths.profile, expired);
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ code: 'TOKEN_EXPIRED', message: 'Token expired' });
  });
});

describe('refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const first = await server.loginAs(await server.createUser());
    const second = await client.post(ApiPaths.refresh, { refresh: first.refresh });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ access: expect.any(String), refresh: expect.any(String) });
    expect(second.body.refresh).not.toBe(first.refresh);
    expect((await client.get(ApiPaths.profile, second.body.access)).status).toBe(200);
    const third = await client.post(ApiPaths.refresh, { refresh: second.body.refresh });
    expect(third.status).toBe(200);
  });

  it('answers a retry of the just-rotated token within the grace with the same session', async () => {
    const login = await server.loginAs(await server.createUser());
    const rotated = await client.post(ApiPaths.refresh, { refresh: login.refresh });
    const retry = await client.post(ApiPaths.refresh, { refresh: login.refresh });
    expect(retry.status).toBe(200);
    // Both answers continue the session: the newer token still works.
    expect((await client.post(ApiPaths.refresh, { refresh: retry.body.refresh })).status).toBe(200);
    expect(rotated.status).toBe(200);
  });

  it('revokes the whole family when a rotated token comes back after the grace', async () => {
    const login = await server.loginAs(await server.createUser());
    const rotated = await client.post(ApiPaths.refresh, { refresh: login.refresh });
    await sleep(GRACE_SECONDS * 1000 + 300);
    const replay = await client.post(ApiPaths.refresh, { refresh: login.refresh });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('TOKEN_INVALID');
    // The legitimate holder of the newer token is logged out too: the family is gone.
    expect((await client.post(ApiPaths.refresh, { refresh: rotated.body.refresh })).status).toBe(401);
    const audit = await client.get(`${ApiPaths.adminAudit}?action=REFRESH_TOKEN_REUSED`, server.adminToken);
    expect(audit.body.count).toBeGreaterThanOrEqual(1);
  });

  it('refuses a forged or malformed refresh token', async () => {
    expect((await client.post(ApiPaths.refresh, { refresh: 'garbage' })).status).toBe(401);
  });

  it('gives a fresh access token carrying the current administrator flag', async () => {
    const user = await server.createUser();
    const login = await server.loginAs(user);
    await server.db.query('UPDATE users SET is_admin = true WHERE id = $1', [user.id]);
    const refreshed = await client.post(ApiPaths.refresh, { refresh: login.refresh });
    expect((await client.get(ApiPaths.users, refreshed.body.access)).status).toBe(200);
  });
});

describe('logout', () => {
  it('revokes the presented refresh token family, not the other sessions', async () => {
    const user = await server.createUser({ two_factor_enabled: false });
    const phone = await server.loginAs(user);
    const other = await server.loginAs(user);
    const response = await client.post(ApiPaths.logout, { refresh: phone.refresh }, phone.access);
    expect(response.status).toBe(204);
    expect((await client.post(ApiPaths.refresh, { refresh: phone.refresh })).status).toBe(401);
    expect((await client.post(ApiPaths.refresh, { refresh: other.refresh })).status).toBe(200);
  });

  it('without a refresh token ends every session of the user, access tokens included', async () => {
    const user = await server.createUser({ two_factor_enabled: false });
    const one = await server.loginAs(user);
    const two = await server.loginAs(user);
    expect((await client.post(ApiPaths.logout, undefined, one.access)).status).toBe(204);
    expect((await client.post(ApiPaths.refresh, { refresh: one.refresh })).status).toBe(401);
    expect((await client.post(ApiPaths.refresh, { refresh: two.refresh })).status).toBe(401);
    expect((await client.get(ApiPaths.profile, two.access)).status).toBe(401);
  });

  it('requires a token', async () => {
    expect((await client.post(ApiPaths.logout)).status).toBe(401);
  });
});
