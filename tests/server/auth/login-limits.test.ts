import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { FINGERPRINT, startTestServer, type TestServer } from '../support/test-server';

/** The login limits at their defaults (auth.test.ts lowers the burst for its sequential checks). */
let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
});
afterAll(() => server.close());

const parallel = <T>(n: number, request: () => Promise<T>) => Promise.all(Array.from({ length: n }, request));

describe('login limits under parallel requests', () => {
  it('lets at most the burst of parallel wrong passwords be checked: the rest get 429 at once', async () => {
    const burst = server.config.loginMaxFailuresPerUserBurst;
    expect(burst).toBe(10); // the default (README, LOGIN_MAX_FAILURES_PER_USER_BURST)
    const user = await server.createUser();
    const responses = await parallel(30, () => client.post(ApiPaths.login, { username: user.username, password: 'wrong!', device_id: user.deviceId, fingerprint: FINGERPRINT }));
    const statuses = responses.map((r) => r.status);
    const refused = statuses.filter((s) => s === 401).length;
    expect(refused).toBeGreaterThan(0);
    expect(refused).toBeLessThanOrEqual(burst);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - refused);
    // The username is now blocked, the right password included.
    const right = await client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT });
    expect(right.status).toBe(429);
  });

  it('never counts parallel successful logins, not even while they are being checked', async () => {
    const burst = server.config.loginMaxFailuresPerUserBurst;
    const user = await server.createUser();
    const logins = await parallel(burst - 2, () => client.post(ApiPaths.login, { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT }));
    expect(logins.map((r) => r.status)).toEqual(Array(burst - 2).fill(200));
    // The whole burst of failures is still available afterwards.
    for (let i = 0; i < burst; i++) {
      expect((await client.post(ApiPaths.login, { username: user.username, password: 'wrong!', device_id: user.deviceId, fingerprint: FINGERPRINT })).status).toBe(401);
    }
    expect((await client.post(ApiPaths.login, { username: user.username, password: 'wrong!', device_id: user.deviceId, fingerprint: FINGERPRINT })).status).toBe(429);
  });
});
