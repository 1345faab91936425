import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
});
afterAll(() => server.close());

const login = (user: TestUser, deviceId: string) =>
  client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: deviceId, fingerprint: FINGERPRINT });
const boundDevice = async (user: TestUser) =>
  (await server.db.query<{ device_id: string }>('SELECT device_id FROM devices WHERE user_id = $1', [user.id])).rows[0]?.device_id ?? null;
const auditActions = async (user: TestUser) =>
  (await client.get(`${ApiPaths.adminAudit}?user_id=${user.id}`, server.adminToken)).body.results.map((entry: { action: string }) => entry.action);
const notificationsAbout = async (user: TestUser, token = server.adminToken) =>
  (await client.get(`${ApiPaths.adminNotifications}?page_size=100`, token)).body.results.filter((n: { user_id: number }) => n.user_id === user.id);

describe('device policy at login', () => {
  it('registers the first device, audited but not notified', async () => {
    const user = await server.createUser();
    expect((await login(user, 'phone-1')).status).toBe(200);
    expect(await boundDevice(user)).toBe('phone-1');
    expect(await auditActions(user)).toEqual(['DEVICE_REGISTERED']);
    expect(await notificationsAbout(user)).toEqual([]);
  });

  it('accepts the same device again without a new audit entry', async () => {
    const user = await server.createUser();
    await login(user, 'phone-1');
    expect((await login(user, 'phone-1')).status).toBe(200);
    expect(await auditActions(user)).toEqual(['DEVICE_REGISTERED']);
  });

  it('refuses another device with 403 DEVICE_NOT_AUTHORIZED when confirmation is required', async () => {
    const user = await server.createUser({ require_device_change_confirmation: true });
    await login(user, 'phone-1');
    const response = await login(user, 'phone-2');
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      code: 'DEVICE_NOT_AUTHORIZED',
      message: 'Device not authorized for this account. Contact an administrator to reset the device registration',
      showDeviceReassociation: true,
      details: { username: user.username },
    });
    expect(await boundDevice(user)).toBe('phone-1');
  });

  it('rebinds another device automatically when confirmation is off, audited and notified to every admin', async () => {
    const otherAdmin = await server.createUser({ is_admin: true });
    const otherAdminToken = (await server.loginAs(otherAdmin)).access;
    const user = await server.createUser({ require_device_change_confirmation: false });
    await login(user, 'phone-1');
    const response = await login(user, 'phone-2');
    expect(response.status).toBe(200);
    expect(await boundDevice(user)).toBe('phone-2');
    const audit = (await client.get(`${ApiPaths.adminAudit}?user_id=${user.id}&action=DEVICE_CHANGED`, server.adminToken)).body;
    expect(audit.results[0]).toMatchObject({
      action: 'DEVICE_CHANGED',
      actor_id: user.id,
      target_user_id: user.id,
      target_username: user.username,
      details: expect.objectContaining({ previous_device_id: 'phone-1', device_id: 'phone-2' }),
    });
    for (const token of [server.adminToken, otherAdminToken]) {
      expect(await notificationsAbout(user, token)).toEqual([
        expect.objectContaining({ kind: 'DEVICE_CHANGED', username: user.username, read: false }),
      ]);
    }
  });

  it('never locks out an administrator, but audits the change', async () => {
    const admin = await server.createUser({ is_admin: true, require_device_change_confirmation: true });
    await login(admin, 'laptop-1');
    const response = await login(admin, 'laptop-2');
    expect(response.status).toBe(200);
    expect(await boundDevice(admin)).toBe('laptop-2');
    expect(await auditActions(admin)).toContain('DEVICE_CHANGED');
  });

  it('does not check nor bind the device when two-factor is off', async () => {
    const user = await server.createUser({ two_factor_enabled: false, require_device_change_confirmation: true });
    expect((await login(user, 'phone-1')).status).toBe(200);
    expect((await login(user, 'phone-2')).status).toBe(200);
    expect(await boundDevice(user)).toBeNull();
  });
});

