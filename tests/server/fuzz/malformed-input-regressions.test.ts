/**
 * The malformed inputs once answered 500 or read loosely, each answered 400 VALIDATION_ERROR and written nowhere
 * (docs/behaviour.md, "Validation").
 */
import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { FINGERPRINT, startTestServer, type TestServer, type TestUser } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
let employee: TestUser;
let locationId: number;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  employee = await server.createUser();
  const place = { name: 'Sede', latitude: 45.46, longitude: 9.19, tolerance_radius: 100 };
  locationId = (await client.post(ApiPaths.locations, place, server.adminToken)).body.id;
});

afterAll(() => server?.close());

const expectRefused = (response: { status: number; body: { code?: string } }) => {
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('VALIDATION_ERROR');
};

describe('a NUL character in a text field', () => {
  it('is refused at login, in an address, a first name, a device name and type', async () => {
    const nul = '\u0000';
    expectRefused(await client.post(ApiPaths.login, { username: nul, password: 'x', device_id: 'd', fingerprint: FINGERPRINT }));
    const place = { name: 'Sede', address: `Via Roma${nul}`, latitude: 45, longitude: 9, tolerance_radius: 100 };
    expectRefused(await client.post(ApiPaths.locations, place, server.adminToken));
    const user = { username: 'nul.user', email: 'nul@example.test', employee_id: 'E-NUL', first_name: nul, password: 'orto-segreto-41' };
    expectRefused(await client.post(ApiPaths.users, user, server.adminToken));
    const { access } = await server.loginAs(employee);
    for (const field of ['device_name', 'device_type']) {
      expectRefused(await client.post(ApiPaths.registerDevice, { device_id: employee.deviceId, fingerprint: FINGERPRINT, [field]: nul }, access));
    }
  });
});

describe('an id beyond 32-bit integers', () => {
  it.each(['/api/users/', '/api/locations/', '/api/gruppi/', '/api/timesheets/'])('is refused in %s{id}/', async (prefix) => {
    const path = prefix === '/api/timesheets/' ? '/api/timesheets/99999999999999999999999/corrections/' : `${prefix}99999999999999999999999/`;
    expectRefused(await client.get(path, server.adminToken));
  });
});

describe('an impossible calendar date', () => {
  it.each([
    `${ApiPaths.dailySummary}?date=2026-02-30`,
    `${ApiPaths.dailySummary}?date=2026-13-45`,
    `${ApiPaths.timesheets}?start_date=2026-13-45`,
    `${ApiPaths.adminReports}?start_date=2026-02-30`,
    `${ApiPaths.adminActivities}?start_date=2026-13-45`,
  ])('is refused: %s', async (path) => {
    expectRefused(await client.get(path, server.adminToken));
  });

  it('still accepts a real day, 29 February of a leap year included', async () => {
    expect((await client.get(`${ApiPaths.dailySummary}?date=2028-02-29`, server.adminToken)).status).toBe(200);
  });
});

describe('a loosely written id', () => {
  it.each(['0xN', '%20N', 'N.0', '+N', '0N', 'Ne0'])('%s reaches no location N, and a PUT writes nothing', async (form) => {
    const loose = form.replace('0xN', `0x${locationId.toString(16)}`).replace('N', String(locationId));
    expectRefused(await client.get(`/api/locations/${loose}/`, server.adminToken));
    const rename = { name: 'Renamed', latitude: 45.46, longitude: 9.19, tolerance_radius: 100 };
    expectRefused(await client.put(`/api/locations/${loose}/`, rename, server.adminToken));
    expect((await client.get(`/api/locations/${locationId}/`, server.adminToken)).body.name).toBe('Sede');
  });
});

describe('device binding', () => {
  it('refuses a blank device id at reassociation, binding nothing', async () => {
    const user = await server.createUser();
    const body = { username: user.username, password: user.password, device_id: '   ', fingerprint: FINGERPRINT };
    expectRefused(await client.post(ApiPaths.reassociateDevice, body));
    expect((await server.db.query('SELECT 1 FROM devices WHERE user_id = $1', [user.id])).rows).toHaveLength(0);
  });

  it('requires a fingerprint at login, reassociation and registration', async () => {
    const user = await server.createUser();
    const credentials = { username: user.username, password: user.password, device_id: user.deviceId };
    expectRefused(await client.post(ApiPaths.login, credentials));
    expectRefused(await client.post(ApiPaths.login, { ...credentials, fingerprint: '' }));
    expectRefused(await client.post(ApiPaths.reassociateDevice, credentials));
    const { access } = await server.loginAs(employee);
    expectRefused(await client.post(ApiPaths.registerDevice, { device_id: employee.deviceId }, access));
    expect((await server.db.query('SELECT 1 FROM devices WHERE user_id = $1', [user.id])).rows).toHaveLength(0);
  });

  it('accepts the fallback 8-digit hash as well as SHA-256', async () => {
    const user = await server.createUser();
    const login = { username: user.username, password: user.password, device_id: user.deviceId, fingerprint: '0a1b2c3d' };
    expect((await client.post(ApiPaths.login, login)).status).toBe(200);
  });
});
