/**
 * The device key on the phone (docs/behaviour.md, "The device key"): what each request that must come from the bound
 * phone carries, checked as the server checks it: the signature verified by the presented (or enrolled) public key
 * over the message built from the request.
 */
import { ApiPaths, type DeviceProof, type DevicePublicKey } from '../../../../src/core/contract';
import { deviceProofMessage, type DeviceProofSubject } from '../../../../src/core/domain';
import { type HttpRequest, type Position } from '../../../../src/core/ports';
import {
  DeviceIdentity,
  DeviceKeySupport,
  Login,
  ReassociateDevice,
  RegisterDevice,
  SetNewPassword,
} from '../../../../src/core/use-cases';
import { Deferred, FakeDeviceKeyStore, flushPromises, ok, status, verifiesWith } from '../../../fakes';
import { NearbyLocationMother, RefusalMother, UserMother } from '../../../mothers';
import { createCoreHarness, type CoreHarness } from '../support/core-harness';
import { createPunchHarness, SIGNED_IN_EMPLOYEE } from '../support/punch-harness';

type Body = Record<string, unknown> & { device_proof?: DeviceProof; public_key?: DevicePublicKey };

const bodyOf = (request: HttpRequest) => request.body as Body;
const signedIn = (user = UserMother.create()) => ok({ access: 'A', refresh: 'R', user });
const challengeRefused = () => RefusalMother.of(403, 'DEVICE_CHALLENGE_INVALID');

/** Whether the body's proof is a signature by `publicKey` over `subject` and the challenge the body names. */
function proves(body: Body, publicKey: DevicePublicKey | null, subject: Omit<DeviceProofSubject, 'nonce'>): boolean {
  const proof = body.device_proof;
  if (!proof || !publicKey) return false;
  return verifiesWith(publicKey, deviceProofMessage({ ...subject, nonce: proof.nonce }), proof.signature);
}

function login(h: CoreHarness) {
  return new Login(h.api, h.tokens, h.identity, h.vibration);
}

