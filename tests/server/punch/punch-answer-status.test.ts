/**
 * An accepted punch answers, beside the entry it saved, the user's status after it (status, is_checked_in,
 * last_entry: the shape of GET /api/timesheet/status/), so that the phone needs no status read after a punch
 * (docs/behaviour.md, "Employee dashboard"). Over HTTP on a real database: in every case the answer's status is the
 * one GET /api/timesheet/status/ gives right after, and the answer costs the punch no statement.
 */
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  businessInstant,
  businessNow,
  checkIn,
  checkOut,
  createLocation,
  employee,
  insertPunchAt,
  northOf,
  statementsOf,
  zoneWhereItIsNow,
  type Employee,
} from '../support/punch-fixtures';

let server: TestServer;
/** Business clock at 02:xx (03:xx if the hour turns meanwhile): inside a 22:00–06:00 night shift. */
let atNight: TestServer;
beforeAll(async () => {
  [server, atNight] = await Promise.all([startTestServer(), startTestServer({ config: { timezone: zoneWhereItIsNow(2) } })]);
});
afterAll(() => Promise.all([server?.close(), atNight?.close()]));

function statusOf(answer: Record<string, unknown>) {
  return { status: answer.status, is_checked_in: answer.is_checked_in, last_entry: answer.last_entry };
}

/** GET /api/timesheet/status/ as `who`. */
async function statusRead(on: TestServer, who: Employee) {
  const response = await api(on.url).get('/api/timesheet/status/', who.token);
  expect(response.status).toBe(200);
  return response.body;
}

/** The punch's answer, checked to be accepted and to carry the status a read right after gives. */
async function acceptedWithStatus(on: TestServer, who: Employee, punch: () => Promise<{ status: number; body: Record<string, any> }>) {
  const response = await punch();
  expect(response.status).toBe(201);
  expect(statusOf(response.body)).toEqual(await statusRead(on, who));
  return response.body;
}

it('a check-in answers its entry and the status IN, with the check-in as the last entry', async () => {
  const site = await createLocation(server, { tolerance_radius: 50 });
  const who = await employee(server);

  const answer = await acceptedWithStatus(server, who, () => checkIn(who, northOf(site, 20), { location_id: site.id }));

  expect(answer).toMatchObject({ entry_type: 'IN', location_id: site.id, location_name: site.name, distance_from_location: 20 });
  expect(statusOf(answer)).toEqual({
    status: 'IN',
    is_checked_in: true,
    last_entry: { entry_type: 'IN', timestamp: answer.timestamp, location_name: site.name },
  });
});

it('a check-out answers its entry and the status OUT, with the check-out as the last entry', async () => {
  const site = await createLocation(server, { tolerance_radius: 50 });
  const who = await employee(server);
  await acceptedWithStatus(server, who, () => checkIn(who, site, { location_id: site.id }));

  const answer = await acceptedWithStatus(server, who, () => checkOut(who, northOf(site, 10)));

  expect(statusOf(answer)).toEqual({
    status: 'OUT',
    is_checked_in: false,
    last_entry: { entry_type: 'OUT', timestamp: answer.timestamp, location_name: site.name },
  });
});

it("off-site punches answer the place as 'Unknown', as the status does", async () => {
  const who = await employee(server);

  const checkInAnswer = await acceptedWithStatus(server, who, () =>
    checkIn(who, null, { offsite_work: true, force_anomaly: true, anomaly_note: 'Cliente a Torino' }),
  );
  expect(checkInAnswer.last_entry).toEqual({ entry_type: 'IN', timestamp: checkInAnswer.timestamp, location_name: 'Unknown' });

  const checkOutAnswer = await acceptedWithStatus(server, who, () => checkOut(who, null));
  expect(checkOutAnswer).toMatchObject({ status: 'OUT', is_checked_in: false, last_entry: { entry_type: 'OUT', location_name: 'Unknown' } });
});

it('a forced check-out away from the place answers OUT', async () => {
  const site = await createLocation(server, { tolerance_radius: 50 });
  const who = await employee(server);
  await acceptedWithStatus(server, who, () => checkIn(who, site, { location_id: site.id }));

  const answer = await acceptedWithStatus(server, who, () =>
    checkOut(who, northOf(site, 2_000), { force_anomaly: true, anomaly_note: 'Riunione dal cliente' }),
  );

  expect(answer).toMatchObject({ has_location_anomaly: true, status: 'OUT', is_checked_in: false });
});

it('a check-in closing a check-out forgotten yesterday answers IN with the new check-in as the last entry', async () => {
  const site = await createLocation(server);
  const who = await employee(server);
  const forgotten = await insertPunchAt(server, {
    userId: who.id,
    entryType: 'IN',
    at: new Date(Date.now() - 30 * 3600e3).toISOString(),
    locationId: site.id,
    open: true,
  });

  const answer = await acceptedWithStatus(server, who, () => checkIn(who, site, { location_id: site.id }));

  expect(answer.id).not.toBe(forgotten);
  expect(answer).toMatchObject({ status: 'IN', is_checked_in: true, last_entry: { entry_type: 'IN', timestamp: answer.timestamp } });
});

it("a check-out after midnight closing last night's shift answers OUT", async () => {
  const site = await createLocation(atNight, { work_hours_start: '22:00', work_hours_end: '06:00' });
  const who = await employee(atNight);
  const { yesterday } = await businessNow(atNight);
  await insertPunchAt(atNight, { userId: who.id, entryType: 'IN', at: await businessInstant(atNight, yesterday, '22:30'), locationId: site.id, open: true });
  expect((await statusRead(atNight, who)).status).toBe('IN');

  const answer = await acceptedWithStatus(atNight, who, () => checkOut(who, site));

  expect(answer).toMatchObject({ status: 'OUT', is_checked_in: false, last_entry: { entry_type: 'OUT', location_name: site.name } });
});

it('adds no statement: a check-in runs two, the check-out decided from its remembered context one', async () => {
  const site = await createLocation(server);
  const who = await employee(server);
  expect(await statementsOf(server, () => checkIn(who, site, { location_id: site.id }))).toBe(2);
  expect(await statementsOf(server, () => checkOut(who, site))).toBe(1);
});

it('a refused punch answers its error alone, without a status', async () => {
  const site = await createLocation(server);
  const who = await employee(server);

  const response = await checkOut(who, site);

  expect(response.status).toBe(409);
  expect(response.body).toMatchObject({ code: 'NOT_CHECKED_IN' });
  expect(response.body).not.toHaveProperty('is_checked_in');
  expect(response.body).not.toHaveProperty('last_entry');
});
