/**
 * Taking over the bound phone (docs/behaviour.md, "The bound device", "The device key", "Tokens and sign-in limits"):
 * what someone who copied an employee's tokens, or knows the bound device_id, can no longer do. A binding and its key
 * change only at a sign-in that checked the password; the bound device's login bucket is its key's, not its name's;
 * an administrator's punch from a device they no longer signed in with says what to do.
 */
import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { keyedSignIn, newDeviceKey, proofBy, type TestDeviceKey } from '../support/device-key';
import { createLocation, freshSite, type LocationFixture } from '../support/punch-fixtures';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

const FREE = 3;
let server: TestServer;
let client: ApiClient;
let site: LocationFixture;
beforeAll(async () => {
  server = await startTestServer({ config: { trustProxy: true, loginFreeFailures: FREE, loginMaxDelaySeconds: 900 } });
  client = api(server.url);
  site = await createLocation(server, freshSite());
});
afterAll(() => server.close());

let addressSeq = 0;
const newAddress = () => `203.0.113.${++addressSeq}`;

const boundDevice = async (user: TestUser) =>
  (await server.db.query<{ device_id: string; public_key: unknown }>('SELECT device_id, public_key FROM devices WHERE user_id = $1', [user.id]))
    .rows[0] ?? null;
const auditActions = async (user: TestUser) =>
  (await client.get(`${ApiPaths.adminAudit}?user_id=${user.id}`, server.adminToken)).body.results.map((entry: { action: string }) => entry.action);
const notificationsAbout = async (user: TestUser) =>
  (await client.get(`${ApiPaths.adminNotifications}?page_size=100`, server.adminToken)).body.results.filter(
    (n: { user_id: number }) => n.user_id === user.id,
  );

/** A check-in from `deviceId`, signed by `key` when there is one. */
async function checkIn(user: TestUser, access: string, deviceId: string, key: TestDeviceKey | null) {
  const device_proof = key && (await proofBy(server, key, { action: 'check_in', username: user.username, deviceId, locationId: site.id }));
  const body = { latitude: site.latitude, longitude: site.longitude, accuracy: 10, location_id: site.id, device_id: deviceId };
  return client.post(ApiPaths.checkIn, { ...body, ...(device_proof ? { device_proof } : {}) }, access);
}

/** POST register-device with a stolen access token, from `deviceId` holding `key`. */
async function registerWith(user: TestUser, access: string, deviceId: string, key: TestDeviceKey) {
  const device_proof = await proofBy(server, key, { action: 'register_device', username: user.username, deviceId });
  return client.post(ApiPaths.registerDevice, { device_id: deviceId, fingerprint: FINGERPRINT, public_key: key.publicKey, device_proof }, access);
}

const plainLogin = (user: TestUser, deviceId = user.deviceId) =>
  client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: deviceId, fingerprint: FINGERPRINT });

describe('a copied access token', () => {
  it('does not move the account to another phone through register-device, even with automatic device changes', async () => {
    const user = await server.createUser({ require_device_change_confirmation: false });
    const phoneKey = newDeviceKey();
    const signedIn = await keyedSignIn(server, user, phoneKey);
    expect(signedIn.status).toBe(200);
    const stolen = signedIn.body as { access: string; refresh: string };

    const attackerKey = newDeviceKey();
    const taken = await registerWith(user, stolen.access, 'attacker-phone', attackerKey);
    expect(taken.status).toBe(403);
    expect(taken.body.code).toBe('DEVICE_NOT_AUTHORIZED');
    expect(await boundDevice(user)).toMatchObject({ device_id: user.deviceId, public_key: phoneKey.publicKey });

    // The real phone still punches; the attacker's key does not, and does not refresh the stolen session.
    expect((await checkIn(user, stolen.access, user.deviceId, phoneKey)).status).toBe(201);
    expect((await checkIn(user, stolen.access, 'attacker-phone', attackerKey)).status).toBe(403);
    const device_proof = await proofBy(server, attackerKey, { action: 'refresh', username: user.username, deviceId: 'attacker-phone' });
    expect((await client.post(ApiPaths.refresh, { refresh: stolen.refresh, device_proof })).status).toBe(403);
  });

  it('does not bind a first device either: a binding starts at a sign-in that checked the password', async () => {
    const user = await server.createUser({ require_device_change_confirmation: false });
    const signedIn = await keyedSignIn(server, user, newDeviceKey());
    await client.post(`/api/users/${user.id}/reset-device/`, undefined, server.adminToken);
    // The reset ended the session: a token copied before it is dead.
    const attackerKey = newDeviceKey();
    expect((await registerWith(user, signedIn.body.access, 'attacker-phone', attackerKey)).status).toBe(401);
    // A fresh session without a device, as after an administrator turned the device check on again.
    await server.db.query('UPDATE users SET two_factor_enabled = false WHERE id = $1', [user.id]);
    const unchecked = await plainLogin(user, 'any-browser');
    await server.db.query('UPDATE users SET two_factor_enabled = true WHERE id = $1', [user.id]);
    const refused = await registerWith(user, unchecked.body.access, 'attacker-phone', attackerKey);
    expect(refused.status).toBe(403);
    expect(await boundDevice(user)).toBeNull();
  });

  it('answers the bound phone itself as unchanged, and an account without the device check as not checked', async () => {
    const user = await server.createUser();
    const phoneKey = newDeviceKey();
    const signedIn = await keyedSignIn(server, user, phoneKey);
    expect((await registerWith(user, signedIn.body.access, user.deviceId, phoneKey)).body).toEqual({ device_id: user.deviceId, status: 'unchanged' });

    const unchecked = await server.createUser({ two_factor_enabled: false });
    const session = await plainLogin(unchecked, 'any-browser');
    const answer = await registerWith(unchecked, session.body.access, 'another-browser', newDeviceKey());
    expect(answer.body).toEqual({ device_id: 'another-browser', status: 'not_checked' });
    expect(await boundDevice(unchecked)).toBeNull();
  });
});

