/**
 * The device key as the account's second factor (docs/behaviour.md, "The device key"): a bound device with a key is
 * recognised by a proof over a fresh server challenge, never by its device_id alone; each challenge is accepted once;
 * accounts without the device check, and administrators, are unaffected.
 */
import { ApiPaths } from '../../../src/core/contract';
import { DeviceChallenges } from '../../../server/devices/device-challenges';
import { api, type ApiClient } from '../support/api';
import { challenge, keyedSignIn, newDeviceKey, proofBy, type TestDeviceKey } from '../support/device-key';
import { createLocation, freshSite, type LocationFixture } from '../support/punch-fixtures';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
let site: LocationFixture;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  site = await createLocation(server, freshSite());
});
afterAll(() => server.close());

/** An employee bound to a keyed phone (confirmation of device changes on), signed in from it. */
async function keyedEmployee(overrides: Parameters<TestServer['createUser']>[0] = {}) {
  const user = await server.createUser({ require_device_change_confirmation: true, ...overrides });
  const key = newDeviceKey();
  const login = await keyedSignIn(server, user, key);
  expect(login.status).toBe(200);
  return { user, key, access: login.body.access as string, refresh: login.body.refresh as string };
}

const plainLogin = (user: TestUser, deviceId = user.deviceId) =>
  client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: deviceId, fingerprint: FINGERPRINT });

const punchAt = (extra: Record<string, unknown> = {}) => ({ latitude: site.latitude, longitude: site.longitude, accuracy: 10, location_id: site.id, ...extra });

async function checkInWith(user: TestUser, access: string, key: TestDeviceKey | null, extra: Record<string, unknown> = {}) {
  const device_proof = key && (await proofBy(server, key, { action: 'check_in', username: user.username, deviceId: user.deviceId, locationId: site.id }));
  return client.post(ApiPaths.checkIn, { ...punchAt({ device_id: user.deviceId }), ...(device_proof ? { device_proof } : {}), ...extra }, access);
}

const storedKey = async (user: TestUser) =>
  (await server.db.query<{ public_key: unknown }>('SELECT public_key FROM devices WHERE user_id = $1', [user.id])).rows[0]?.public_key ?? null;

describe('enrolment and proof of possession', () => {
  it('binds the first device with its public key, and its signed punches are accepted', async () => {
    const { user, key, access } = await keyedEmployee();
    expect(await storedKey(user)).toEqual(key.publicKey);
    expect((await checkInWith(user, access, key)).status).toBe(201);
    const device_proof = await proofBy(server, key, { action: 'check_out', username: user.username, deviceId: user.deviceId });
    const out = await client.post(ApiPaths.checkOut, { ...punchAt({ device_id: user.deviceId, location_id: undefined }), device_proof }, access);
    expect(out.status).toBe(201);
  });

  it('signs in again from the same phone by its proof, without a new audit entry', async () => {
    const { user, key } = await keyedEmployee();
    expect((await keyedSignIn(server, user, key)).status).toBe(200);
    const audit = await client.get(`${ApiPaths.adminAudit}?user_id=${user.id}`, server.adminToken);
    expect(audit.body.results.map((entry: { action: string }) => entry.action)).toEqual(['DEVICE_REGISTERED']);
  });

  it('signs in again from the same phone in seven statements, writing its device only when it presents new details', async () => {
    const { user, key } = await keyedEmployee();
    const before = server.db.statementCount;
    expect((await keyedSignIn(server, user, key)).status).toBe(200);
    // The account; the attempt written and the failures before it read; the attempt cleared; the account locked with
    // the challenge spent; the session; the profile.
    expect(server.db.statementCount - before).toBe(7);

    expect((await keyedSignIn(server, user, key, { extra: { device_name: 'Telefono di lavoro' } })).status).toBe(200);
    const stored = await server.db.query('SELECT device_name, fingerprint FROM devices WHERE user_id = $1', [user.id]);
    expect(stored.rows).toEqual([{ device_name: 'Telefono di lavoro', fingerprint: FINGERPRINT }]);
  });

  it('refreshes a session with a proof by the bound key', async () => {
    const { user, key, refresh } = await keyedEmployee();
    const device_proof = await proofBy(server, key, { action: 'refresh', username: user.username, deviceId: user.deviceId });
    const response = await client.post(ApiPaths.refresh, { refresh, device_proof });
    expect(response.status).toBe(200);
    expect(response.body.access).toEqual(expect.any(String));
  });
});

