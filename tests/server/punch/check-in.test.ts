/** POST /api/timesheet/checkin/: the punch rules (docs/behaviour.md, "Punch rules"), over HTTP on a real database. */
import { ApiError } from '../../../src/core/contract';
import { isOpenInConflict } from '../../../server/punch/open-in-conflict';
import { startTestServer, type TestServer } from '../support/test-server';
import { businessNow, checkIn, createLocation, employee, forcedOutOfRange, freshSite, insertPunchAt, northOf, OFFSITE_PUNCH } from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function storedRow(id: number) {
  const { rows } = await server.db.query<Record<string, any>>('SELECT * FROM timesheet_entries WHERE id = $1', [id]);
  return rows[0]!;
}

async function punchesOf(userId: number) {
  const { rows } = await server.db.query<{ count: number }>('SELECT count(*) AS count FROM timesheet_entries WHERE user_id = $1', [userId]);
  return rows[0]!.count;
}

describe('in range', () => {
  it('records an IN at the chosen location, at the server time, without keeping the coordinates', async () => {
    const site = await createLocation(server, { tolerance_radius: 50 });
    const who = await employee(server);
    const before = Date.now();

    const response = await checkIn(who, northOf(site, 30), { location_id: site.id, notes: ' arrivo ', timestamp: '2000-01-01T00:00:00Z' });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(Number),
      user_id: who.id,
      entry_type: 'IN',
      timestamp: expect.any(String),
      original_timestamp: null,
      location_id: site.id,
      location_name: site.name,
      notes: 'arrivo',
      anomaly_note: '',
      is_valid: true,
      has_location_anomaly: false,
      is_offsite: false,
      distance_from_location: 30,
      accuracy: 10,
      validation_errors: [],
      // Sent online, its fix unremarkable (position-signals.test.ts).
      offline_delay_seconds: null,
      position_signals: [],
      // Written by the person, not closed by the server (auto-checkout.test.ts).
      auto_closed: false,
      // The status after the punch (punch-answer-status.test.ts).
      status: 'IN',
      is_checked_in: true,
      last_entry: { entry_type: 'IN', timestamp: response.body.timestamp, location_name: site.name },
    });
    expect(Date.parse(response.body.timestamp)).toBeGreaterThanOrEqual(before - 2000);
    const row = await storedRow(response.body.id);
    expect(row).toMatchObject({ latitude: null, longitude: null, device_id: who.deviceId, is_open: true });
  });

  it('without a location uses the nearest authorised location in range', async () => {
    const near = await createLocation(server, { tolerance_radius: 200 });
    const further = await createLocation(server, { ...northOf(near, 150), tolerance_radius: 200 });
    const who = await employee(server);

    const response = await checkIn(who, northOf(near, 40));

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ location_id: near.id, distance_from_location: 40 });
    // The other place was in range too (110 m, within its 200 m): the server chose by distance, not by luck.
    const atFurther = await checkIn(await employee(server), northOf(near, 40), { location_id: further.id });
    expect(atFurther.body).toMatchObject({ location_id: further.id, distance_from_location: 110, has_location_anomaly: false });
  });

  it('counts the reported accuracy into the range, capped at 100 m by default', async () => {
    const site = await createLocation(server, { tolerance_radius: 50 });
    const at120 = northOf(site, 120);

    const honestIndoors = await checkIn(await employee(server), at120, { location_id: site.id, accuracy: 80 });
    expect(honestIndoors.status).toBe(201);
    expect(honestIndoors.body).toMatchObject({ distance_from_location: 120, accuracy: 80, is_valid: true });

    const tooFar = await checkIn(await employee(server), at120, { location_id: site.id, accuracy: 60 });
    expect(tooFar.status).toBe(400);

    // A ±500 m fix only widens the range by the 100 m cap, and makes the punch invalid.
    const coarseInRange = await checkIn(await employee(server), northOf(site, 140), { location_id: site.id, accuracy: 500 });
    expect(coarseInRange.status).toBe(201);
    expect(coarseInRange.body.is_valid).toBe(false);
    expect(coarseInRange.body.validation_errors).toEqual([{ code: 'LOW_GPS_ACCURACY', message: ApiError.LOW_GPS_ACCURACY }]);
    const coarseOutOfRange = await checkIn(await employee(server), northOf(site, 160), { location_id: site.id, accuracy: 500 });
    expect(coarseOutOfRange.status).toBe(400);
  });

  it('saves a punch outside the location work hours as invalid (a real punch is never lost)', async () => {
    const { time } = await businessNow(server);
    const hour = Number(time.slice(0, 2));
    const start = `${String((hour + 2) % 24).padStart(2, '0')}:00`;
    const end = `${String((hour + 3) % 24).padStart(2, '0')}:00`;
    const site = await createLocation(server, { work_hours_start: start, work_hours_end: end });

    const response = await checkIn(await employee(server), site, { location_id: site.id });

    expect(response.status).toBe(201);
    expect(response.body.is_valid).toBe(false);
    expect(response.body.validation_errors).toEqual([{ code: 'OUTSIDE_WORK_HOURS', message: ApiError.OUTSIDE_WORK_HOURS }]);
  });
});

