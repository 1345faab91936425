/**
 * DEVICE_CHANGE_APPROVAL=admin (docs/behaviour.md, "Device changes approved by an administrator"): an employee's
 * reassociation files a request; an administrator approves it (the new phone is bound, every session of the account
 * ends) or refuses it (nothing changes). Over HTTP on the test database (PGlite, or PostgreSQL with DATABASE_URL).
 */
import { ApiPaths, type DeviceChangeRequest, type DevicePublicKey, type LoginResponse } from '../../../src/core/contract';
import type { DeviceProofAction } from '../../../src/core/domain/device-proof';
import { api, type ApiClient } from '../support/api';
import { newDeviceKey, proofBy, type TestDeviceKey } from '../support/device-key';
import { createLocation, type LocationFixture } from '../support/punch-fixtures';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
let office: LocationFixture;
beforeAll(async () => {
  server = await startTestServer({ config: { deviceChangeApproval: 'admin' } });
  client = api(server.url);
  office = await createLocation(server);
});
afterAll(() => server.close());

/** A phone: its device_id and, for a browser that keeps one, its device key (docs/behaviour.md, "The device key"). */
interface Phone {
  deviceId: string;
  key?: TestDeviceKey;
}

let phones = 0;
const keylessPhone = (): Phone => ({ deviceId: `phone-${++phones}` });
const keyedPhone = (): Phone => ({ deviceId: `keyed-phone-${++phones}`, key: newDeviceKey() });

/** A keyed phone's proof over a fresh challenge (none from a keyless one). */
async function proof(phone: Phone, action: DeviceProofAction, username: string, punch: { locationId?: number | null; offsite?: boolean } = {}) {
  if (!phone.key) return {};
  return { device_proof: await proofBy(server, phone.key, { action, username, deviceId: phone.deviceId, ...punch }) };
}

const IPHONE = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', language: 'it-IT', screen: '390x844', timezone: 'Europe/Rome' };

async function signInBody(user: TestUser, phone: Phone, action: 'login' | 'reassociate') {
  return {
    username: user.username,
    password: user.password,
    device_id: phone.deviceId,
    fingerprint: FINGERPRINT,
    ...(phone.key ? { public_key: phone.key.publicKey } : {}),
    ...(await proof(phone, action, user.username)),
  };
}
const login = async (user: TestUser, phone: Phone) => client.post(ApiPaths.login, await signInBody(user, phone, 'login'));
const reassociate = async (user: TestUser, phone: Phone) =>
  client.post(ApiPaths.reassociateDevice, { ...(await signInBody(user, phone, 'reassociate')), device_info: IPHONE });
async function loggedIn(user: TestUser, phone: Phone): Promise<LoginResponse> {
  const response = await login(user, phone);
  expect(response.status).toBe(200);
  return response.body;
}
const refresh = async (user: TestUser, phone: Phone, session: LoginResponse) =>
  client.post(ApiPaths.refresh, { refresh: session.refresh, ...(await proof(phone, 'refresh', user.username)) });
const checkIn = async (user: TestUser, phone: Phone, session: LoginResponse) =>
  client.post(
    ApiPaths.checkIn,
    { latitude: office.latitude, longitude: office.longitude, accuracy: 10, device_id: phone.deviceId, ...(await proof(phone, 'check_in', user.username, { locationId: null, offsite: false })) },
    session.access,
  );

/** An employee with the account bound to a first phone and signed in there. */
async function employeeOn(phone: Phone): Promise<{ user: TestUser; session: LoginResponse }> {
  const user = await server.createUser();
  return { user, session: await loggedIn(user, phone) };
}

/** The reassociation from `phone` files a request: 202 DeviceChangePending; resolves with the request's id. */
async function requestFrom(user: TestUser, phone: Phone): Promise<number> {
  const response = await reassociate(user, phone);
  expect(response.status).toBe(202);
  expect(response.body).toEqual({ status: 'pending_approval', request_id: expect.any(Number) });
  return response.body.request_id;
}

