import { ApiPaths, type LoginResponse } from '../../../src/core/contract';
import { api, type ApiClient, type ApiResponse } from '../support/api';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';
import { DeviceChallenges } from '../../../server/devices/device-challenges';
import { keyedSignIn, newDeviceKey, proofBy } from '../support/device-key';

/**
 * The password changes over HTTP (docs/behaviour.md, "Passwords"): the user's own ('Cambia password'), and the new
 * password an account must choose after an administrator set one, before it may sign in.
 */
const FREE_FAILURES = 2;
let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer({ config: { loginFreeFailures: FREE_FAILURES, loginMaxDelaySeconds: 60 } });
  client = api(server.url);
});
afterAll(() => server.close());

const STRONG = 'Girasole-di-marzo-84';
const STRONGER = 'Castagne-arrosto-17';

const loginWith = (user: TestUser, password: string, deviceId = user.deviceId) =>
  client.post(ApiPaths.login, { username: user.username, password, device_id: deviceId, fingerprint: FINGERPRINT });

const changePassword = (access: string, current_password: string, new_password: string) =>
  client.post(ApiPaths.changePassword, { current_password, new_password }, access);

const setNewPassword = (user: TestUser, current: string, next: string, deviceId = user.deviceId) =>
  client.post(ApiPaths.setNewPassword, {
    username: user.username,
    current_password: current,
    new_password: next,
    device_id: deviceId,
    fingerprint: FINGERPRINT,
  });

/** Whether a session still works: its access token reads the profile, its refresh token rotates. */
async function sessionWorks(session: LoginResponse): Promise<{ access: number; refresh: number }> {
  return {
    access: (await client.get(ApiPaths.profile, session.access)).status,
    refresh: (await client.post(ApiPaths.refresh, { refresh: session.refresh })).status,
  };
}

async function passwordChangedRows(userId: number): Promise<Array<{ details: { forced: boolean } }>> {
  const { rows } = await server.db.query<{ details: string | { forced: boolean } }>(
    "SELECT details FROM audit_log WHERE action = 'PASSWORD_CHANGED' AND target_user_id = $1 ORDER BY id",
    [userId],
  );
  return rows.map((row) => ({ details: typeof row.details === 'string' ? JSON.parse(row.details) : row.details }));
}

async function refreshTokenCount(userId: number): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refresh_tokens WHERE user_id = $1', [userId]);
  return rows[0].n;
}

async function hasDevice(userId: number): Promise<boolean> {
  return (await client.get(ApiPaths.user(userId), server.adminToken)).body.has_device;
}

let seq = 0;
/** An account an administrator created through the API with `password` (so it must choose its own). */
async function createdByAdmin(password = 'Data-dall-admin-1', extra: Record<string, unknown> = {}): Promise<TestUser> {
  const username = `nuovo.${process.pid}.${++seq}`;
  const response = await client.post(
    ApiPaths.users,
    { username, email: `${username}@example.test`, employee_id: `PW-${process.pid}-${seq}`, password, ...extra },
    server.adminToken,
  );
  expect(response.status).toBe(201);
  return { id: response.body.id, username, password, isAdmin: false, deviceId: `phone-${seq}` };
}

