/**
 * A night shift spanning midnight (hours 22:00–06:00): the IN of 22:30 stays the current one after midnight,
 * until the shift's end plus the grace (NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES), for the check-out, the check-in,
 * the status, the daily summary and the admin's figures (users checked in, missing check-outs) alike. Each server runs in a fixed-offset business time zone chosen so that
 * its clock reads the wanted hour now (zoneWhereItIsNow): no sleeping, no fake database clock.
 */
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
  insertPunchAt,
  zoneWhereItIsNow,
} from '../support/punch-fixtures';

/** Business clock at 02:xx (03:xx if the hour turns meanwhile): inside the night shift. */
let atNight: TestServer;
/** Business clock at 10:xx (11:xx): past 06:00 + 2 h of grace, before the next shift's 22:00. */
let inTheMorning: TestServer;

beforeAll(async () => {
  [atNight, inTheMorning] = await Promise.all([
    startTestServer({ config: { timezone: zoneWhereItIsNow(2) } }),
    startTestServer({ config: { timezone: zoneWhereItIsNow(10) } }),
  ]);
});
afterAll(() => Promise.all([atNight?.close(), inTheMorning?.close()]));

/** An employee with an IN still open from 22:30 of the previous business day at a 22:00–06:00 place. */
async function checkedInLastNight(server: TestServer) {
  const site = await createLocation(server, { work_hours_start: '22:00', work_hours_end: '06:00' });
  const who = await employee(server);
  const { yesterday } = await businessNow(server);
  const at = await businessInstant(server, yesterday, '22:30');
  const openIn = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at, locationId: site.id, open: true });
  return { site, who, openIn };
}

const usersCheckedIn = async (server: TestServer): Promise<number> =>
  (await api(server.url).get('/api/admin/stats/', server.adminToken)).body.users_checked_in;

/** The admin report's rows of one user from yesterday to today. */
async function reportOf(server: TestServer, userId: number) {
  const { today, yesterday } = await businessNow(server);
  const response = await api(server.url).get(`/api/admin/reports/?start_date=${yesterday}&end_date=${today}&user_id=${userId}`, server.adminToken);
  expect(response.status).toBe(200);
  return response.body.rows;
}

/** Users with an IN of yesterday left open that no rule keeps current: at a day-hours place, and off-site. */
async function forgottenYesterday(server: TestServer) {
  const dayPlace = await createLocation(server, { work_hours_start: '09:00', work_hours_end: '18:00' });
  const { yesterday } = await businessNow(server);
  const atDayPlace = await server.createUser();
  const offsite = await server.createUser();
  await insertPunchAt(server, { userId: atDayPlace.id, entryType: 'IN', at: await businessInstant(server, yesterday, '17:30'), locationId: dayPlace.id, open: true });
  await insertPunchAt(server, { userId: offsite.id, entryType: 'IN', at: await businessInstant(server, yesterday, '22:30'), open: true });
  return { atDayPlace, offsite };
}

async function hourOf(server: TestServer): Promise<number> {
  return Number((await businessNow(server)).time.slice(0, 2));
}

async function storedIn(server: TestServer, id: number) {
  const { rows } = await server.db.query<{ is_open: boolean; is_valid: boolean; validation_errors: unknown }>(
    'SELECT is_open, is_valid, validation_errors FROM timesheet_entries WHERE id = $1',
    [id],
  );
  return rows[0]!;
}

