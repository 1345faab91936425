/**
 * Offline punches (docs/behaviour.md, "Offline punches"): a punch the phone recorded without network, signed by its
 * device key, sent later. Accepted only with a signature by the bound key and a new counter; its time is the phone's,
 * bounded by its arrival and the device's binding; refused (kept, listed, notified) when too old or in conflict with
 * what the server has; recorded at a place from its fix, flagged when out of range.
 */
import { ApiPaths, OfflinePaths, type OfflinePunchResult } from '../../../src/core/contract';
import { keyedSignIn, newDeviceKey } from '../support/device-key';
import { keyedCheckIn, keyedEmployee, minutesAgo, sendOfflinePunch, signedOfflinePunch, type KeyedEmployee } from '../support/offline-punch';
import { createLocation, employee, insertPunchAt, northOf, zoneWhereItIsNow, type LocationFixture } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  // In a zone where it is now about 14:00: the punches of up to a few hours ago that these tests send belong to
  // today's business day whatever the hour of the run (at 01:00 a check-in of two hours ago is yesterday's, and an IN
  // left open on an earlier day is no longer current).
  server = await startTestServer({ config: { timezone: zoneWhereItIsNow(14) } });
});
afterAll(() => server.close());

const storedOffline = async (userId: number) =>
  (
    await server.db.query<{ counter: number; refusal: string | null; entry_id: number | null }>(
      'SELECT counter, refusal, entry_id FROM offline_punches WHERE user_id = $1 ORDER BY counter',
      [userId],
    )
  ).rows;
const entriesOf = async (userId: number) =>
  (
    await server.db.query<{ id: number; entry_type: string; is_open: boolean; latitude: number | null; longitude: number | null; validation_errors: { code: string }[] }>(
      'SELECT id, entry_type, is_open, latitude, longitude, validation_errors FROM timesheet_entries WHERE user_id = $1 ORDER BY "timestamp"',
      [userId],
    )
  ).rows;
const seconds = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 1000;

describe('the device key', () => {
  let site: LocationFixture;
  let who: KeyedEmployee;
  beforeAll(async () => {
    site = await createLocation(server);
    who = await keyedEmployee(server);
  });

  it('accepts a punch signed by the bound key, at the time the phone recorded', async () => {
    const deviceTime = minutesAgo(30);
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: deviceTime, location_id: site.id }, { at: site }));

    expect(response.status).toBe(200);
    const result = response.body as OfflinePunchResult;
    expect(result).toMatchObject({ counter: 1, outcome: 'accepted', refusal: null, replayed: false, status: { status: 'IN', is_checked_in: true } });
    expect(result.recorded_time).toBe(deviceTime);
    expect(result.entry).toMatchObject({ entry_type: 'IN', timestamp: deviceTime, location_id: site.id, is_valid: true, has_location_anomaly: false });
    expect(Math.abs(result.delay_seconds - 30 * 60)).toBeLessThanOrEqual(5);
    expect(result.entry!.offline_delay_seconds).toBe(result.delay_seconds);
  });

  it('refuses, storing nothing, a signature over other fields, by another key, for another device or another account', async () => {
    const other = await keyedEmployee(server);
    const fields = { action: 'check_in' as const, counter: 7, location_id: site.id };
    const altered = { ...signedOfflinePunch(who, fields, { at: site }), counter: 8 };
    const byAnotherKey = signedOfflinePunch(who, fields, { at: site, signer: newDeviceKey() });
    const anotherDevice = signedOfflinePunch(who, { ...fields, device_id: 'another-phone' }, { at: site });
    // The other employee's phone signing for itself, sent with this employee's session; and signed for this account by it.
    const othersPunch = signedOfflinePunch(other, fields, { at: site });
    const othersKeyForThisAccount = signedOfflinePunch(who, fields, { at: site, signer: other.key });

    for (const request of [altered, byAnotherKey, anotherDevice, othersPunch, othersKeyForThisAccount]) {
      const response = await sendOfflinePunch(who, request);
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('DEVICE_NOT_AUTHORIZED');
    }
    expect((await storedOffline(who.id)).map((row) => row.counter)).toEqual([1]);
    expect(await storedOffline(other.id)).toEqual([]);
  });

  it('tells an administrator to sign in again from the phone, as online', async () => {
    const admin = await keyedEmployee(server, { is_admin: true });
    const response = await sendOfflinePunch(admin, signedOfflinePunch(admin, { action: 'check_in', counter: 1, location_id: site.id }, { at: site, signer: newDeviceKey() }));
    expect(response.status).toBe(403);
    expect(response.body.code).toBe('ADMIN_DEVICE_NOT_LATEST');
  });

  it('refuses any account whose bound device has no key, the device check off included', async () => {
    const plain = await employee(server);
    const unchecked = await employee(server, { two_factor_enabled: false });
    for (const person of [plain, unchecked]) {
      const request = signedOfflinePunch({ ...person, key: newDeviceKey() }, { action: 'check_in', counter: 1, location_id: site.id }, { at: site });
      const response = await sendOfflinePunch(person, request);
      expect(response.status).toBe(403);
      expect(await storedOffline(person.id)).toEqual([]);
    }
  });

  it('refuses a punch without a fix with MISSING_LOCATION_DATA, storing nothing', async () => {
    const person = await keyedEmployee(server);
    const response = await sendOfflinePunch(person, signedOfflinePunch(person, { action: 'check_in', counter: 1, location_id: site.id }));
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('MISSING_LOCATION_DATA');
    expect(await storedOffline(person.id)).toEqual([]);
  });
});

