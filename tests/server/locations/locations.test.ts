/** /api/locations/ and /api/admin/locations/: reading, administration, validation (docs/behaviour.md, "Admin panel", "Validation"). */
import { ApiError } from '../../../src/core/contract';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { checkIn, createLocation, employee, freshSite } from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admin = () => api(server.url);
const payload = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sede di Milano',
  address: 'Via Dante 1, Milano',
  ...freshSite(),
  tolerance_radius: 80,
  work_hours_start: '08:30',
  work_hours_end: '17:30',
  ...overrides,
});

describe('administration', () => {
  it('creates, reads, updates and lists a location', async () => {
    const created = await admin().post('/api/locations/', payload(), server.adminToken);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      ...payload({ latitude: created.body.latitude, longitude: created.body.longitude }),
      is_active: true,
    });
    const path = `/api/locations/${created.body.id}/`;

    const updated = await admin().put(path, { ...payload(), name: 'Sede di Monza', tolerance_radius: 120, address: undefined }, server.adminToken);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ name: 'Sede di Monza', tolerance_radius: 120, address: 'Via Dante 1, Milano' });

    expect((await admin().get(path, server.adminToken)).body.name).toBe('Sede di Monza');
    const list = await admin().get('/api/locations/', server.adminToken);
    expect(list.body.count).toBe(list.body.results.length);
    expect(list.body.results.map((l: any) => l.id)).toContain(created.body.id);
  });

  it('defaults work hours to 09:00-18:00 and the address to empty', async () => {
    const { address: _omitted, work_hours_start: _s, work_hours_end: _e, ...minimal } = payload();
    const created = await admin().post('/api/locations/', minimal, server.adminToken);
    expect(created.body).toMatchObject({ address: '', work_hours_start: '09:00', work_hours_end: '18:00' });
  });

  it('refuses out-of-range values with field messages, writing nothing', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ tolerance_radius: 0 }, 'tolerance_radius'],
      [{ tolerance_radius: 1001 }, 'tolerance_radius'],
      [{ tolerance_radius: 12.5 }, 'tolerance_radius'],
      [{ latitude: 90.5 }, 'latitude'],
      [{ longitude: -181 }, 'longitude'],
      [{ name: '' }, 'name'],
      [{ work_hours_start: '25:00' }, 'work_hours_start'],
    ];
    for (const [change, field] of cases) {
      const response = await admin().post('/api/locations/', payload({ ...change, name: change.name ?? 'Invalid place' }), server.adminToken);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_ERROR');
      expect(response.body.errors).toHaveProperty(field);
    }
    const { rows } = await server.db.query<{ count: number }>(`SELECT count(*) AS count FROM locations WHERE name = 'Invalid place'`);
    expect(rows[0]!.count).toBe(0);
  });

  it('deletes an unused location but only deactivates one with punches', async () => {
    const unused = await createLocation(server);
    expect((await admin().delete(`/api/locations/${unused.id}/`, server.adminToken)).status).toBe(204);
    expect((await admin().get(`/api/locations/${unused.id}/`, server.adminToken)).status).toBe(404);

    const used = await createLocation(server);
    const who = await employee(server);
    expect((await checkIn(who, used, { location_id: used.id })).status).toBe(201);
    expect((await admin().delete(`/api/locations/${used.id}/`, server.adminToken)).status).toBe(204);
    expect((await admin().get(`/api/locations/${used.id}/`, server.adminToken)).body.is_active).toBe(false);
    expect((await admin().get(`/api/locations/${used.id}/`, who.token)).status).toBe(404);

    const { rows } = await server.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE details->>'location_id' IN ($1, $2) ORDER BY id`,
      [String(unused.id), String(used.id)],
    );
    expect(rows.map((r) => r.action)).toEqual(['LOCATION_DELETED', 'LOCATION_DEACTIVATED']);
  });

  it('answers 404 for an unknown location and 400 for a malformed id', async () => {
    expect((await admin().put('/api/locations/999999/', payload(), server.adminToken)).status).toBe(404);
    expect((await admin().delete('/api/locations/999999/', server.adminToken)).status).toBe(404);
    expect((await admin().get('/api/locations/abc/', server.adminToken)).status).toBe(400);
  });

  it('refuses writes by employees (403) and anyone without a token (401)', async () => {
    const who = await employee(server);
    const site = await createLocation(server);
    const refused = await who.client.post('/api/locations/', payload(), who.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'ADMIN_REQUIRED', message: ApiError.ADMIN_REQUIRED });
    expect((await who.client.put(`/api/locations/${site.id}/`, payload(), who.token)).status).toBe(403);
    expect((await who.client.delete(`/api/locations/${site.id}/`, who.token)).status).toBe(403);
    expect((await who.client.get('/api/locations/')).status).toBe(401);
    expect((await who.client.post('/api/locations/', {})).status).toBe(401);
  });

  it('serves the same list and creation under /api/admin/locations/', async () => {
    const inactive = await createLocation(server, { is_active: false });
    const created = await admin().post('/api/admin/locations/', payload({ name: 'Magazzino' }), server.adminToken);
    expect(created.status).toBe(201);
    const list = await admin().get('/api/admin/locations/', server.adminToken);
    expect(list.body.results.map((l: any) => l.id)).toEqual(expect.arrayContaining([inactive.id, created.body.id]));
    const who = await employee(server);
    expect((await who.client.get('/api/admin/locations/', who.token)).status).toBe(403);
  });
});

describe('reading as an employee', () => {
  it('lists the active locations only', async () => {
    const active = await createLocation(server);
    const inactive = await createLocation(server, { is_active: false });
    const who = await employee(server);

    const ids = (await who.client.get('/api/locations/', who.token)).body.results.map((l: any) => l.id);

    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect((await who.client.get(`/api/locations/${active.id}/`, who.token)).status).toBe(200);
  });
});