describe('out of range', () => {
  it('refuses a chosen location too far away with the location_anomaly answer, writing nothing', async () => {
    const site = await createLocation(server, { tolerance_radius: 50 });
    const who = await employee(server);

    const response = await checkIn(who, northOf(site, 400), { location_id: site.id });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'TOO_FAR',
      message: ApiError.TOO_FAR,
      location_anomaly: { message: ApiError.TOO_FAR, nearest_location: { id: site.id, name: site.name, distance: 400 } },
    });
    expect(await punchesOf(who.id)).toBe(0);
  });

  it('without a location and none in range answers the nearest authorised location', async () => {
    const site = await createLocation(server, { tolerance_radius: 50 });
    await createLocation(server, { ...northOf(site, 900), tolerance_radius: 50 });

    const response = await checkIn(await employee(server), northOf(site, 300));

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'NO_LOCATION_IN_RANGE',
      message: ApiError.NO_LOCATION_IN_RANGE,
      location_anomaly: { message: ApiError.NO_LOCATION_IN_RANGE, nearest_location: { id: site.id, name: site.name, distance: 300 } },
    });
  });

  it.each([
    ['2 km', 2_000],
    ['20 km', 20_000],
  ])('answers the nearest authorised location even %s away, far beyond any tolerance', async (_label, metres) => {
    const here = freshSite();
    const nearest = await createLocation(server, { ...northOf(here, metres), tolerance_radius: 1000 });
    const farther = await createLocation(server, { ...northOf(here, metres + 5_000) });
    const closerButInactive = await createLocation(server, { ...northOf(here, metres / 2), is_active: false });
    const closerButNotMine = await createLocation(server, { ...northOf(here, metres / 4) });
    const who = await employee(server, {
      can_access_all_locations: false,
      authorized_locations: [nearest.id, farther.id, closerButInactive.id],
    });

    const response = await checkIn(who, here, { accuracy: 500 });

    expect(response.status).toBe(400);
    expect(response.body.location_anomaly).toEqual({
      message: ApiError.NO_LOCATION_IN_RANGE,
      nearest_location: { id: nearest.id, name: nearest.name, distance: metres },
    });
    // The closer places left out of the offer are the ones this user may not punch at.
    for (const closer of [closerButNotMine, closerButInactive]) {
      const refused = await checkIn(who, here, { location_id: closer.id, force_anomaly: true, anomaly_note: 'Cantiere' });
      expect(refused.body.code).toBe('LOCATION_NOT_AUTHORIZED');
    }
    expect(await punchesOf(who.id)).toBe(0);

    // The dialog's recommended choice then goes through: forced there, with the note, saved invalid.
    const forced = await checkIn(who, here, { location_id: nearest.id, force_anomaly: true, anomaly_note: 'Cantiere' });
    expect(forced.status).toBe(201);
    expect(forced.body).toMatchObject({ location_id: nearest.id, distance_from_location: metres, has_location_anomaly: true, is_valid: false });
  });

  it('records a forced anomaly with its note, distance and flag, as an invalid punch for an administrator to judge', async () => {
    const site = await createLocation(server);
    const response = await checkIn(await employee(server), northOf(site, 400), {
      location_id: site.id,
      force_anomaly: true,
      anomaly_note: '  GPS impreciso in magazzino ',
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject(forcedOutOfRange({ locationId: site.id, note: 'GPS impreciso in magazzino', distance: 400 }));
    expect(await storedRow(response.body.id)).toMatchObject({ is_valid: false, has_location_anomaly: true });
  });

  it('keeps a forced punch that turns out to be in range valid: there is no anomaly to judge', async () => {
    const site = await createLocation(server, { tolerance_radius: 50 });
    const response = await checkIn(await employee(server), northOf(site, 20), {
      location_id: site.id,
      force_anomaly: true,
      anomaly_note: 'Il telefono diceva che ero lontano',
    });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ has_location_anomaly: false, is_valid: true, validation_errors: [] });
  });

  it('asks for the note when an anomaly is forced without one', async () => {
    const site = await createLocation(server);
    const who = await employee(server);

    const response = await checkIn(who, northOf(site, 400), { location_id: site.id, force_anomaly: true, anomaly_note: '   ' });

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'ANOMALY_NOTE_REQUIRED',
      message: ApiError.ANOMALY_NOTE_REQUIRED,
      anomaly_note: ApiError.ANOMALY_NOTE_REQUIRED,
    });
    expect(await punchesOf(who.id)).toBe(0);
  });
});

describe('off-site work', () => {
  it('records a remote check-in with no location and no position data at all', async () => {
    const who = await employee(server);
    const response = await checkIn(who, freshSite(), { offsite_work: true, force_anomaly: true, anomaly_note: 'Lavoro da casa' });

    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ ...OFFSITE_PUNCH, anomaly_note: 'Lavoro da casa' });
    expect(await storedRow(response.body.id)).toMatchObject({ latitude: null, longitude: null, accuracy: null });
  });

  it('needs a note', async () => {
    const response = await checkIn(await employee(server), freshSite(), { offsite_work: true, force_anomaly: true });
    expect(response.status).toBe(400);
    expect(response.body.anomaly_note).toBe(ApiError.ANOMALY_NOTE_REQUIRED);
  });
});