describe('the counter', () => {
  let site: LocationFixture;
  beforeAll(async () => {
    site = await createLocation(server);
  });

  it('answers a counter received before with the stored result, writing nothing again', async () => {
    const who = await keyedEmployee(server);
    const request = signedOfflinePunch(who, { action: 'check_in', counter: 3, device_time: minutesAgo(20), location_id: site.id }, { at: site });
    const first = await sendOfflinePunch(who, request);
    const again = await sendOfflinePunch(who, request);

    expect(first.body.replayed).toBe(false);
    expect(again.status).toBe(200);
    const { replayed, status: _status, ...rest } = again.body as OfflinePunchResult;
    expect(replayed).toBe(true);
    expect(rest).toEqual((({ replayed: _r, status: _s, ...kept }) => kept)(first.body as OfflinePunchResult));
    expect((await entriesOf(who.id)).length).toBe(1);
    expect((await storedOffline(who.id)).length).toBe(1);
  });

  it('refuses 409 a counter below the highest received, storing nothing', async () => {
    const who = await keyedEmployee(server);
    expect((await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 5, device_time: minutesAgo(20), location_id: site.id }, { at: site }))).status).toBe(200);
    const older = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_out', counter: 4, device_time: minutesAgo(10) }, { at: site }));

    expect(older.status).toBe(409);
    expect(older.body.code).toBe('OFFLINE_COUNTER_NOT_NEW');
    expect((await storedOffline(who.id)).map((row) => row.counter)).toEqual([5]);
    expect((await entriesOf(who.id)).map((entry) => entry.entry_type)).toEqual(['IN']);
  });

  it('writes one punch for two identical requests sent at once', async () => {
    const who = await keyedEmployee(server);
    const request = signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: minutesAgo(15), location_id: site.id }, { at: site });
    const answers = await Promise.all([sendOfflinePunch(who, request), sendOfflinePunch(who, request)]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.replayed).sort()).toEqual([false, true]);
    expect(new Set(answers.map((answer) => answer.body.entry.id)).size).toBe(1);
    expect((await entriesOf(who.id)).length).toBe(1);
  });

  it('continues across a new key: each key has its own counters', async () => {
    const who = await keyedEmployee(server);
    await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 9, device_time: minutesAgo(50), location_id: site.id }, { at: site }));
    // The same phone enrols a new key (the binding keeps its device): its counter 1 is new.
    await server.db.query('UPDATE devices SET public_key = NULL WHERE user_id = $1', [who.id]);
    const renewed = { ...who, key: newDeviceKey() };
    expect((await keyedSignIn(server, who, renewed.key)).status).toBe(200);
    const response = await sendOfflinePunch(who, signedOfflinePunch(renewed, { action: 'check_out', counter: 1, device_time: minutesAgo(40) }, { at: site }));
    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe('accepted');
  });
});