describe('the device key at sign-in', () => {
  it('a first login creates the key and presents its public half with a proof of the login over a fresh challenge', async () => {
    const h = createCoreHarness({}, FakeDeviceKeyStore.withoutKey());
    h.http.on('POST', ApiPaths.login, signedIn());

    await expect(login(h).execute({ username: ' Mario.Rossi ', password: 'pw' })).resolves.toMatchObject({ kind: 'success' });

    const body = bodyOf(h.http.last('POST', ApiPaths.login));
    expect(body.public_key).toEqual(await h.deviceKeys.publicKey());
    expect(body.public_key).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String) });
    expect(body.device_proof?.nonce).toBe(h.challenges[0]);
    expect(proves(body, body.public_key!, { action: 'login', username: 'mario.rossi', deviceId: 'uuid-1' })).toBe(true);
    // The signature names the action: the same proof is no proof of another one.
    expect(proves(body, body.public_key!, { action: 'reassociate', username: 'mario.rossi', deviceId: 'uuid-1' })).toBe(false);
  });

  it('keeps the device id of a browser that keeps its key, so the next page load is the same device', async () => {
    const h = createCoreHarness();
    h.http.on('POST', ApiPaths.login, signedIn());

    await login(h).execute({ username: 'mario.rossi', password: 'pw' });

    expect(h.storage.get('deviceId')).toBe('uuid-1');
    const nextPage = new DeviceIdentity(h.storage, h.environment, h.fingerprint, h.sha256, h.uuid, h.logger, h.deviceKeys);
    expect(nextPage.deviceId()).toBe('uuid-1');
  });

  it('a browser that cannot keep a key sends neither key nor proof, asks for no challenge, and is a new device at the next page load', async () => {
    const h = createCoreHarness({ deviceId: 'stored-before' }, FakeDeviceKeyStore.unavailable());
    h.http.on('POST', ApiPaths.login, signedIn());

    await expect(login(h).execute({ username: 'mario.rossi', password: 'pw' })).resolves.toMatchObject({ kind: 'success' });

    const body = bodyOf(h.http.last('POST', ApiPaths.login));
    expect(body.device_id).toBe('stored-before');
    expect(body).not.toHaveProperty('public_key');
    expect(body).not.toHaveProperty('device_proof');
    expect(h.http.sent('POST', ApiPaths.deviceChallenge)).toHaveLength(0);
    // This page keeps the id it signed in with (its punches send it); the storage does not.
    expect(h.identity.deviceId()).toBe('stored-before');
    expect(h.storage.get('deviceId')).toBeNull();
    const nextPage = new DeviceIdentity(h.storage, h.environment, h.fingerprint, h.sha256, h.uuid, h.logger, h.deviceKeys);
    expect(nextPage.deviceId()).toBe('uuid-1');
  });

  it('a challenge refused as used or expired is replaced by a fresh one, once', async () => {
    const h = createCoreHarness();
    h.http.on('POST', ApiPaths.login, challengeRefused(), signedIn());

    await expect(login(h).execute({ username: 'mario.rossi', password: 'pw' })).resolves.toMatchObject({ kind: 'success' });

    const attempts = h.http.sent('POST', ApiPaths.login).map(bodyOf);
    expect(attempts.map((body) => body.device_proof?.nonce)).toEqual(h.challenges);
    expect(h.challenges).toHaveLength(2);
    const publicKey = await h.deviceKeys.publicKey();
    expect(proves(attempts[1]!, publicKey, { action: 'login', username: 'mario.rossi', deviceId: 'uuid-1' })).toBe(true);
  });

  it('and not twice: a second refusal ends the login with its message', async () => {
    const h = createCoreHarness();
    h.http.on('POST', ApiPaths.login, challengeRefused());

    await expect(login(h).execute({ username: 'mario.rossi', password: 'pw' })).resolves.toEqual({
      kind: 'error',
      message: { key: 'errors.deviceChallengeInvalid' },
    });
    expect(h.http.sent('POST', ApiPaths.login)).toHaveLength(2);
    expect(h.challenges).toHaveLength(2);
  });

  it('a challenge that cannot be had fails the login with its own error, and sends no login', async () => {
    const h = createCoreHarness();
    h.http.on('POST', ApiPaths.deviceChallenge, status(503, { message: 'Service Unavailable' }));

    await expect(login(h).execute({ username: 'mario.rossi', password: 'pw' })).resolves.toMatchObject({ kind: 'error' });
    expect(h.http.sent('POST', ApiPaths.login)).toHaveLength(0);
  });

  it('the reassociation proves the action "reassociate"', async () => {
    const h = createCoreHarness({ deviceId: 'dev-2' });
    h.http.on('POST', ApiPaths.reassociateDevice, signedIn());

    await new ReassociateDevice(h.api, h.tokens, h.identity, h.environment).execute({ username: 'mario.rossi', password: 'pw' });

    const body = bodyOf(h.http.last('POST', ApiPaths.reassociateDevice));
    expect(proves(body, body.public_key!, { action: 'reassociate', username: 'mario.rossi', deviceId: 'dev-2' })).toBe(true);
  });

  it('a new password proves the action "set_new_password" and presents the key', async () => {
    const h = createCoreHarness({ deviceId: 'dev-1' });
    h.http.on('POST', ApiPaths.setNewPassword, signedIn());

    await new SetNewPassword(h.api, h.tokens, h.identity, h.vibration).execute({ username: 'mario.rossi', password: 'Data-admin-1' }, 'Mia-password-22');

    const body = bodyOf(h.http.last('POST', ApiPaths.setNewPassword));
    expect(body).toMatchObject({ current_password: 'Data-admin-1', new_password: 'Mia-password-22', device_id: 'dev-1' });
    expect(body).not.toHaveProperty('password');
    expect(proves(body, body.public_key!, { action: 'set_new_password', username: 'mario.rossi', deviceId: 'dev-1' })).toBe(true);
  });

  it('registering the device presents the key with a proof for the signed-in account', async () => {
    const h = createCoreHarness({ accessToken: 'A', deviceId: 'dev-1', userProfile: JSON.stringify(UserMother.create({ username: 'chiara.galli' })) });
    h.http.on('POST', ApiPaths.registerDevice, ok());

    await new RegisterDevice(h.api, h.identity, h.environment).execute();

    const body = bodyOf(h.http.last('POST', ApiPaths.registerDevice));
    expect(body.public_key).toEqual(await h.deviceKeys.publicKey());
    expect(proves(body, body.public_key!, { action: 'register_device', username: 'chiara.galli', deviceId: 'dev-1' })).toBe(true);
  });

  it('tells the login screen whether the browser can keep a key', async () => {
    await expect(new DeviceKeySupport(createCoreHarness().identity).execute()).resolves.toBe(true);
    await expect(new DeviceKeySupport(createCoreHarness({}, FakeDeviceKeyStore.unavailable()).identity).execute()).resolves.toBe(false);
  });
});