describe('a binding without a key', () => {
  it('gets no key from register-device: only a sign-in with the password enrols one, and the administrators hear of it', async () => {
    const user = await server.createUser({ require_device_change_confirmation: true });
    const signedIn = await plainLogin(user); // bound by its device_id alone
    expect(signedIn.status).toBe(200);

    const attackerKey = newDeviceKey();
    const answer = await registerWith(user, signedIn.body.access, user.deviceId, attackerKey);
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('unchanged');
    expect((await boundDevice(user))?.public_key).toBeNull();
    expect(await auditActions(user)).not.toContain('DEVICE_KEY_ENROLLED');

    // The phone's own keyed login (the password typed) enrols its key: audited and notified.
    const phoneKey = newDeviceKey();
    expect((await keyedSignIn(server, user, phoneKey)).status).toBe(200);
    expect((await boundDevice(user))?.public_key).toEqual(phoneKey.publicKey);
    expect(await auditActions(user)).toContain('DEVICE_KEY_ENROLLED');
    expect((await notificationsAbout(user)).map((n: { kind: string }) => n.kind)).toEqual(['DEVICE_KEY_ENROLLED']);
  });
});

describe("the bound device's login bucket", () => {
  const wrongNaming = (user: TestUser, deviceId: string) =>
    api(server.url).raw(ApiPaths.login, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      body: JSON.stringify({ username: user.username, password: 'not-the-password', device_id: deviceId, fingerprint: FINGERPRINT }),
    });

  it('is not filled by guesses that only name the bound device_id: the real phone still signs in at once', async () => {
    const user = await server.createUser();
    const phoneKey = newDeviceKey();
    expect((await keyedSignIn(server, user, phoneKey)).status).toBe(200);
    for (let i = 0; i < FREE + 3; i++) expect((await wrongNaming(user, user.deviceId)).status).toBe(401);

    const phone = await keyedSignIn(server, user, phoneKey, { extra: {} });
    expect(phone.status).toBe(200);
  });

  it('is the one guesses proved by the bound key are counted in', async () => {
    const user = await server.createUser();
    const phoneKey = newDeviceKey();
    expect((await keyedSignIn(server, user, phoneKey)).status).toBe(200);
    const wrongFromPhone = async () => {
      const device_proof = await proofBy(server, phoneKey, { action: 'login', username: user.username, deviceId: user.deviceId });
      return api(server.url).raw(ApiPaths.login, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
        body: JSON.stringify({ username: user.username, password: 'nope-nope', device_id: user.deviceId, fingerprint: FINGERPRINT, device_proof }),
      });
    };
    for (let i = 0; i < FREE; i++) expect((await wrongFromPhone()).status).toBe(401);
    expect((await wrongFromPhone()).status).toBe(429);
    // Another browser, from an address of its own, is not held back by the phone's bucket.
    expect((await plainLogin(await server.createUser(), 'elsewhere')).status).toBe(200);
  });
});

describe("an administrator's punch from a device they no longer signed in with", () => {
  it('is refused with a code of its own that says to sign in again from that device', async () => {
    const admin = await server.createUser({ is_admin: true });
    const phoneKey = newDeviceKey();
    const phone = await keyedSignIn(server, admin, phoneKey);
    expect(phone.status).toBe(200);
    expect((await plainLogin(admin, 'office-desktop')).status).toBe(200); // the binding follows the latest sign-in

    const punch = await checkIn(admin, phone.body.access, admin.deviceId, phoneKey);
    expect(punch.status).toBe(403);
    expect(punch.body.code).toBe('ADMIN_DEVICE_NOT_LATEST');

    // Signing in again from the phone brings the binding back, and its punches with it.
    const again = await keyedSignIn(server, admin, phoneKey);
    expect((await checkIn(admin, again.body.access, admin.deviceId, phoneKey)).status).toBe(201);
  });
});

describe('new accounts', () => {
  it("get 'Richiedi conferma per cambio dispositivo' on when the form leaves it out", async () => {
    const created = await client.post(
      ApiPaths.users,
      { username: `newcomer${process.pid}`, email: `newcomer${process.pid}@example.test`, employee_id: `NEW${process.pid}`, password: 'orto-segreto-41' },
      server.adminToken,
    );
    expect(created.status).toBe(201);
    expect(created.body.require_device_change_confirmation).toBe(true);
  });
});