describe('the time', () => {
  let site: LocationFixture;
  beforeAll(async () => {
    site = await createLocation(server);
  });

  it('keeps as refused a punch older than OFFLINE_PUNCH_MAX_AGE, and lists it for its employee', async () => {
    const who = await keyedEmployee(server, { boundHoursAgo: 72 });
    const deviceTime = minutesAgo(25 * 60);
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: deviceTime, location_id: site.id }, { at: site }));

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ outcome: 'refused', refusal: 'too_old', entry: null, status: { status: '', is_checked_in: false } });
    expect(await entriesOf(who.id)).toEqual([]);
    const refused = await who.client.get(OfflinePaths.myRefusedOfflinePunches, who.token);
    expect(refused.body).toEqual([{ counter: 1, action: 'check_in', device_time: deviceTime, received_at: expect.any(String), refusal: 'too_old' }]);
  });

  it("moves a time ahead of the server's back to the arrival", async () => {
    const who = await keyedEmployee(server);
    const before = Date.now();
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: minutesAgo(-60), location_id: site.id }, { at: site }));

    expect(response.body.outcome).toBe('accepted');
    expect(Date.parse(response.body.recorded_time)).toBeGreaterThanOrEqual(before - 2000);
    expect(Date.parse(response.body.recorded_time)).toBeLessThanOrEqual(Date.now());
    expect(response.body.entry.timestamp).toBe(response.body.recorded_time);
    expect(response.body.delay_seconds).toBe(0);
  });

  it("moves a time before the device's binding to the binding", async () => {
    const who = await keyedEmployee(server, { boundHoursAgo: 1 });
    const { rows } = await server.db.query<{ registered_at: Date }>('SELECT registered_at FROM devices WHERE user_id = $1', [who.id]);
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: minutesAgo(3 * 60), location_id: site.id }, { at: site }));

    expect(response.body.outcome).toBe('accepted');
    expect(Date.parse(response.body.recorded_time)).toBe(rows[0]!.registered_at.getTime());
    expect(Math.abs(response.body.delay_seconds - 3600)).toBeLessThanOrEqual(5);
  });

  it("judges the place's work hours at the punch's time, not at its arrival", async () => {
    const who = await keyedEmployee(server);
    const deviceTime = minutesAgo(3 * 60);
    const { rows } = await server.db.query<{ start: string; end: string }>(
      `SELECT to_char(($1::timestamptz - interval '30 minutes') AT TIME ZONE $2::text, 'HH24:MI') AS start,
              to_char(($1::timestamptz + interval '30 minutes') AT TIME ZONE $2::text, 'HH24:MI') AS "end"`,
      [deviceTime, server.config.timezone],
    );
    const shortHours = await createLocation(server, { work_hours_start: rows[0]!.start, work_hours_end: rows[0]!.end });
    const response = await sendOfflinePunch(
      who,
      signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: deviceTime, location_id: shortHours.id }, { at: shortHours }),
    );
    expect(response.body.entry).toMatchObject({ is_valid: true, validation_errors: [] });
  });

  it('shows the real time and the delay in the history and in the administrators\u2019 activities', async () => {
    const who = await keyedEmployee(server);
    const deviceTime = minutesAgo(45);
    const sent = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: deviceTime, location_id: site.id }, { at: site }));
    const delay = sent.body.delay_seconds as number;

    const history = await who.client.get(ApiPaths.timesheets, who.token);
    expect(history.body.results).toEqual([expect.objectContaining({ timestamp: deviceTime, offline_delay_seconds: delay })]);
    const activities = await who.client.get(`${ApiPaths.adminActivities}?user_id=${who.id}`, server.adminToken);
    expect(activities.body.results).toEqual([expect.objectContaining({ timestamp: deviceTime, offline_delay_seconds: delay })]);
  });
});