describe('at 02:00, after a check-in at 22:30 at a 22:00–06:00 place', () => {
  it('shows the employee checked in, refuses a second check-in, and accepts the check-out closing that IN', async () => {
    expect([2, 3]).toContain(await hourOf(atNight));
    const { site, who, openIn } = await checkedInLastNight(atNight);

    const status = await who.client.get('/api/timesheet/status/', who.token);
    expect(status.body).toMatchObject({ status: 'IN', is_checked_in: true, last_entry: { entry_type: 'IN', location_name: site.name } });
    const today = await who.client.get('/api/timesheet/daily-summary/', who.token);
    expect(today.body).toMatchObject({ date: (await businessNow(atNight)).today, is_checked_in: true, entries: [] });

    const again = await checkIn(who, site, { location_id: site.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'ALREADY_CHECKED_IN', message: ApiError.ALREADY_CHECKED_IN });

    const out = await checkOut(who, site);
    expect(out.status).toBe(201);
    // Within the shift's hours: a valid punch.
    expect(out.body).toMatchObject({ entry_type: 'OUT', location_id: site.id, is_valid: true, validation_errors: [] });
    expect(await storedIn(atNight, openIn)).toEqual({ is_open: false, is_valid: true, validation_errors: [] });
    expect((await who.client.get('/api/timesheet/status/', who.token)).body).toMatchObject({ status: 'OUT', is_checked_in: false });
  });

  it('still forgets an IN of the day before yesterday at the same hours', async () => {
    const site = await createLocation(atNight, { work_hours_start: '22:00', work_hours_end: '06:00' });
    const who = await employee(atNight);
    const { yesterday } = await businessNow(atNight);
    const dayBefore = new Date(Date.parse(`${yesterday}T00:00:00Z`) - 86400e3).toISOString().slice(0, 10);
    await insertPunchAt(atNight, { userId: who.id, entryType: 'IN', at: await businessInstant(atNight, dayBefore, '22:30'), locationId: site.id, open: true });

    expect((await checkOut(who, site)).body.code).toBe('NOT_CHECKED_IN');
    expect((await who.client.get('/api/timesheet/status/', who.token)).body).toMatchObject({ status: 'OUT', is_checked_in: false });
  });
});

describe("the admin's figures at 02:00, after a check-in at 22:30 at a 22:00–06:00 place", () => {
  it('count the night worker as checked in, and do not flag the shift in progress as a missing check-out', async () => {
    expect([2, 3]).toContain(await hourOf(atNight));
    const before = await usersCheckedIn(atNight);
    const { who } = await checkedInLastNight(atNight);
    const { atDayPlace, offsite } = await forgottenYesterday(atNight);

    expect(await usersCheckedIn(atNight)).toBe(before + 1);
    const { yesterday } = await businessNow(atNight);
    expect(await reportOf(atNight, who.id)).toEqual([
      expect.objectContaining({ date: yesterday, check_ins: 1, check_outs: 0, worked_minutes: 0, missing_check_out: false }),
    ]);
    // The same night, an IN that is not a night shift's is still a forgotten check-out.
    expect(await reportOf(atNight, atDayPlace.id)).toEqual([expect.objectContaining({ date: yesterday, missing_check_out: true })]);
    expect(await reportOf(atNight, offsite.id)).toEqual([expect.objectContaining({ date: yesterday, missing_check_out: true })]);
  });
});

describe('past 06:00 + the grace, after a check-in at 22:30 at a 22:00–06:00 place', () => {
  it('treats the IN as a forgotten check-out: not checked in, and closed as missing by the next check-in', async () => {
    expect([10, 11]).toContain(await hourOf(inTheMorning));
    const { site, who, openIn } = await checkedInLastNight(inTheMorning);

    expect((await who.client.get('/api/timesheet/status/', who.token)).body).toMatchObject({ status: 'OUT', is_checked_in: false });
    expect((await who.client.get('/api/timesheet/daily-summary/', who.token)).body).toMatchObject({ is_checked_in: false });
    const out = await checkOut(who, site);
    expect(out.status).toBe(409);
    expect(out.body).toEqual({ code: 'NOT_CHECKED_IN', message: ApiError.NOT_CHECKED_IN });

    const next = await checkIn(who, site, { location_id: site.id });
    expect(next.status).toBe(201);
    expect(await storedIn(inTheMorning, openIn)).toEqual({
      is_open: false,
      is_valid: false,
      validation_errors: [{ code: 'MISSING_CHECKOUT', message: ApiError.MISSING_CHECKOUT }],
    });
  });
});

describe("the admin's figures past 06:00 + the grace, after a check-in at 22:30 at a 22:00–06:00 place", () => {
  it('no longer count the night worker as checked in, and flag the missing check-out', async () => {
    expect([10, 11]).toContain(await hourOf(inTheMorning));
    const before = await usersCheckedIn(inTheMorning);
    const { who } = await checkedInLastNight(inTheMorning);
    await forgottenYesterday(inTheMorning);

    expect(await usersCheckedIn(inTheMorning)).toBe(before);
    const { yesterday } = await businessNow(inTheMorning);
    expect(await reportOf(inTheMorning, who.id)).toEqual([expect.objectContaining({ date: yesterday, check_ins: 1, missing_check_out: true })]);
  });
});