const approve = (id: number, token = server.adminToken) => client.post(ApiPaths.deviceChangeApprove(id), undefined, token);
const refuse = (id: number, token = server.adminToken) => client.post(ApiPaths.deviceChangeRefuse(id), undefined, token);
async function listed(status?: string): Promise<DeviceChangeRequest[]> {
  const response = await client.get(`${ApiPaths.deviceChangeRequests}${status ? `?status=${status}` : ''}`, server.adminToken);
  expect(response.status).toBe(200);
  return response.body.results;
}
const boundDevice = async (user: TestUser) =>
  (await server.db.query<{ device_id: string; public_key: DevicePublicKey | null }>('SELECT device_id, public_key FROM devices WHERE user_id = $1', [user.id])).rows[0];
const audited = async (user: TestUser, action: string) =>
  (await client.get(`${ApiPaths.adminAudit}?user_id=${user.id}&action=${action}`, server.adminToken)).body.results;
const notificationsAbout = async (user: TestUser, token = server.adminToken) =>
  (await client.get(`${ApiPaths.adminNotifications}?page_size=100`, token)).body.results.filter((n: { user_id: number }) => n.user_id === user.id);

describe('a reassociation with DEVICE_CHANGE_APPROVAL=admin', () => {
  it('files a request: 202, nothing rebound, the old phone still works, audited and notified', async () => {
    const oldPhone = keylessPhone();
    const newPhone = keylessPhone();
    const { user, session } = await employeeOn(oldPhone);

    expect((await login(user, newPhone)).body).toMatchObject({ code: 'DEVICE_NOT_AUTHORIZED', showDeviceReassociation: true });
    const requestId = await requestFrom(user, newPhone);

    expect((await boundDevice(user)).device_id).toBe(oldPhone.deviceId);
    const refreshed = await refresh(user, oldPhone, session);
    expect(refreshed.status).toBe(200);
    expect((await client.get(ApiPaths.profile, refreshed.body.access)).status).toBe(200);
    expect((await loggedIn(user, oldPhone)).user.id).toBe(user.id);

    expect(await listed()).toContainEqual({
      id: requestId,
      user_id: user.id,
      username: user.username,
      full_name: expect.stringMatching(/^Test User/),
      device_id: newPhone.deviceId,
      device_name: null,
      user_agent: IPHONE.userAgent,
      requested_at: expect.any(String),
      status: 'pending',
      decided_by: null,
      decided_at: null,
    });
    expect(await audited(user, 'DEVICE_CHANGE_REQUESTED')).toEqual([
      expect.objectContaining({
        actor_id: user.id,
        target_user_id: user.id,
        details: expect.objectContaining({ request_id: requestId, previous_device_id: oldPhone.deviceId, device_id: newPhone.deviceId, user_agent: IPHONE.userAgent }),
      }),
    ]);
    expect(await notificationsAbout(user)).toEqual([
      expect.objectContaining({ kind: 'DEVICE_CHANGE_REQUESTED', message: expect.stringContaining('chiede di associare il proprio account a un nuovo dispositivo') }),
    ]);
  });

  it('keeps the requesting phone out while the request waits: 403 DEVICE_CHANGE_PENDING', async () => {
    const oldPhone = keylessPhone();
    const newPhone = keylessPhone();
    const { user } = await employeeOn(oldPhone);
    await requestFrom(user, newPhone);

    const response = await login(user, newPhone);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'DEVICE_CHANGE_PENDING', message: 'Device change awaiting administrator approval' });
  });

  it('replaces an older pending request of the same account', async () => {
    const { user } = await employeeOn(keylessPhone());
    const firstPhone = keylessPhone();
    const secondPhone = keylessPhone();
    const first = await requestFrom(user, firstPhone);
    const second = await requestFrom(user, secondPhone);

    expect((await listed()).filter((request) => request.user_id === user.id).map((request) => request.id)).toEqual([second]);
    expect((await login(user, firstPhone)).body.code).toBe('DEVICE_NOT_AUTHORIZED');
    expect((await approve(first)).status).toBe(404);
    expect((await audited(user, 'DEVICE_CHANGE_REQUESTED'))[0].details).toMatchObject({ request_id: second, replaced_request_id: first });
  });
});