describe('conflicts with what the server has', () => {
  let site: LocationFixture;
  beforeAll(async () => {
    site = await createLocation(server);
  });

  it('keeps a check-in followed by an online one as refused, lists it and tells the staff', async () => {
    const who = await keyedEmployee(server, { first_name: 'Ada', last_name: 'Offline' });
    expect((await keyedCheckIn(server, who, site, { location_id: site.id })).status).toBe(201);
    const deviceTime = minutesAgo(20);
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: deviceTime, location_id: site.id }, { at: site }));

    expect(response.body).toMatchObject({ outcome: 'refused', refusal: 'later_punch_exists', entry: null, status: { status: 'IN' } });
    expect((await entriesOf(who.id)).length).toBe(1);
    const refused = await who.client.get(OfflinePaths.myRefusedOfflinePunches, who.token);
    expect(refused.body).toEqual([expect.objectContaining({ counter: 1, refusal: 'later_punch_exists', device_time: deviceTime })]);
    const notifications = await who.client.get(ApiPaths.adminNotifications, server.adminToken);
    const notice = notifications.body.results.find((n: { user_id: number }) => n.user_id === who.id);
    expect(notice).toMatchObject({ kind: 'OFFLINE_PUNCH_REFUSED' });
    expect(notice.message).toContain(`Ada Offline (${who.username})`);
    expect(notice.message).toContain('timbratura offline di check-in');
    expect(notice.message).toContain('risulta già una timbratura successiva');
  });

  it('keeps a check-out without an open check-in as refused', async () => {
    const who = await keyedEmployee(server);
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_out', counter: 1, device_time: minutesAgo(5) }, { at: site }));
    expect(response.body).toMatchObject({ outcome: 'refused', refusal: 'not_checked_in' });
    expect(await entriesOf(who.id)).toEqual([]);
  });

  it('keeps a check-in while a check-in of that day is open as refused', async () => {
    const who = await keyedEmployee(server);
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: minutesAgo(20), locationId: site.id, open: true });
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: minutesAgo(10), location_id: site.id }, { at: site }));
    expect(response.body).toMatchObject({ outcome: 'refused', refusal: 'already_checked_in' });
  });

  it('closes an IN forgotten on an earlier day as a missing check-out, as an online check-in does', async () => {
    const who = await keyedEmployee(server, { boundHoursAgo: 96 });
    const forgotten = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: minutesAgo(50 * 60), locationId: site.id, open: true });
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: minutesAgo(10), location_id: site.id }, { at: site }));

    expect(response.body).toMatchObject({ outcome: 'accepted', entry: { entry_type: 'IN' } });
    const closed = (await entriesOf(who.id)).find((entry) => entry.id === forgotten)!;
    expect(closed.is_open).toBe(false);
    expect(closed.validation_errors.map((issue) => issue.code)).toContain('MISSING_CHECKOUT');
  });

  it("records a check-in and its check-out sent together, in the phone's order", async () => {
    const who = await keyedEmployee(server);
    const checkIn = signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: minutesAgo(120), location_id: site.id }, { at: site });
    const checkOut = signedOfflinePunch(who, { action: 'check_out', counter: 2, device_time: minutesAgo(30) }, { at: northOf(site, 10) });
    expect((await sendOfflinePunch(who, checkIn)).body.outcome).toBe('accepted');
    const out = await sendOfflinePunch(who, checkOut);

    expect(out.body).toMatchObject({ outcome: 'accepted', entry: { entry_type: 'OUT', location_id: site.id, has_location_anomaly: false }, status: { status: 'OUT' } });
    expect((await entriesOf(who.id)).map((entry) => [entry.entry_type, entry.is_open])).toEqual([
      ['IN', false],
      ['OUT', false],
    ]);
  });
});