describe('refusals', () => {
  it('refuses a second check-in while checked in today', async () => {
    const site = await createLocation(server);
    const who = await employee(server);
    expect((await checkIn(who, site, { location_id: site.id })).status).toBe(201);

    const again = await checkIn(who, site, { location_id: site.id });

    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'ALREADY_CHECKED_IN', message: ApiError.ALREADY_CHECKED_IN });
  });

  it('refuses a punch from a device other than the bound one, unless two-factor is off', async () => {
    const site = await createLocation(server);
    const bound = await employee(server);
    const refused = await checkIn(bound, site, { location_id: site.id, device_id: 'another-phone' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: 'DEVICE_NOT_AUTHORIZED', message: ApiError.DEVICE_NOT_AUTHORIZED });

    const unchecked = await employee(server, { two_factor_enabled: false });
    expect((await checkIn(unchecked, site, { location_id: site.id, device_id: 'another-phone' })).status).toBe(201);
  });

  it('refuses a user with no location access', async () => {
    const site = await createLocation(server);
    const who = await employee(server, { can_access_all_locations: false });

    const response = await checkIn(who, site, { location_id: site.id });

    expect(response.status).toBe(403);
    expect(response.body.code).toBe('NO_AUTHORIZED_LOCATIONS');
  });

  it('refuses a location that is not authorised for the user, or not active', async () => {
    const mine = await createLocation(server);
    const other = await createLocation(server);
    const closed = await createLocation(server, { is_active: false });
    const who = await employee(server, { can_access_all_locations: false, authorized_locations: [mine.id, closed.id] });

    const notMine = await checkIn(who, other, { location_id: other.id });
    expect(notMine.status).toBe(403);
    expect(notMine.body).toEqual({ code: 'LOCATION_NOT_AUTHORIZED', message: ApiError.LOCATION_NOT_AUTHORIZED });
    expect((await checkIn(who, closed, { location_id: closed.id })).body.code).toBe('LOCATION_NOT_AUTHORIZED');
    // Without a chosen location, only authorised places are candidates.
    expect((await checkIn(who, other)).body.code).toBe('NO_LOCATION_IN_RANGE');
    expect((await checkIn(who, mine)).status).toBe(201);
  });

  it('needs a position unless working off-site', async () => {
    const site = await createLocation(server);
    const response = await checkIn(await employee(server), null, { location_id: site.id });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'MISSING_LOCATION_DATA', message: ApiError.MISSING_LOCATION_DATA });
  });

  it('answers 401 without a token and 400 with field messages for a malformed payload', async () => {
    const who = await employee(server);
    expect((await who.client.post('/api/timesheet/checkin/', {})).status).toBe(401);

    const badLatitude = await who.client.post('/api/timesheet/checkin/', { latitude: 91, longitude: 9, device_id: who.deviceId }, who.token);
    expect(badLatitude.status).toBe(400);
    expect(badLatitude.body.errors).toHaveProperty('latitude');

    const noDevice = await who.client.post('/api/timesheet/checkin/', { latitude: 45, longitude: 9 }, who.token);
    expect(noDevice.status).toBe(400);
    expect(noDevice.body.errors).toHaveProperty('device_id');
  });
});

describe('a forgotten check-out', () => {
  it('closes the open IN of an earlier day as a missing check-out and records the new IN', async () => {
    const site = await createLocation(server);
    const who = await employee(server);
    const yesterdayMorning = new Date(Date.now() - 30 * 3600 * 1000).toISOString();
    const forgotten = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: yesterdayMorning, locationId: site.id, open: true });

    const response = await checkIn(who, site, { location_id: site.id });

    expect(response.status).toBe(201);
    const closed = await storedRow(forgotten);
    expect(closed).toMatchObject({ is_open: false, is_valid: false });
    expect(closed.validation_errors).toEqual([{ code: 'MISSING_CHECKOUT', message: ApiError.MISSING_CHECKOUT }]);
    expect((closed.timestamp as Date).toISOString()).toBe(yesterdayMorning); // no time is invented
    expect(await punchesOf(who.id)).toBe(2);
  });
});

describe('simultaneous check-ins', () => {
  it('of one user record exactly one IN (the database enforces it)', async () => {
    const site = await createLocation(server);
    const who = await employee(server);

    const responses = await Promise.all(Array.from({ length: 20 }, () => checkIn(who, site, { location_id: site.id })));

    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(responses.filter((r) => r.status === 409).every((r) => r.body.code === 'ALREADY_CHECKED_IN')).toBe(true);
    expect(await punchesOf(who.id)).toBe(1);
  });

  it('are refused by the database itself, whatever the code does', async () => {
    const who = await server.createUser();
    const now = new Date().toISOString();
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: now, open: true });

    const second = insertPunchAt(server, { userId: who.id, entryType: 'IN', at: now, open: true });

    await expect(second).rejects.toMatchObject({ code: '23505' });
    await second.catch((error) => expect(isOpenInConflict(error)).toBe(true));
  });
});