describe('approving a request', () => {
  it('binds the new phone, which logs in and punches; every session of the old phone ends and its login is refused', async () => {
    const otherAdmin = await server.createUser({ is_admin: true });
    const otherAdminToken = (await server.loginAs(otherAdmin)).access;
    const oldPhone = keylessPhone();
    const newPhone = keylessPhone();
    const { user, session: oldSession } = await employeeOn(oldPhone);
    const secondOldSession = await loggedIn(user, oldPhone);
    const requestId = await requestFrom(user, newPhone);

    const response = await approve(requestId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: requestId, status: 'approved', decided_by: server.admin.username, decided_at: expect.any(String) });
    expect((await boundDevice(user)).device_id).toBe(newPhone.deviceId);

    for (const session of [oldSession, secondOldSession]) {
      expect((await client.get(ApiPaths.profile, session.access)).status).toBe(401);
      expect((await refresh(user, oldPhone, session)).status).toBe(401);
    }
    expect((await login(user, oldPhone)).body.code).toBe('DEVICE_NOT_AUTHORIZED');

    const newSession = await loggedIn(user, newPhone);
    expect((await checkIn(user, newPhone, newSession)).status).toBe(201);

    expect(await audited(user, 'DEVICE_CHANGE_APPROVED')).toEqual([
      expect.objectContaining({
        actor_id: server.admin.id,
        target_user_id: user.id,
        details: expect.objectContaining({ request_id: requestId, previous_device_id: oldPhone.deviceId, device_id: newPhone.deviceId, sessions_ended: 2 }),
      }),
    ]);
    // The other administrators hear of the decision; the one who took it is not told what they did.
    expect((await notificationsAbout(user, otherAdminToken)).map((n: { kind: string }) => n.kind)).toEqual(['DEVICE_CHANGE_APPROVED', 'DEVICE_CHANGE_REQUESTED']);
    expect((await notificationsAbout(user)).map((n: { kind: string }) => n.kind)).toEqual(['DEVICE_CHANGE_REQUESTED']);
    expect((await listed()).map((request) => request.id)).not.toContain(requestId);
    expect((await listed('approved')).map((request) => request.id)).toContain(requestId);
  });

  it('binds the device key the new phone proved, which its punches must then prove', async () => {
    const oldPhone = keyedPhone();
    const newPhone = keyedPhone();
    const { user } = await employeeOn(oldPhone);
    expect((await login(user, newPhone)).body.code).toBe('DEVICE_NOT_AUTHORIZED');
    const requestId = await requestFrom(user, newPhone);

    expect((await approve(requestId)).status).toBe(200);
    expect(await boundDevice(user)).toEqual({ device_id: newPhone.deviceId, public_key: newPhone.key!.publicKey });
    const session = await loggedIn(user, newPhone);
    // The device_id alone is not the phone: a punch without the key's proof is refused.
    const unproved = await client.post(
      ApiPaths.checkIn,
      { latitude: office.latitude, longitude: office.longitude, accuracy: 10, device_id: newPhone.deviceId },
      session.access,
    );
    expect(unproved.status).toBe(403);
    expect((await checkIn(user, newPhone, session)).status).toBe(201);
    expect((await login(user, oldPhone)).body.code).toBe('DEVICE_NOT_AUTHORIZED');
  });
});

describe('refusing a request', () => {
  it('closes it and changes nothing else: the old phone stays bound and signed in, the new one is refused again', async () => {
    const oldPhone = keylessPhone();
    const newPhone = keylessPhone();
    const { user, session } = await employeeOn(oldPhone);
    const requestId = await requestFrom(user, newPhone);

    const response = await refuse(requestId);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ id: requestId, status: 'refused', decided_by: server.admin.username });

    expect((await boundDevice(user)).device_id).toBe(oldPhone.deviceId);
    expect((await client.get(ApiPaths.profile, session.access)).status).toBe(200);
    expect((await refresh(user, oldPhone, session)).status).toBe(200);
    expect((await login(user, newPhone)).body.code).toBe('DEVICE_NOT_AUTHORIZED');
    expect(await audited(user, 'DEVICE_CHANGE_REFUSED')).toEqual([
      expect.objectContaining({ actor_id: server.admin.id, target_user_id: user.id, details: expect.objectContaining({ request_id: requestId, device_id: newPhone.deviceId }) }),
    ]);
    expect((await listed()).map((request) => request.id)).not.toContain(requestId);
    expect((await listed('refused')).find((request) => request.id === requestId)).toMatchObject({ decided_by: server.admin.username });
  });
});

