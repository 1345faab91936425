/**
 * Worked time (docs/behaviour.md, "Worked time"): the grid of cases through 'Le mie ore' (GET /api/timesheets/hours/)
 * and the administrators' days of one employee (GET /api/admin/attendance/{id}/days/), which must agree.
 */
import { ApiPaths, type WorkedDays } from '../../../src/core/contract';
import { api, type ApiResponse } from '../support/api';
import { asGridDay, expectedDaysOf, GRID_TIMEZONE, seedHoursGrid, withoutLabels, type GridPerson } from '../support/hours-fixtures';
import { businessInstant, businessNow, checkIn, createLocation, employee, insertPunchAt, northOf } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let grid: GridPerson[];
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: GRID_TIMEZONE } });
  grid = await seedHoursGrid(server);
});
afterAll(() => server.close());

const client = () => api(server.url);
const myHours = (person: GridPerson, month: string): Promise<ApiResponse<WorkedDays>> =>
  client().get(`${ApiPaths.myHours}?month=${month}`, person.employee.token);
const adminDays = (userId: number, query: string): Promise<ApiResponse<WorkedDays>> =>
  client().get(`${ApiPaths.adminAttendanceDays(userId)}?${query}`, server.adminToken);

it('runs in Europe/Rome, where the grid and its clock changes are written', () => {
  expect(server.config.timezone).toBe('Europe/Rome');
});

it("shows every grid day with its worked minutes, times and flags, the same in 'Le mie ore' and the admin's days", async () => {
  for (const person of grid) {
    for (const month of person.months) {
      const own = await myHours(person, month);
      expect(own.status).toBe(200);
      expect(own.body.days.map(asGridDay)).toEqual(withoutLabels(expectedDaysOf(person, month)));

      const [start, end] = [own.body.start_date, own.body.end_date];
      expect(start).toBe(`${month}-01`);
      const admin = await adminDays(person.employee.id, `start_date=${start}&end_date=${end}`);
      expect(admin.status).toBe(200);
      expect(admin.body).toEqual(own.body);
    }
  }
});

it("sums a month's totals: days with a check-in, worked minutes, days with a flag", async () => {
  const [main] = grid;
  const october = await myHours(main!, '2026-10');
  // 555 + 480 + 60 + 0 + 240 + 555 + 240 + 240 + 360; the 8th (missing check-out) is a day worked with 0 minutes.
  expect(october.body.totals).toEqual({ days_worked: 9, worked_minutes: 2730, anomaly_days: 4 });
  const march = await myHours(main!, '2026-03');
  expect(march.body.totals).toEqual({ days_worked: 1, worked_minutes: 240, anomaly_days: 0 });
});

it('lists the OUT of a night shift with the day the shift started, not with the next day', async () => {
  const [main] = grid;
  const { body } = await adminDays(main!.employee.id, 'start_date=2026-10-06&end_date=2026-10-07');
  const [sixth, seventh] = body.days;
  const nightOut = await businessInstant(server, '2026-10-07', '06:00');
  expect(sixth!.punches.map((p) => [p.entry_type, p.timestamp])).toEqual([
    ['IN', await businessInstant(server, '2026-10-06', '22:00')],
    ['OUT', nightOut],
  ]);
  expect(seventh!.punches.map((p) => p.timestamp)).not.toContain(nightOut);
  // Read alone, the 7th still does not count the night that started on the 6th.
  const alone = await adminDays(main!.employee.id, 'start_date=2026-10-07&end_date=2026-10-07');
  expect(alone.body.days.map((d) => [d.date, d.worked_minutes, d.punches.length])).toEqual([['2026-10-07', 60, 2]]);
});

it('keeps the original time of a corrected punch and counts the new one', async () => {
  const [main] = grid;
  const { body } = await adminDays(main!.employee.id, 'start_date=2026-10-12&end_date=2026-10-12');
  const out = body.days[0]!.punches.find((p) => p.entry_type === 'OUT')!;
  expect(out.timestamp).toBe(await businessInstant(server, '2026-10-12', '17:15'));
  expect(out.original_timestamp).toBe(await businessInstant(server, '2026-10-12', '16:00'));
  expect(body.days[0]!.worked_minutes).toBe(9 * 60 + 15);
});

it("flags yesterday's forgotten check-out but not today's shift in progress, nor as not valid", async () => {
  const site = await createLocation(server);
  const who = await employee(server);
  const { today, yesterday } = await businessNow(server);
  const yesterdayAt8 = await businessInstant(server, yesterday, '08:00');
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: yesterdayAt8, locationId: site.id, open: true });
  // Today's check-in closes yesterday's IN as a missing check-out (recorded not valid, MISSING_CHECKOUT).
  expect((await checkIn(who, site, { location_id: site.id })).status).toBe(201);

  const { body } = await adminDays(who.id, `start_date=${yesterday}&end_date=${today}`);
  const none = { missing_check_out: false, invalid: false, off_site: false, corrected: false };
  expect(body.days.map((d) => ({ date: d.date, in_progress: d.in_progress, flags: d.flags, worked_minutes: d.worked_minutes }))).toEqual([
    { date: yesterday, in_progress: false, flags: { ...none, missing_check_out: true }, worked_minutes: 0 },
    { date: today, in_progress: true, flags: none, worked_minutes: 0 },
  ]);
  expect(body.totals).toEqual({ days_worked: 2, worked_minutes: 0, anomaly_days: 1 });
});

it('flags a punch the server recorded as not valid (a GPS fix too coarse)', async () => {
  const site = await createLocation(server);
  const who = await employee(server);
  const coarse = await checkIn(who, northOf(site, 140), { location_id: site.id, accuracy: 500 });
  expect(coarse.body.is_valid).toBe(false);
  const { today } = await businessNow(server);

  const { body } = await adminDays(who.id, `start_date=${today}&end_date=${today}`);
  expect(body.days[0]!.flags).toEqual({ missing_check_out: false, invalid: true, off_site: false, corrected: false });
});

it('answers 404 for an unknown user, 400 for a range ending before it starts, 403 to an employee', async () => {
  expect((await adminDays(999_999, 'start_date=2026-10-01&end_date=2026-10-31')).status).toBe(404);
  const backwards = await adminDays(grid[0]!.employee.id, 'start_date=2026-10-31&end_date=2026-10-01');
  expect(backwards.status).toBe(400);
  expect(backwards.body).toMatchObject({ errors: { end_date: expect.any(Array) } });
  const own = grid[0]!.employee;
  expect((await client().get(ApiPaths.adminAttendanceDays(own.id), own.token)).status).toBe(403);
});
