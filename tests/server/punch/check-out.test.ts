/** POST /api/timesheet/checkout/: same place as the check-in, or forced with a note; off-site anywhere. */
import { ApiError } from '../../../src/core/contract';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  businessInstant,
  businessNow,
  checkIn,
  checkOut,
  createLocation,
  employee,
  forcedOutOfRange,
  freshSite,
  insertPunchAt,
  northOf,
  OFFSITE_PUNCH,
} from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function checkedInAt(site: { id: number; latitude: number; longitude: number }) {
  const who = await employee(server);
  const response = await checkIn(who, site, { location_id: site.id });
  expect(response.status).toBe(201);
  return { who, checkInId: response.body.id as number };
}

it('records an OUT at the check-in location and closes the IN', async () => {
  const site = await createLocation(server, { tolerance_radius: 50 });
  const { who, checkInId } = await checkedInAt(site);

  const response = await checkOut(who, northOf(site, 20), { notes: 'uscita' });

  expect(response.status).toBe(201);
  expect(response.body).toMatchObject({
    entry_type: 'OUT',
    location_id: site.id,
    location_name: site.name,
    distance_from_location: 20,
    notes: 'uscita',
    is_valid: true,
    has_location_anomaly: false,
  });
  const { rows } = await server.db.query<{ is_open: boolean }>('SELECT is_open FROM timesheet_entries WHERE id = $1', [checkInId]);
  expect(rows[0]!.is_open).toBe(false);
  expect((await api(server.url).get('/api/timesheet/status/', who.token)).body.status).toBe('OUT');
});

it('refuses a check-out when not checked in', async () => {
  const response = await checkOut(await employee(server), freshSite());
  expect(response.status).toBe(409);
  expect(response.body).toEqual({ code: 'NOT_CHECKED_IN', message: ApiError.NOT_CHECKED_IN });
});

it('refuses a check-out from elsewhere with the location message, then asks for a note, then records the anomaly', async () => {
  const site = await createLocation(server, { tolerance_radius: 50 });
  const { who } = await checkedInAt(site);
  const elsewhere = northOf(site, 500);

  const refused = await checkOut(who, elsewhere);
  expect(refused.status).toBe(400);
  expect(refused.body).toEqual({
    code: 'MUST_CHECK_OUT_SAME_LOCATION',
    message: ApiError.MUST_CHECK_OUT_SAME_LOCATION,
    location: ApiError.MUST_CHECK_OUT_SAME_LOCATION,
  });

  const noNote = await checkOut(who, elsewhere, { force_anomaly: true });
  expect(noNote.status).toBe(400);
  expect(noNote.body.anomaly_note).toBe(ApiError.ANOMALY_NOTE_REQUIRED);

  const forced = await checkOut(who, elsewhere, { force_anomaly: true, anomaly_note: 'Cliente in via Roma' });
  expect(forced.status).toBe(201);
  expect(forced.body).toMatchObject(forcedOutOfRange({ locationId: site.id, note: 'Cliente in via Roma', distance: 500 }));
  const history = await api(server.url).get<{ results: Array<{ id: number; is_valid: boolean }> }>('/api/timesheets/', who.token);
  expect(history.body.results.find((entry) => entry.id === forced.body.id)).toMatchObject({ is_valid: false });
});

it('accepts the check-out anywhere after an off-site check-in, keeping no position data', async () => {
  const who = await employee(server);
  expect((await checkIn(who, null, { offsite_work: true, force_anomaly: true, anomaly_note: 'Smart working' })).status).toBe(201);

  const response = await checkOut(who, { latitude: -33.86, longitude: 151.2 });

  expect(response.status).toBe(201);
  expect(response.body).toMatchObject({ ...OFFSITE_PUNCH, validation_errors: [] });
});

it('needs a position to judge the distance from the check-in location', async () => {
  const site = await createLocation(server);
  const { who } = await checkedInAt(site);
  const response = await checkOut(who, null);
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('MISSING_LOCATION_DATA');
});

it('refuses a check-out from another device', async () => {
  const site = await createLocation(server);
  const { who } = await checkedInAt(site);
  const response = await checkOut(who, site, { device_id: 'stolen-phone' });
  expect(response.status).toBe(403);
  expect(response.body.code).toBe('DEVICE_NOT_AUTHORIZED');
});

it('treats an IN left open on an earlier day at a place with day hours as a missing check-out, not as checked in', async () => {
  // Day hours (not spanning midnight): yesterday's IN is forgotten whatever the time now, even before 18:00 + grace.
  const site = await createLocation(server, { work_hours_start: '08:00', work_hours_end: '18:00' });
  const who = await employee(server);
  const { yesterday } = await businessNow(server);
  const at = await businessInstant(server, yesterday, '09:00');
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at, locationId: site.id, open: true });

  expect((await checkOut(who, site)).body.code).toBe('NOT_CHECKED_IN');
  const status = await api(server.url).get('/api/timesheet/status/', who.token);
  expect(status.body).toMatchObject({ status: 'OUT', is_checked_in: false, last_entry: { entry_type: 'IN' } });
});

it('lets only one of two simultaneous check-outs through', async () => {
  const site = await createLocation(server);
  const { who } = await checkedInAt(site);

  const responses = await Promise.all([checkOut(who, site), checkOut(who, site), checkOut(who, site)]);

  expect(responses.map((r) => r.status).sort()).toEqual([201, 409, 409]);
});