describe('the device key on the refresh', () => {
  const expiredThenRefreshed = (h: CoreHarness) => {
    h.http.on('GET', ApiPaths.profile, status(401), ok({}));
    h.http.on('POST', ApiPaths.refresh, ok({ access: 'new', refresh: 'R2' }));
  };

  it('carries a proof of "refresh" for the stored profile\'s account and this device id', async () => {
    const h = createCoreHarness({ ...SIGNED_IN_EMPLOYEE, refreshToken: 'R1' });
    expiredThenRefreshed(h);

    await h.api.get(ApiPaths.profile);

    const body = bodyOf(h.http.last('POST', ApiPaths.refresh));
    expect(body.refresh).toBe('R1');
    expect(proves(body, await h.deviceKeys.publicKey(), { action: 'refresh', username: 'mario.rossi', deviceId: 'dev-1' })).toBe(true);
  });

  it('replaces a refused challenge once, and keeps the session', async () => {
    const h = createCoreHarness({ ...SIGNED_IN_EMPLOYEE, refreshToken: 'R1' });
    h.http.on('GET', ApiPaths.profile, status(401), ok({ id: 7 }));
    h.http.on('POST', ApiPaths.refresh, challengeRefused(), ok({ access: 'new', refresh: 'R2' }));

    await expect(h.api.get(ApiPaths.profile)).resolves.toEqual({ id: 7 });

    expect(h.http.sent('POST', ApiPaths.refresh).map((request) => bodyOf(request).device_proof?.nonce)).toEqual(h.challenges);
    expect(h.storage.get('accessToken')).toBe('new');
    expect(h.sessionEvents.emitted).toEqual([]);
  });

  it('asks for the challenge anonymously: no token sent, and its refusal starts no refresh of its own', async () => {
    const h = createCoreHarness({ ...SIGNED_IN_EMPLOYEE, refreshToken: 'R1' });
    h.http.on('GET', ApiPaths.profile, status(401));
    h.http.on('POST', ApiPaths.deviceChallenge, status(401));

    await expect(h.api.get(ApiPaths.profile)).rejects.toMatchObject({ status: 401 });

    expect(h.http.sent('POST', ApiPaths.deviceChallenge).map((request) => request.headers)).toEqual([{}]);
    expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(0);
    expect(h.sessionEvents.emitted).toEqual(['auth-token-expired']);
  });

  it('from a browser without a key: the refresh as before, no challenge', async () => {
    const h = createCoreHarness({ ...SIGNED_IN_EMPLOYEE, refreshToken: 'R1' }, FakeDeviceKeyStore.unavailable());
    expiredThenRefreshed(h);

    await h.api.get(ApiPaths.profile);

    expect(bodyOf(h.http.last('POST', ApiPaths.refresh))).toEqual({ refresh: 'R1' });
    expect(h.http.sent('POST', ApiPaths.deviceChallenge)).toHaveLength(0);
  });
});