describe("the user's own change (POST /api/auth/change-password/)", () => {
  it('refuses a wrong current password with 400 WRONG_CURRENT_PASSWORD under that field, and changes nothing', async () => {
    const user = await server.createUser({ password: STRONG });
    const session = await server.loginAs(user);

    const response = await changePassword(session.access, 'not-my-password', STRONGER);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'WRONG_CURRENT_PASSWORD', errors: { current_password: [expect.any(String)] } });
    expect((await loginWith(user, STRONG)).status).toBe(200);
    expect((await loginWith(user, STRONGER)).status).toBe(401);
    expect(await sessionWorks(session)).toEqual({ access: 200, refresh: 200 });
    expect(await passwordChangedRows(user.id)).toEqual([]);
  });

  it('refuses a new password the policy refuses, or the current one again, under the new password, and changes nothing', async () => {
    const user = await server.createUser({ password: STRONG });
    const session = await server.loginAs(user);
    const other = await server.loginAs(user);

    const short = await changePassword(session.access, STRONG, 'ab1-x');
    const common = await changePassword(session.access, STRONG, 'password123');
    const same = await changePassword(session.access, STRONG, STRONG);

    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ code: 'PASSWORD_TOO_SHORT', errors: { new_password: [expect.any(String)] }, min_length: 6 });
    expect(common.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: { new_password: [expect.any(String)] } });
    expect(same.body).toMatchObject({ code: 'PASSWORD_UNCHANGED', errors: { new_password: [expect.any(String)] } });
    expect((await loginWith(user, STRONG)).status).toBe(200);
    expect(await sessionWorks(other)).toEqual({ access: 200, refresh: 200 });
    expect(await passwordChangedRows(user.id)).toEqual([]);
  });

  it("changes it: the account's other sessions end (refresh and access tokens), the caller's goes on, audited", async () => {
    const user = await server.createUser({ password: STRONG });
    const caller = await server.loginAs(user);
    const elsewhere = await server.loginAs(user);

    const response = await changePassword(caller.access, STRONG, STRONGER);

    expect(response.status).toBe(204);
    expect(await client.get(ApiPaths.profile, elsewhere.access).then((r) => r.status)).toBe(401);
    expect((await client.post(ApiPaths.refresh, { refresh: elsewhere.refresh })).status).toBe(401);
    expect(await sessionWorks(caller)).toEqual({ access: 200, refresh: 200 });
    expect((await loginWith(user, STRONG)).status).toBe(401);
    expect((await loginWith(user, STRONGER)).status).toBe(200);
    expect(await passwordChangedRows(user.id)).toEqual([{ details: expect.objectContaining({ forced: false }) }]);
  });

  it('counts a wrong current password as a failed login from that address: a stolen session guesses no faster than the login form', async () => {
    const user = await server.createUser({ password: STRONG });
    const phone = newDeviceKey();
    const session = (await keyedSignIn(server, user, phone)).body as { access: string };
    for (let i = 0; i < FREE_FAILURES; i++) expect((await changePassword(session.access, `wrong-${i}`, STRONGER)).status).toBe(400);

    const held = await changePassword(session.access, STRONG, STRONGER);

    expect(held.status).toBe(429);
    expect(held.body.code).toBe('TOO_MANY_ATTEMPTS');
    const retryAfter = Number(held.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    // The same limit holds the login form from another device of that address; the employee's bound phone, proved by
    // its key, is not held.
    expect((await loginWith(user, STRONG, 'another-phone')).status).toBe(429);
    expect((await keyedSignIn(server, user, phone)).status).toBe(200);
    expect(await passwordChangedRows(user.id)).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000 + 100));
    expect((await changePassword(session.access, STRONG, STRONGER)).status).toBe(204);
    // The right password cleared the address's failures: another wrong one is free again.
    expect((await changePassword(session.access, 'wrong-again', STRONG)).status).toBe(400);
    expect((await changePassword(session.access, STRONGER, STRONG)).status).toBe(204);
  });

  it('needs a session, and refuses a body that is not the two passwords', async () => {
    expect((await client.post(ApiPaths.changePassword, { current_password: 'a', new_password: STRONG })).status).toBe(401);
    const user = await server.createUser({ password: STRONG });
    const { access } = await server.loginAs(user);
    expect((await client.post(ApiPaths.changePassword, { current_password: STRONG }, access)).body.code).toBe('VALIDATION_ERROR');
    expect((await client.post(ApiPaths.changePassword, { current_password: '', new_password: STRONGER }, access)).status).toBe(400);
    expect((await loginWith(user, STRONG)).status).toBe(200);
  });
});

