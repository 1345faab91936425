/** POST /api/locations/nearby/ and GET /api/locations/authorized/: the user's own places by distance. */
import { startTestServer, type TestServer } from '../support/test-server';
import { createLocation, employee, freshSite, northOf } from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

it('lists authorised active locations within the radius, nearest first, with distance and tolerance', async () => {
  const here = freshSite();
  const close = await createLocation(server, { ...northOf(here, 30), tolerance_radius: 50 });
  const middle = await createLocation(server, { ...northOf(here, 400), tolerance_radius: 50 });
  const outside = await createLocation(server, { ...northOf(here, 1500), tolerance_radius: 50 });
  const closed = await createLocation(server, { ...northOf(here, 10), is_active: false });
  const notMine = await createLocation(server, { ...northOf(here, 20) });
  const who = await employee(server, { can_access_all_locations: false, authorized_locations: [close.id, middle.id, outside.id, closed.id] });

  const response = await who.client.post('/api/locations/nearby/', { ...here }, who.token);

  expect(response.status).toBe(200);
  expect(response.body).toEqual({
    count: 2,
    locations: [
      { id: close.id, name: close.name, address: '', latitude: close.latitude, longitude: close.longitude, tolerance_radius: 50, distance: 30, within_tolerance: true },
      expect.objectContaining({ id: middle.id, distance: 400, within_tolerance: false }),
    ],
  });
  expect(notMine.id).toBeGreaterThan(0);

  const wider = await who.client.post('/api/locations/nearby/', { ...here, radius: 2000 }, who.token);
  expect(wider.body.locations.map((l: any) => l.id)).toEqual([close.id, middle.id, outside.id]);
});

it('judges within_tolerance with the same accuracy allowance as a check-in', async () => {
  const here = freshSite();
  const site = await createLocation(server, { ...northOf(here, 120), tolerance_radius: 50 });
  const who = await employee(server);

  const withAccuracy = await who.client.post('/api/locations/nearby/', { ...here, accuracy: 80 }, who.token);

  expect(withAccuracy.body.locations).toEqual([expect.objectContaining({ id: site.id, distance: 120, within_tolerance: true })]);
});

it('refuses malformed positions with field messages and requests without a token', async () => {
  const who = await employee(server);
  const bad = await who.client.post('/api/locations/nearby/', { latitude: 100, longitude: 9 }, who.token);
  expect(bad.status).toBe(400);
  expect(bad.body.errors).toHaveProperty('latitude');
  expect((await who.client.post('/api/locations/nearby/', { latitude: 45, longitude: 9, radius: 0 }, who.token)).status).toBe(400);
  expect((await who.client.post('/api/locations/nearby/', { latitude: 45, longitude: 9 })).status).toBe(401);
});

it('lists the authorised locations, by distance when a position is given', async () => {
  const here = freshSite();
  const far = await createLocation(server, { ...northOf(here, 5000), name: 'A lontana' });
  const near = await createLocation(server, { ...northOf(here, 100), name: 'B vicina' });
  const who = await employee(server, { can_access_all_locations: false, authorized_locations: [far.id, near.id] });

  const withoutPosition = await who.client.get('/api/locations/authorized/', who.token);
  expect(withoutPosition.body.locations).toEqual([
    expect.objectContaining({ id: far.id, distance: 0, within_tolerance: false }),
    expect.objectContaining({ id: near.id, distance: 0, within_tolerance: false }),
  ]);

  const withPosition = await who.client.get(`/api/locations/authorized/?latitude=${here.latitude}&longitude=${here.longitude}`, who.token);
  expect(withPosition.body.locations).toEqual([
    expect.objectContaining({ id: near.id, distance: 100, within_tolerance: false }),
    expect.objectContaining({ id: far.id, distance: 5000 }),
  ]);
});