describe('the place', () => {
  it('takes the nearest authorised place in range of the fix, keeping no coordinates', async () => {
    const site = await createLocation(server, { tolerance_radius: 100 });
    const who = await keyedEmployee(server);
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1 }, { at: northOf(site, 40) }));

    expect(response.body.entry).toMatchObject({ location_id: site.id, distance_from_location: 40, has_location_anomaly: false, is_valid: true });
    expect(await entriesOf(who.id)).toEqual([expect.objectContaining({ latitude: null, longitude: null })]);
  });

  it('records a punch out of range at the chosen place, flagged for review rather than refused', async () => {
    const site = await createLocation(server);
    const who = await keyedEmployee(server);
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, location_id: site.id }, { at: northOf(site, 3000) }));

    expect(response.body).toMatchObject({ outcome: 'accepted' });
    expect(response.body.entry).toMatchObject({
      location_id: site.id,
      has_location_anomaly: true,
      anomaly_note: '',
      distance_from_location: 3000,
      is_valid: false,
      validation_errors: [expect.objectContaining({ code: 'TOO_FAR' })],
    });
  });

  it('records a punch in range of no place at the nearest authorised one, flagged', async () => {
    const site = await createLocation(server);
    const who = await keyedEmployee(server, { can_access_all_locations: false, authorized_locations: [site.id] });
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1 }, { at: northOf(site, 8000) }));
    expect(response.body.entry).toMatchObject({ location_id: site.id, has_location_anomaly: true, distance_from_location: 8000 });
  });

  it('keeps as refused a check-in at a place the person may not use', async () => {
    const site = await createLocation(server);
    const allowed = await createLocation(server);
    const who = await keyedEmployee(server, { can_access_all_locations: false, authorized_locations: [allowed.id] });
    const response = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, location_id: site.id }, { at: site }));
    expect(response.body).toMatchObject({ outcome: 'refused', refusal: 'location_not_authorized' });
  });
});

describe('a longer OFFLINE_PUNCH_MAX_AGE', () => {
  let longServer: TestServer;
  beforeAll(async () => {
    longServer = await startTestServer({ config: { offlinePunchMaxAgeHours: 720 } });
  });
  afterAll(() => longServer.close());

  it('accepts a punch of weeks ago, but keeps one of a closed month as refused', async () => {
    const site = await createLocation(longServer);
    const { rows: groups } = await longServer.db.query<{ id: number }>("INSERT INTO gruppi (descrizione) VALUES ('Offline chiuso') RETURNING id");
    const who = await keyedEmployee(longServer, { boundHoursAgo: 40 * 24 });
    await longServer.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [who.id, groups[0]!.id]);
    const weeksAgo = minutesAgo(20 * 24 * 60);
    const accepted = await sendOfflinePunch(who, signedOfflinePunch(who, { action: 'check_in', counter: 1, device_time: weeksAgo, location_id: site.id }, { at: site }));
    expect(accepted.body).toMatchObject({ outcome: 'accepted', recorded_time: weeksAgo });

    const monthsAgo = minutesAgo(29 * 24 * 60);
    await longServer.db.query(
      `INSERT INTO month_closures (month, gruppo_id, closed_by)
       VALUES (date_trunc('month', $1::timestamptz AT TIME ZONE $2::text)::date, $3, $4)`,
      [monthsAgo, longServer.config.timezone, groups[0]!.id, longServer.admin.id],
    );
    const other = await keyedEmployee(longServer, { boundHoursAgo: 40 * 24 });
    await longServer.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [other.id, groups[0]!.id]);
    const refused = await sendOfflinePunch(other, signedOfflinePunch(other, { action: 'check_in', counter: 1, device_time: monthsAgo, location_id: site.id }, { at: site }));
    expect(refused.body).toMatchObject({ outcome: 'refused', refusal: 'month_closed' });
  });
});