describe('reassociation', () => {
  it('rebinds the account to the new device with the credentials, audited and notified', async () => {
    const user = await server.createUser({ require_device_change_confirmation: true });
    await login(user, 'phone-1');
    expect((await login(user, 'phone-2')).status).toBe(403);
    const response = await client.post(ApiPaths.reassociateDevice, {
      username: user.username,
      password: user.password,
      device_id: 'phone-2',
      fingerprint: 'f2f2f2f2',
      device_info: { userAgent: 'Mozilla/5.0 (iPhone)', language: 'it-IT', screen: '390x844', timezone: 'Europe/Rome' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ access: expect.any(String), refresh: expect.any(String), user: expect.objectContaining({ id: user.id }) });
    expect(await boundDevice(user)).toBe('phone-2');
    expect((await login(user, 'phone-1')).status).toBe(403); // the old device can no longer log in
    expect((await login(user, 'phone-2')).status).toBe(200);
    expect(await auditActions(user)).toContain('DEVICE_REASSOCIATED');
    expect(await notificationsAbout(user)).toEqual([expect.objectContaining({ kind: 'DEVICE_REASSOCIATED' })]);
  });

  it('refuses wrong credentials', async () => {
    const user = await server.createUser({ require_device_change_confirmation: true });
    await login(user, 'phone-1');
    const response = await client.post(ApiPaths.reassociateDevice, { username: user.username, password: 'wrong!', device_id: 'phone-2', fingerprint: FINGERPRINT });
    expect(response.status).toBe(401);
    expect(await boundDevice(user)).toBe('phone-1');
  });
});

describe('register-device', () => {
  it('binds nothing and writes nothing: the bound device is answered unchanged, its details kept', async () => {
    const user = await server.createUser();
    const { access } = await server.loginAs(user, 'phone-9');
    const body = { device_id: 'phone-9', fingerprint: 'f9f9f9f9', device_name: 'Renamed', device_type: 'desktop' };
    expect((await client.post(ApiPaths.registerDevice, body, access)).body).toEqual({ device_id: 'phone-9', status: 'unchanged' });
    const stored = await server.db.query('SELECT device_name, device_type FROM devices WHERE user_id = $1', [user.id]);
    expect(stored.rows[0]).toEqual({ device_name: null, device_type: null });
  });

  it('refuses to replace the bound device, whatever the confirmation setting', async () => {
    const user = await server.createUser({ require_device_change_confirmation: false });
    const { access } = await server.loginAs(user, 'phone-1');
    const response = await client.post(ApiPaths.registerDevice, { device_id: 'phone-2', fingerprint: FINGERPRINT }, access);
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('DEVICE_NOT_AUTHORIZED');
  });

  it('requires a token', async () => {
    expect((await client.post(ApiPaths.registerDevice, { device_id: 'x', fingerprint: FINGERPRINT })).status).toBe(401);
  });
});

describe('admin reset of a device registration', () => {
  it('clears the binding so that the next login registers a new device', async () => {
    const user = await server.createUser({ require_device_change_confirmation: true });
    await login(user, 'lost-phone');
    const response = await client.post(ApiPaths.userResetDevice(user.id), undefined, server.adminToken);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: user.id, has_device: false });
    expect((await login(user, 'new-phone')).status).toBe(200);
    expect(await boundDevice(user)).toBe('new-phone');
    const reset = (await client.get(`${ApiPaths.adminAudit}?action=DEVICE_RESET&user_id=${user.id}`, server.adminToken)).body.results[0];
    expect(reset).toMatchObject({ actor_id: server.admin.id, target_user_id: user.id, details: { previous_device_id: 'lost-phone' } });
  });

  it('answers 404 for an unknown user', async () => {
    expect((await client.post(ApiPaths.userResetDevice(999_999), undefined, server.adminToken)).status).toBe(404);
  });
});

