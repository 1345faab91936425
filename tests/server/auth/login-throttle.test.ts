import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiResponse } from '../support/api';
import { keyedSignIn, newDeviceKey, proofBy, type TestDeviceKey } from '../support/device-key';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

/**
 * The login limits over HTTP (docs/behaviour.md, "Tokens and sign-in limits"): growing waits per username and
 * address, the hourly ceiling per username, the bound device judged on its own, and nobody able to lock a user out
 * from elsewhere. Client addresses come from X-Forwarded-For (TRUST_PROXY on). Time passes by moving the recorded
 * failures back, not by sleeping.
 */
const FREE = 3;
const CEILING = 8;
const PER_ADDRESS = 12;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    config: {
      trustProxy: true,
      loginFreeFailures: FREE,
      loginMaxDelaySeconds: 60,
      loginMaxFailuresPerUserPerHour: CEILING,
      loginMaxAttemptsPerIpPerMinute: PER_ADDRESS,
    },
  });
});
afterAll(() => server.close());

let addressSeq = 0;
/** A client address of its own for each test, so their counts never meet. */
const newAddress = () => `198.51.100.${++addressSeq}`;

/** A login from `address`; from the bound phone when `phone` is given (its device_id and a proof by its key). */
async function login(user: TestUser, from: { address: string; phone?: TestDeviceKey; password?: string }): Promise<ApiResponse> {
  const deviceId = from.phone ? user.deviceId : 'a-stranger-device';
  const device_proof = from.phone && (await proofBy(server, from.phone, { action: 'login', username: user.username, deviceId }));
  return api(server.url).raw(ApiPaths.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from.address },
    body: JSON.stringify({
      username: user.username,
      password: from.password ?? user.password,
      device_id: deviceId,
      fingerprint: FINGERPRINT,
      ...(device_proof ? { device_proof } : {}),
    }),
  });
}

const wrong = (user: TestUser, address: string, phone?: TestDeviceKey) => login(user, { address, phone, password: 'not-the-password' });

/** Moves the user's recorded failures `seconds` into the past, as if that time had gone by. */
async function letTimePass(user: TestUser, seconds: number): Promise<void> {
  await server.db.query('UPDATE login_failures SET failed_at = failed_at - make_interval(secs => $2) WHERE username_key = lower($1)', [
    user.username,
    seconds,
  ]);
}

/**
 * A user bound to a keyed phone by a first successful login from it; with automatic device changes, so that a right
 * password from another browser is answered 200 (a rebind) and only the throttle can refuse it.
 */
async function boundUser(): Promise<{ user: TestUser; phone: TestDeviceKey }> {
  const user = await server.createUser({ require_device_change_confirmation: false });
  const phone = newDeviceKey();
  expect((await keyedSignIn(server, user, phone)).status).toBe(200);
  return { user, phone };
}

