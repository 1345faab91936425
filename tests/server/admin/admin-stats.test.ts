/** GET /api/admin/stats/ and /api/admin/users/ (docs/behaviour.md, "Admin panel"; the activities user filter). */
import { ApiError } from '../../../src/core/contract';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import { checkIn, checkOut, createLocation, employee, insertPunchAt } from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const stats = async () => (await api(server.url).get('/api/admin/stats/', server.adminToken)).body;

it("counts today's punches in the business time zone and the users checked in", async () => {
  const site = await createLocation(server);
  await createLocation(server, { is_active: false });
  const before = await stats();

  const staying = await employee(server);
  const leaving = await employee(server);
  await checkIn(staying, site, { location_id: site.id });
  await checkIn(leaving, site, { location_id: site.id });
  await checkOut(leaving, site);
  // Yesterday's forgotten IN is neither today's check-in nor "checked in".
  await insertPunchAt(server, { userId: (await server.createUser()).id, entryType: 'IN', at: new Date(Date.now() - 30 * 3600e3).toISOString(), open: true });

  const after = await stats();
  expect(after).toMatchObject({
    total_users: before.total_users + 3,
    active_users: before.active_users + 3,
    total_locations: before.total_locations,
    active_locations: before.active_locations,
    total_checkins_today: before.total_checkins_today + 2,
    users_checked_in: before.users_checked_in + 1,
    total_checkouts_today: before.total_checkouts_today + 1,
  });
  expect(after.total_locations).toBeGreaterThan(after.active_locations);
  expect(after.recent_activities.slice(0, 3)).toEqual([
    { id: expect.any(Number), user: leaving.username, action: 'Check-out', location: site.name, timestamp: expect.any(String) },
    { id: expect.any(Number), user: leaving.username, action: 'Check-in', location: site.name, timestamp: expect.any(String) },
    { id: expect.any(Number), user: staying.username, action: 'Check-in', location: site.name, timestamp: expect.any(String) },
  ]);
});

it('shows at most 10 recent activities, newest first', async () => {
  const who = await server.createUser();
  for (let i = 0; i < 12; i += 1) {
    await insertPunchAt(server, { userId: who.id, entryType: i % 2 ? 'OUT' : 'IN', at: new Date(Date.now() + (i + 1) * 60e3).toISOString() });
  }
  const { recent_activities } = await stats();
  expect(recent_activities).toHaveLength(10);
  const times = recent_activities.map((a: any) => Date.parse(a.timestamp));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(recent_activities[0].location).toBe('Unknown');
});

it('lists the users for the activities filter, active ones first (the search: admin-user-options.test.ts)', async () => {
  const listed = await server.createUser({ first_name: 'Giulia', last_name: 'Bianchi' });
  const gone = await server.createUser({ first_name: 'Aldo', last_name: 'Abate' });
  await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [gone.id]);

  const response = await api(server.url).get('/api/admin/users/', server.adminToken);

  expect(response.status).toBe(200);
  expect(response.body).toContainEqual({ id: listed.id, full_name: 'Giulia Bianchi', username: listed.username, is_active: true });
  expect(response.body.at(-1)).toEqual({ id: gone.id, full_name: 'Aldo Abate', username: gone.username, is_active: false });
});

it('answers 403 to employees and 401 without a token on every admin report route', async () => {
  const who = await employee(server);
  const paths = ['/api/admin/stats/', '/api/admin/activities/', '/api/admin/activities/export/', '/api/admin/users/', '/api/admin/reports/', '/api/admin/locations/'];
  for (const path of paths) {
    const refused = await who.client.get(path, who.token);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'ADMIN_REQUIRED', message: ApiError.ADMIN_REQUIRED });
    expect((await who.client.get(path)).status).toBe(401);
  }
});