describe('a password an administrator set', () => {
  it('opens no session at login: 403 PASSWORD_CHANGE_REQUIRED naming the account, no device bound, no token', async () => {
    const user = await createdByAdmin();

    const response = await loginWith({ ...user, username: user.username.toUpperCase() }, user.password);

    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: expect.any(String),
      details: { username: user.username },
    });
    expect(await hasDevice(user.id)).toBe(false);
    expect(await refreshTokenCount(user.id)).toBe(0);
    // A wrong password still gets the plain refusal: the flag is told only to whom knows the password.
    expect((await loginWith(user, 'not-the-password')).status).toBe(401);
  });

  it('nor through the device reassociation', async () => {
    const user = await createdByAdmin();

    const response = await client.post(ApiPaths.reassociateDevice, {
      username: user.username,
      password: user.password,
      device_id: user.deviceId,
      fingerprint: FINGERPRINT,
    });

    expect(response.status).toBe(403);
    expect(response.body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(await hasDevice(user.id)).toBe(false);
  });

  it('is set by an administrator editing the password, not by an edit that keeps it', async () => {
    const user = await server.createUser({ password: STRONG });
    const base = { username: user.username, email: `${user.username}@example.test`, employee_id: `E-${user.id}` };

    expect((await client.put(ApiPaths.user(user.id), { ...base, first_name: 'Nuovo' }, server.adminToken)).status).toBe(200);
    expect((await loginWith(user, STRONG)).status).toBe(200);

    expect((await client.put(ApiPaths.user(user.id), { ...base, password: 'Reimpostata-4' }, server.adminToken)).status).toBe(200);
    expect((await loginWith(user, 'Reimpostata-4')).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it("POST /api/auth/set-new-password/ replaces it, ends every other session and signs in as a login; the administrator's no longer works", async () => {
    const user = await server.createUser({ password: STRONG });
    const before = await server.loginAs(user);
    const base = { username: user.username, email: `${user.username}@example.test`, employee_id: `E-${user.id}` };
    await client.put(ApiPaths.user(user.id), { ...base, password: 'Reimpostata-5' }, server.adminToken);

    const response = await setNewPassword(user, 'Reimpostata-5', STRONGER);

    expect(response.status).toBe(200);
    const signedIn = response.body as LoginResponse;
    expect(signedIn.user).toMatchObject({ id: user.id, username: user.username });
    expect(await sessionWorks(signedIn)).toEqual({ access: 200, refresh: 200 });
    expect(await sessionWorks(before)).toEqual({ access: 401, refresh: 401 });
    expect(await hasDevice(user.id)).toBe(true);
    expect((await loginWith(user, 'Reimpostata-5')).status).toBe(401);
    expect((await loginWith(user, STRONGER)).status).toBe(200);
    expect(await passwordChangedRows(user.id)).toEqual([{ details: expect.objectContaining({ forced: true }) }]);
  });

  it('set-new-password refuses a wrong current password (401) or a weak new one (400), and the account still must change it', async () => {
    const user = await createdByAdmin();

    const wrong = await setNewPassword(user, 'not-the-password', STRONGER);
    const weak = await setNewPassword(user, user.password, 'qwerty123');
    const same = await setNewPassword(user, user.password, user.password);

    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe('INVALID_CREDENTIALS');
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 'PASSWORD_TOO_COMMON', errors: { new_password: [expect.any(String)] } });
    expect(same.body.code).toBe('PASSWORD_UNCHANGED');
    expect((await loginWith(user, user.password)).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(await refreshTokenCount(user.id)).toBe(0);
    expect(await hasDevice(user.id)).toBe(false);
  });

  it('set-new-password is throttled together with the login: failures of both count against the same limit', async () => {
    const user = await createdByAdmin();
    expect((await loginWith(user, 'wrong-1')).status).toBe(401);
    expect((await setNewPassword(user, 'wrong-2', STRONGER)).status).toBe(401);

    const refused = await setNewPassword(user, user.password, STRONGER);

    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await loginWith(user, user.password)).status).toBe(429);
  });

  it('set-new-password with a stale device challenge changes nothing: the password given by the administrator still stands', async () => {
    const user = await createdByAdmin();
    const stale = new DeviceChallenges(server.config.jwtSecret, 10, () => Date.now() - 60_000).issue().nonce;
    const key = newDeviceKey();
    const device_proof = await proofBy(server, key, { action: 'set_new_password', username: user.username, deviceId: user.deviceId }, stale);
    const response = await client.post(ApiPaths.setNewPassword, {
      username: user.username,
      current_password: user.password,
      new_password: STRONGER,
      device_id: user.deviceId,
      fingerprint: FINGERPRINT,
      public_key: key.publicKey,
      device_proof,
    });

    expect(response.status).toBe(403);
    expect(response.body.code).toBe('DEVICE_CHALLENGE_INVALID');
    expect((await loginWith(user, user.password)).body.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('a device refused after the change leaves the new password in place, and the reassociation then signs in', async () => {
    const user = await server.createUser({ password: STRONG, require_device_change_confirmation: true });
    await server.loginAs(user); // binds user.deviceId
    const base = { username: user.username, email: `${user.username}@example.test`, employee_id: `E-${user.id}` };
    await client.put(ApiPaths.user(user.id), { ...base, password: 'Reimpostata-6' }, server.adminToken);

    const response = await setNewPassword(user, 'Reimpostata-6', STRONGER, 'another-phone');

    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'DEVICE_NOT_AUTHORIZED', details: { username: user.username } });
    expect((await loginWith(user, 'Reimpostata-6', 'another-phone')).status).toBe(401);
    const reassociated = await client.post(ApiPaths.reassociateDevice, {
      username: user.username,
      password: STRONGER,
      device_id: 'another-phone',
      fingerprint: FINGERPRINT,
    });
    expect(reassociated.status).toBe(200);
  });
});

describe('an account no administrator set a password for', () => {
  it('cannot use set-new-password: 403 PASSWORD_CHANGE_NOT_REQUIRED, with no new password, session or device', async () => {
    const user = await server.createUser({ password: STRONG });

    const response: ApiResponse = await setNewPassword(user, STRONG, STRONGER);

    expect(response.status).toBe(403);
    expect(response.body.code).toBe('PASSWORD_CHANGE_NOT_REQUIRED');
    expect(await refreshTokenCount(user.id)).toBe(0);
    expect(await hasDevice(user.id)).toBe(false);
    expect((await loginWith(user, STRONGER)).status).toBe(401);
    expect((await loginWith(user, STRONG)).status).toBe(200);
    expect(await passwordChangedRows(user.id)).toEqual([]);
  });

  it('nor after its own forced change: the route has nothing more to offer', async () => {
    const user = await createdByAdmin();
    expect((await setNewPassword(user, user.password, STRONG)).status).toBe(200);

    const again = await setNewPassword({ ...user, password: STRONG }, STRONG, STRONGER);

    expect(again.body.code).toBe('PASSWORD_CHANGE_NOT_REQUIRED');
    expect((await loginWith(user, STRONG)).status).toBe(200);
  });
});