describe('a decision', () => {
  it('is taken once: the second one, either way, is 404 and changes nothing', async () => {
    const { user } = await employeeOn(keylessPhone());
    const newPhone = keylessPhone();
    const requestId = await requestFrom(user, newPhone);

    expect((await approve(requestId)).status).toBe(200);
    const again = await approve(requestId);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NOT_FOUND');
    expect((await refuse(requestId)).status).toBe(404);
    expect((await boundDevice(user)).device_id).toBe(newPhone.deviceId);
    expect(await audited(user, 'DEVICE_CHANGE_APPROVED')).toHaveLength(1);
    expect(await audited(user, 'DEVICE_CHANGE_REFUSED')).toHaveLength(0);
  });

  it('taken by two administrators at once counts once', async () => {
    const otherAdmin = await server.createUser({ is_admin: true });
    const otherAdminToken = (await server.loginAs(otherAdmin)).access;
    const { user } = await employeeOn(keylessPhone());
    const requestId = await requestFrom(user, keylessPhone());

    const answers = await Promise.all([approve(requestId), refuse(requestId, otherAdminToken)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 404]);
    const decisions = [...(await audited(user, 'DEVICE_CHANGE_APPROVED')), ...(await audited(user, 'DEVICE_CHANGE_REFUSED'))];
    expect(decisions).toHaveLength(1);
  });

  it('on an unknown request is 404, on an id that is not one 400', async () => {
    expect((await approve(2_000_000_000)).status).toBe(404);
    expect((await refuse(2_000_000_000)).status).toBe(404);
    expect((await client.post('/api/admin/device-change-requests/abc/approve/', undefined, server.adminToken)).status).toBe(400);
    expect((await client.get(`${ApiPaths.deviceChangeRequests}?status=maybe`, server.adminToken)).status).toBe(400);
  });

  it('on a request of an account deactivated since is 404, and the request is not listed', async () => {
    const oldPhone = keylessPhone();
    const { user, session } = await employeeOn(oldPhone);
    expect((await checkIn(user, oldPhone, session)).status).toBe(201); // a punch: deleting the user deactivates it
    const requestId = await requestFrom(user, keylessPhone());
    expect((await client.delete(ApiPaths.user(user.id), server.adminToken)).status).toBe(204);
    expect(await audited(user, 'USER_DEACTIVATED')).toHaveLength(1);

    expect((await listed()).map((request) => request.id)).not.toContain(requestId);
    expect((await approve(requestId)).status).toBe(404);
    expect((await refuse(requestId)).status).toBe(404);
    expect(await boundDevice(user)).toBeUndefined();
  });

  it('is no longer asked after an administrator resets the device: the reset closes the request as refused by them', async () => {
    const { user } = await employeeOn(keylessPhone());
    const requestId = await requestFrom(user, keyedPhone());
    expect((await client.post(ApiPaths.userResetDevice(user.id), undefined, server.adminToken)).status).toBe(200);
    expect((await listed()).map((request) => request.id)).not.toContain(requestId);
    expect((await listed('refused')).find((request) => request.id === requestId)).toMatchObject({ decided_by: server.admin.username });
    expect((await approve(requestId)).status).toBe(404);
  });

  it('on a request of an account deleted since is 404', async () => {
    const { user } = await employeeOn(keylessPhone());
    const requestId = await requestFrom(user, keylessPhone());
    expect((await client.delete(ApiPaths.user(user.id), server.adminToken)).status).toBe(204);

    expect((await approve(requestId)).status).toBe(404);
    expect((await refuse(requestId)).status).toBe(404);
  });
});

describe('the administrators’ routes', () => {
  it('refuse employees (403) and anonymous callers (401)', async () => {
    const { user, session } = await employeeOn(keylessPhone());
    const requestId = await requestFrom(user, keylessPhone());

    for (const token of [session.access, undefined]) {
      const expected = token ? 403 : 401;
      expect((await client.get(ApiPaths.deviceChangeRequests, token)).status).toBe(expected);
      expect((await client.post(ApiPaths.deviceChangeApprove(requestId), undefined, token)).status).toBe(expected);
      expect((await client.post(ApiPaths.deviceChangeRefuse(requestId), undefined, token)).status).toBe(expected);
    }
    expect((await client.get(ApiPaths.deviceChangeRequests, session.access)).body.code).toBe('ADMIN_REQUIRED');
    expect((await listed()).map((request) => request.id)).toContain(requestId);
  });
});