describe('failures from one address', () => {
  it('cost nothing up to the free ones, then each doubles the wait before the next try', async () => {
    const user = await server.createUser();
    const address = newAddress();
    for (let i = 0; i < FREE; i++) expect((await wrong(user, address)).status).toBe(401);

    const held = await login(user, { address }); // even the right password waits
    expect(held.status).toBe(429);
    expect(held.body).toEqual({ code: 'TOO_MANY_ATTEMPTS', message: 'Too many login attempts. Try again later' });
    expect(held.headers.get('retry-after')).toBe('1');

    await letTimePass(user, 1);
    expect((await wrong(user, address)).status).toBe(401); // the 4th failure: the next wait is 2 s
    expect((await login(user, { address })).headers.get('retry-after')).toBe('2');
    await letTimePass(user, 2);
    expect((await wrong(user, address)).status).toBe(401);
    expect((await login(user, { address })).headers.get('retry-after')).toBe('4');
  });

  it('never wait longer than the longest wait configured', async () => {
    const user = await server.createUser();
    const address = newAddress();
    for (let i = 0; i < FREE + 7; i++) {
      expect((await wrong(user, address)).status).toBe(401);
      await letTimePass(user, 3600); // an hour apart: the hourly ceiling stays out of it
    }
    await letTimePass(user, -3600); // the last failure just happened
    expect(Number((await login(user, { address })).headers.get('retry-after'))).toBe(60);
  });

  it('do not hold back the same user from another address, right password first time', async () => {
    const user = await server.createUser();
    const attacker = newAddress();
    for (let i = 0; i < FREE + 1; i++) await wrong(user, attacker);
    expect((await login(user, { address: attacker })).status).toBe(429);
    expect((await login(user, { address: newAddress() })).status).toBe(200);
  });

  it('are forgotten after a success from that address, and refused tries never lengthen the wait', async () => {
    const user = await server.createUser();
    const address = newAddress();
    for (let i = 0; i < FREE - 1; i++) await wrong(user, address);
    expect((await login(user, { address })).status).toBe(200);
    for (let i = 0; i < FREE; i++) expect((await wrong(user, address)).status).toBe(401);
    for (let i = 0; i < 5; i++) expect((await wrong(user, address)).status).toBe(429);
    expect((await login(user, { address })).headers.get('retry-after')).toBe('1');
  });

  it('checked in parallel get no more tries than in a row', async () => {
    const user = await server.createUser();
    const address = newAddress();
    const started = Date.now();
    const statuses = (await Promise.all(Array.from({ length: 20 }, () => wrong(user, address)))).map((r) => r.status);
    // In a row, the waits after the free failures (1 s, 2 s, 4 s …) let one more try through each time they elapse:
    // on a loaded machine the 20 attempts may take that long.
    const elapsedSeconds = (Date.now() - started) / 1000;
    const inARow = FREE + Math.floor(Math.log2(1 + elapsedSeconds));
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(inARow);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 401).every((s) => s === 429)).toBe(true);
  });
});

describe('the ceiling per username', () => {
  it('stops a guess spread over many addresses, but never the bound device with the right password', async () => {
    const { user, phone } = await boundUser();
    for (let i = 0; i < CEILING; i++) expect((await wrong(user, newAddress())).status).toBe(401);

    const elsewhere = await login(user, { address: newAddress() });
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect((await login(user, { address: newAddress(), phone })).status).toBe(200);

    await letTimePass(user, 3600);
    expect((await login(user, { address: newAddress() })).status).toBe(200);
  });
});

describe('the bound device', () => {
  it('is throttled on its own: guesses proved by its key wait, and do not count against the ceiling', async () => {
    const { user, phone } = await boundUser();
    const address = newAddress();
    for (let i = 0; i < FREE; i++) expect((await wrong(user, address, phone)).status).toBe(401);
    expect((await login(user, { address: newAddress(), phone })).status).toBe(429);
    // Another address without the device is not affected, and neither is the ceiling.
    expect((await login(user, { address: newAddress() })).status).toBe(200);
    const { rows } = await server.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM login_failures WHERE username_key = lower($1) AND device_id IS NULL',
      [user.username],
    );
    expect(rows[0].n).toBe(0);
  });
});

describe('failures from one address across usernames', () => {
  it('are capped per minute, for that address only', async () => {
    const address = newAddress();
    for (let i = 0; i < PER_ADDRESS; i++) expect((await wrong(await server.createUser(), address)).status).toBe(401);
    const someone = await server.createUser();
    expect((await login(someone, { address })).status).toBe(429);
    expect((await login(someone, { address: newAddress() })).status).toBe(200);
  });
});

describe('unknown usernames', () => {
  it('are throttled exactly like known ones, so the answer tells nothing', async () => {
    const ghost: TestUser = { id: 0, username: `nobody${Date.now()}`, password: 'x', isAdmin: false, deviceId: 'd' };
    const address = newAddress();
    for (let i = 0; i < FREE; i++) expect((await wrong(ghost, address)).status).toBe(401);
    expect((await wrong(ghost, address)).status).toBe(429);
  });
});