describe('what is refused', () => {
  it('a copied device_id without the key: login refused as another device, reassociation offered', async () => {
    const { user } = await keyedEmployee();
    const response = await plainLogin(user);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ code: 'DEVICE_NOT_AUTHORIZED', showDeviceReassociation: true });
  });

  it('a copied device_id with another key (its own valid proof): refused as another device', async () => {
    const { user } = await keyedEmployee();
    const response = await keyedSignIn(server, user, newDeviceKey());
    expect(response).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
  });

  it('a punch, or a refresh, without a proof or with a proof by another key (tokens copied to another browser)', async () => {
    const { user, access, refresh } = await keyedEmployee();
    expect(await checkInWith(user, access, null)).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
    expect(await checkInWith(user, access, newDeviceKey())).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
    expect(await client.post(ApiPaths.refresh, { refresh })).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
    const otherProof = await proofBy(server, newDeviceKey(), { action: 'refresh', username: user.username, deviceId: user.deviceId });
    expect(await client.post(ApiPaths.refresh, { refresh, device_proof: otherProof })).toMatchObject({ status: 403 });
  });

  it('a replayed signature: the same proof is accepted once', async () => {
    const { user, key, access } = await keyedEmployee();
    const device_proof = await proofBy(server, key, { action: 'check_in', username: user.username, deviceId: user.deviceId, locationId: site.id });
    const body = { ...punchAt({ device_id: user.deviceId }), device_proof };
    expect((await client.post(ApiPaths.checkIn, body, access)).status).toBe(201);
    // Sent again (after a check-out, so that only the proof can refuse it): its challenge is spent.
    const out = await proofBy(server, key, { action: 'check_out', username: user.username, deviceId: user.deviceId });
    const outBody = { ...punchAt({ device_id: user.deviceId, location_id: undefined }), device_proof: out };
    expect((await client.post(ApiPaths.checkOut, outBody, access)).status).toBe(201);
    expect(await client.post(ApiPaths.checkIn, body, access)).toMatchObject({ status: 403, body: { code: 'DEVICE_CHALLENGE_INVALID' } });
    const proof = await proofBy(server, key, { action: 'login', username: user.username, deviceId: user.deviceId });
    const again = { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT, device_proof: proof };
    expect((await client.post(ApiPaths.login, again)).status).toBe(200);
    expect(await client.post(ApiPaths.login, again)).toMatchObject({ status: 403, body: { code: 'DEVICE_CHALLENGE_INVALID' } });
  });

  it('a signed punch costs two statements, its challenge spent by the INSERT; a refused one still uses its challenge up', async () => {
    const { user, key, access } = await keyedEmployee();
    const device_proof = await proofBy(server, key, { action: 'check_in', username: user.username, deviceId: user.deviceId, locationId: site.id });
    const body = { ...punchAt({ device_id: user.deviceId }), device_proof };
    const before = server.db.statementCount;
    expect((await client.post(ApiPaths.checkIn, body, access)).status).toBe(201);
    expect(server.db.statementCount - before).toBe(2);
    const spent = await server.db.query('SELECT 1 FROM used_device_challenges WHERE nonce = $1', [device_proof.nonce]);
    expect(spent.rows).toHaveLength(1);

    // Refused (already checked in): the same request is then refused as a replay, even once it could be accepted.
    const second = await proofBy(server, key, { action: 'check_in', username: user.username, deviceId: user.deviceId, locationId: site.id });
    const refused = { ...punchAt({ device_id: user.deviceId }), device_proof: second };
    expect(await client.post(ApiPaths.checkIn, refused, access)).toMatchObject({ status: 409, body: { code: 'ALREADY_CHECKED_IN' } });
    const out = await proofBy(server, key, { action: 'check_out', username: user.username, deviceId: user.deviceId });
    expect((await client.post(ApiPaths.checkOut, { ...punchAt({ device_id: user.deviceId, location_id: undefined }), device_proof: out }, access)).status).toBe(201);
    expect(await client.post(ApiPaths.checkIn, refused, access)).toMatchObject({ status: 403, body: { code: 'DEVICE_CHALLENGE_INVALID' } });
    const punches = await server.db.query('SELECT entry_type FROM timesheet_entries WHERE user_id = $1 ORDER BY id', [user.id]);
    expect(punches.rows).toEqual([{ entry_type: 'IN' }, { entry_type: 'OUT' }]);
  });

  it('a proof moved to another action or another place', async () => {
    const { user, key, access } = await keyedEmployee();
    const forOut = await proofBy(server, key, { action: 'check_out', username: user.username, deviceId: user.deviceId });
    expect(await checkInWith(user, access, null, { device_proof: forOut })).toMatchObject({ status: 403, body: { code: 'DEVICE_NOT_AUTHORIZED' } });
    const elsewhere = await proofBy(server, key, { action: 'check_in', username: user.username, deviceId: user.deviceId, locationId: site.id + 1000 });
    expect(await checkInWith(user, access, null, { device_proof: elsewhere })).toMatchObject({ status: 403 });
    const offsite = await proofBy(server, key, { action: 'check_in', username: user.username, deviceId: user.deviceId, locationId: site.id, offsite: true });
    expect(await checkInWith(user, access, null, { device_proof: offsite })).toMatchObject({ status: 403 });
  });

  it('a challenge the server did not issue, or one that has expired', async () => {
    const { user, key, access } = await keyedEmployee();
    const real = await challenge(server);
    const forged = real.slice(0, 10) + (real[10] === 'A' ? 'B' : 'A') + real.slice(11);
    const proof = await proofBy(server, key, { action: 'check_in', username: user.username, deviceId: user.deviceId, locationId: site.id }, forged);
    expect(await checkInWith(user, access, null, { device_proof: proof })).toMatchObject({ status: 403, body: { code: 'DEVICE_CHALLENGE_INVALID' } });

    // Issued by this server (its secret) a minute ago, for ten seconds.
    const stale = new DeviceChallenges(server.config.jwtSecret, 10, () => Date.now() - 60_000).issue().nonce;
    const late = await proofBy(server, key, { action: 'check_in', username: user.username, deviceId: user.deviceId, locationId: site.id }, stale);
    expect(await checkInWith(user, access, null, { device_proof: late })).toMatchObject({ status: 403, body: { code: 'DEVICE_CHALLENGE_INVALID' } });
  });

  it('a public key presented without a valid proof by it', async () => {
    const user = await server.createUser();
    const key = newDeviceKey();
    const base = { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT, public_key: key.publicKey };
    expect(await client.post(ApiPaths.login, base)).toMatchObject({ status: 403, body: { code: 'DEVICE_PROOF_INVALID' } });
    const byAnother = await proofBy(server, newDeviceKey(), { action: 'login', username: user.username, deviceId: user.deviceId });
    expect(await client.post(ApiPaths.login, { ...base, device_proof: byAnother })).toMatchObject({ status: 403, body: { code: 'DEVICE_PROOF_INVALID' } });
    expect(await storedKey(user)).toBeNull();
  });
});

