/**
 * The cost of the hot path (a whole workforce punches within minutes of 9:00): a punch runs a fixed number of SQL
 * statements whatever the number of locations, users and punches. Measured with the database's statement counter.
 */
import { startTestServer, type TestServer } from '../support/test-server';
import {
  checkIn,
  checkOut,
  createLocation,
  employee,
  insertPunchAt,
  northOf,
  statementsOf,
  type Employee,
  type Place,
} from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** Check-in at a chosen place, check-in by nearest place, check-out: the statements of each. */
async function measurePunches(site: { id: number } & Place): Promise<number[]> {
  const chosen: Employee = await employee(server);
  const nearest: Employee = await employee(server);
  return [
    await statementsOf(server, () => checkIn(chosen, site, { location_id: site.id })),
    await statementsOf(server, () => checkIn(nearest, northOf(site, 10))),
    await statementsOf(server, () => checkOut(chosen, site)),
  ];
}

it('does not grow with the number of locations, users and punches', async () => {
  const site = await createLocation(server, { tolerance_radius: 100 });
  const small = await measurePunches(site);

  // 300 more locations, 150 of them around the same site (inside the bounding box), and 600 punches.
  await server.db.query(
    `INSERT INTO locations (name, latitude, longitude, tolerance_radius)
     SELECT 'Filiale ' || g, $1::float8 + (g % 150) * 0.0001 * (CASE WHEN g <= 150 THEN 1 ELSE 300 END), $2::float8, 50
     FROM generate_series(1, 300) AS g`,
    [site.latitude, site.longitude],
  );
  const crowd = await Promise.all(Array.from({ length: 20 }, () => server.createUser()));
  for (const [i, user] of crowd.entries()) {
    for (let day = 1; day <= 15; day += 1) {
      const morning = new Date(Date.now() - day * 86400e3 - i * 60e3);
      await insertPunchAt(server, { userId: user.id, entryType: 'IN', at: morning.toISOString(), locationId: site.id });
      await insertPunchAt(server, { userId: user.id, entryType: 'OUT', at: new Date(morning.getTime() + 8 * 3600e3).toISOString(), locationId: site.id });
    }
  }
  const large = await measurePunches(site);

  expect(large).toEqual(small);
  // 1 context with the candidate location(s) + 1 insert for a check-in; the check-out, decided from the context the
  // check-in left in memory, 1 insert closing the IN (remembered-context.test.ts).
  expect(small).toEqual([2, 2, 1]);
});

it("closes a forgotten check-out within the check-in's insert, adding no statement", async () => {
  const site = await createLocation(server);
  const who = await employee(server);
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: new Date(Date.now() - 30 * 3600e3).toISOString(), locationId: site.id, open: true });

  expect(await statementsOf(server, () => checkIn(who, site, { location_id: site.id }))).toBe(2);
});

it('runs a refused check-in in one statement, two when the dialog needs the nearest place', async () => {
  const site = await createLocation(server);
  // A colleague's check-in from memory: the organisation's places, read once per generation, are then remembered.
  const colleague = await employee(server);
  for (const punch of [checkIn, checkOut, checkIn]) expect((await punch(colleague, site)).status).toBe(201);
  const who = await employee(server);
  expect(await statementsOf(server, () => checkIn(who, northOf(site, 5000), { location_id: site.id }), 400)).toBe(1);
  expect(await statementsOf(server, () => checkIn(who, site, { location_id: site.id, device_id: 'other' }), 403)).toBe(1);
  // None in range without a chosen place: one more statement finds the nearest place, however far, for the dialog.
  expect(await statementsOf(server, () => checkIn(who, northOf(site, 5000)), 400)).toBe(2);
});