describe('the device key on punches', () => {
  const office = NearbyLocationMother.inTolerance({ id: 1, name: 'Sede Milano' });

  it('a check-in proves "check_in" at the place asked for', async () => {
    const p = createPunchHarness();

    await p.settle(p.checkIn.execute({ mode: 'mobile', nearby: [office] }));

    const publicKey = await p.deviceKeys.publicKey();
    const body = p.checkInBody() as Body;
    expect(body.device_proof?.nonce).toBe(p.challenges[0]);
    expect(proves(body, publicKey, { action: 'check_in', username: 'mario.rossi', deviceId: 'dev-1', locationId: 1 })).toBe(true);
    // Moved to another place, the same proof no longer holds.
    expect(proves(body, publicKey, { action: 'check_in', username: 'mario.rossi', deviceId: 'dev-1', locationId: 2 })).toBe(false);
  });

  it('an off-site check-in proves "check_in" off-site, with no place', async () => {
    const p = createPunchHarness();
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.noLocationInRange(), ok({}));
    const outcome = await p.checkIn.execute({ mode: 'mobile', nearby: [] });
    if (outcome.kind !== 'anomaly') throw new Error(`expected the anomaly dialog, got ${outcome.kind}`);

    await p.settle(p.checkIn.confirmAnomaly(outcome.dialog, { selection: 'offsite', note: 'Lavoro da casa' }));

    const body = p.checkInBody() as Body;
    expect(proves(body, await p.deviceKeys.publicKey(), { action: 'check_in', username: 'mario.rossi', deviceId: 'dev-1', locationId: null, offsite: true })).toBe(
      true,
    );
  });

  it('a check-out proves "check_out"', async () => {
    const p = createPunchHarness();

    await p.settle(p.checkOut.execute());

    expect(proves(p.checkOutBody() as Body, await p.deviceKeys.publicKey(), { action: 'check_out', username: 'mario.rossi', deviceId: 'dev-1' })).toBe(true);
  });

  it('asks for the challenge while the GPS is still working, not after', async () => {
    const p = createPunchHarness();
    const fix = new Deferred<Position>();
    p.geolocation.getCurrentPosition = () => fix.promise;

    const punch = p.checkIn.execute({ mode: 'mobile', nearby: [office] });
    await flushPromises();

    expect(p.http.sent('POST', ApiPaths.deviceChallenge)).toHaveLength(1);
    expect(p.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);
    fix.resolve(p.fix);
    await expect(p.settle(punch)).resolves.toMatchObject({ kind: 'success' });
    expect(p.challenges).toHaveLength(1);
  });

  it('a refused challenge is replaced once; a second refusal is the punch\'s error', async () => {
    const retried = createPunchHarness();
    retried.http.on('POST', ApiPaths.checkIn, challengeRefused(), ok({}));
    await expect(retried.settle(retried.checkIn.execute({ mode: 'mobile', nearby: [office] }))).resolves.toMatchObject({ kind: 'success' });
    expect(retried.http.sent('POST', ApiPaths.checkIn).map((request) => bodyOf(request).device_proof?.nonce)).toEqual(retried.challenges);

    const refused = createPunchHarness();
    refused.http.on('POST', ApiPaths.checkOut, challengeRefused());
    await expect(refused.checkOut.execute()).resolves.toMatchObject({ kind: 'error', message: { key: 'errors.deviceChallengeInvalid' } });
    expect(refused.http.sent('POST', ApiPaths.checkOut)).toHaveLength(2);
  });

  it('a challenge the server cannot give fails the punch with that error, and sends no punch', async () => {
    const p = createPunchHarness();
    // (Without network the punch waits on the phone instead: tests/core/use-cases/offline.)
    p.http.on('POST', ApiPaths.deviceChallenge, status(503, { code: 'SERVER_ERROR' }));

    await expect(p.checkIn.execute({ mode: 'mobile', nearby: [office] })).resolves.toMatchObject({ kind: 'error', message: { key: 'errors.serverError' } });
    expect(p.http.sent('POST', ApiPaths.checkIn)).toHaveLength(0);
  });

  it('a phone whose key is gone (only its storage copied) punches without a proof, for the server to refuse', async () => {
    const p = createPunchHarness(SIGNED_IN_EMPLOYEE, FakeDeviceKeyStore.withoutKey());
    p.http.on('POST', ApiPaths.checkIn, RefusalMother.of(403, 'DEVICE_NOT_AUTHORIZED'));

    await expect(p.checkIn.execute({ mode: 'mobile', nearby: [office] })).resolves.toEqual({
      kind: 'error',
      message: { key: 'errors.deviceNotAuthorized' },
    });
    expect(p.checkInBody()).not.toHaveProperty('device_proof');
    expect(p.challenges).toHaveLength(0);
    // Punching never creates a key: only a sign-in enrols one.
    await expect(p.deviceKeys.publicKey()).resolves.toBeNull();
  });
});