describe('device changes and unaffected accounts', () => {
  it('a reassociation binds the new phone and its key; the old phone is refused from then on', async () => {
    const { user, key: oldKey, access: oldAccess } = await keyedEmployee();
    const newKey = newDeviceKey();
    const moved = await keyedSignIn(server, user, newKey, { deviceId: 'new-phone', path: ApiPaths.reassociateDevice });
    expect(moved.status).toBe(200);
    expect(await storedKey(user)).toEqual(newKey.publicKey);
    expect((await keyedSignIn(server, user, oldKey)).status).toBe(403);
    expect((await checkInWith(user, oldAccess, oldKey)).status).toBe(401); // its session ended with the change
  });

  it('a device bound before keys gets its key at its next keyed login; then its device_id alone is refused', async () => {
    const user = await server.createUser({ require_device_change_confirmation: true });
    expect((await plainLogin(user)).status).toBe(200);
    expect(await storedKey(user)).toBeNull();
    expect((await plainLogin(user)).status).toBe(200); // as before keys
    const key = newDeviceKey();
    expect((await keyedSignIn(server, user, key)).status).toBe(200);
    expect(await storedKey(user)).toEqual(key.publicKey);
    expect((await plainLogin(user)).status).toBe(403);
    const audit = await client.get(`${ApiPaths.adminAudit}?user_id=${user.id}`, server.adminToken);
    expect(audit.body.results.map((entry: { action: string }) => entry.action)).toContain('DEVICE_KEY_ENROLLED');
  });

  it('accounts with the device check off log in and punch from anywhere, with or without a key', async () => {
    const user = await server.createUser({ two_factor_enabled: false, require_device_change_confirmation: true });
    expect((await keyedSignIn(server, user, newDeviceKey())).status).toBe(200);
    const login = await plainLogin(user, 'any-browser');
    expect(login.status).toBe(200);
    expect((await checkInWith(user, login.body.access, null)).status).toBe(201);
    expect((await client.post(ApiPaths.refresh, { refresh: login.body.refresh })).status).toBe(200);
  });

  it('an administrator is never locked out: another browser is bound, and refreshes need no proof', async () => {
    const admin = await server.createUser({ is_admin: true, require_device_change_confirmation: true });
    expect((await keyedSignIn(server, admin, newDeviceKey())).status).toBe(200);
    const desktop = await plainLogin(admin, 'desktop');
    expect(desktop.status).toBe(200);
    expect((await client.post(ApiPaths.refresh, { refresh: desktop.body.refresh })).status).toBe(200);
  });
});