describe('a device change ends the other sessions', () => {
  const refresh = (token: string) => client.post(ApiPaths.refresh, { refresh: token });
  const profile = (token: string) => client.get(ApiPaths.profile, token);
  /** What a session's two tokens get: its access token asks for the profile, its refresh token for new tokens. */
  const answersTo = async (session: { access: string; refresh: string }) => ({
    profile: (await profile(session.access)).status,
    refresh: (await refresh(session.refresh)).status,
  });
  const SIGNED_IN = { profile: 200, refresh: 200 };
  const SIGNED_OUT = { profile: 401, refresh: 401 };

  it('an admin reset revokes every session of the user: the lost phone cannot refresh nor bind itself again', async () => {
    const user = await server.createUser({ require_device_change_confirmation: true });
    const lost = (await login(user, 'lost-phone')).body;
    expect((await client.post(ApiPaths.userResetDevice(user.id), undefined, server.adminToken)).status).toBe(200);
    const replay = await refresh(lost.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe('TOKEN_INVALID');
    expect((await profile(lost.access)).status).toBe(401);
    expect((await client.post(ApiPaths.registerDevice, { device_id: 'lost-phone', fingerprint: FINGERPRINT }, lost.access)).status).toBe(401);
    expect(await boundDevice(user)).toBeNull();
    // The user's next login binds the new phone and works normally.
    const fresh = (await login(user, 'new-phone')).body;
    expect(await answersTo(fresh)).toEqual(SIGNED_IN);
  });

  it("an administrator's login from another browser keeps the first signed in (the device check never applies to admins)", async () => {
    const admin = await server.createUser({ is_admin: true, require_device_change_confirmation: true });
    const desktop = (await login(admin, 'desktop')).body;
    const phone = (await login(admin, 'phone')).body;
    expect(await boundDevice(admin)).toBe('phone');
    expect(await answersTo(desktop)).toEqual(SIGNED_IN);
    expect(await answersTo(phone)).toEqual(SIGNED_IN);
  });

  it('an administrator resetting their own device keeps the session making the request', async () => {
    const admin = await server.createUser({ is_admin: true });
    const elsewhere = (await login(admin, 'laptop')).body;
    const here = (await login(admin, 'laptop')).body;
    expect((await client.post(ApiPaths.userResetDevice(admin.id), undefined, here.access)).status).toBe(200);
    expect(await answersTo(here)).toEqual(SIGNED_IN);
    expect(await answersTo(elsewhere)).toEqual(SIGNED_OUT);
  });

  it('an automatic rebind at login ends the old device\'s sessions, not the new one', async () => {
    const user = await server.createUser({ require_device_change_confirmation: false });
    const old = (await login(user, 'phone-1')).body;
    const current = (await login(user, 'phone-2')).body;
    expect(await answersTo(old)).toEqual(SIGNED_OUT);
    expect(await answersTo(current)).toEqual(SIGNED_IN);
  });

  it('a reassociation ends the old device\'s sessions, not the one it starts', async () => {
    const user = await server.createUser({ require_device_change_confirmation: true });
    const old = (await login(user, 'phone-1')).body;
    const response = await client.post(ApiPaths.reassociateDevice, { username: user.username, password: user.password, device_id: 'phone-2', fingerprint: FINGERPRINT });
    expect(response.status).toBe(200);
    expect(await answersTo(old)).toEqual(SIGNED_OUT);
    expect(await answersTo(response.body)).toEqual(SIGNED_IN);
  });

  it('a refused register-device from another device ends nothing', async () => {
    const user = await server.createUser({ require_device_change_confirmation: false });
    const caller = (await login(user, 'phone-1')).body;
    const other = (await login(user, 'phone-1')).body;
    const response = await client.post(ApiPaths.registerDevice, { device_id: 'phone-2', fingerprint: FINGERPRINT }, caller.access);
    expect(response.status).toBe(403);
    expect(await boundDevice(user)).toBe('phone-1');
    expect(await answersTo(caller)).toEqual(SIGNED_IN);
    expect(await answersTo(other)).toEqual(SIGNED_IN);
  });

  it('logging in again from the bound device ends nothing', async () => {
    const user = await server.createUser();
    const first = (await login(user, 'phone-1')).body;
    await login(user, 'phone-1');
    expect(await answersTo(first)).toEqual(SIGNED_IN);
  });
});

describe('notifications', () => {
  it('are marked read, selectively or all at once', async () => {
    const admin = await server.createUser({ is_admin: true });
    const token = (await server.loginAs(admin)).access;
    for (const name of ['a', 'b']) {
      const user = await server.createUser({ require_device_change_confirmation: false });
      await login(user, `${name}-1`);
      await login(user, `${name}-2`);
    }
    const list = (await client.get(ApiPaths.adminNotifications, token)).body;
    expect(list).toMatchObject({ count: 2, unread: 2 });
    expect((await client.post(ApiPaths.adminNotificationsRead, { ids: [list.results[0].id] }, token)).status).toBe(204);
    expect((await client.get(ApiPaths.adminNotifications, token)).body).toMatchObject({ count: 2, unread: 1 });
    await client.post(ApiPaths.adminNotificationsRead, undefined, token);
    const after = (await client.get(ApiPaths.adminNotifications, token)).body;
    expect(after.unread).toBe(0);
    expect(after.results.every((n: { read: boolean }) => n.read)).toBe(true);
  });
});
