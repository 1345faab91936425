/** Status, own history and daily summary (/api/timesheet/status/, /daily-summary/, /api/timesheets/; docs/behaviour.md, "History"). */
import { startTestServer, type TestServer } from '../support/test-server';
import { businessNow, checkIn, checkOut, createLocation, employee, insertPunchAt, type Employee } from '../support/punch-fixtures';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('status', () => {
  it('is empty before the first punch, IN after a check-in, OUT after the check-out', async () => {
    const site = await createLocation(server);
    const who = await employee(server);
    const status = () => who.client.get('/api/timesheet/status/', who.token);

    expect((await status()).body).toEqual({ status: '', is_checked_in: false, last_entry: null });

    const punch = await checkIn(who, site, { location_id: site.id });
    expect((await status()).body).toEqual({
      status: 'IN',
      is_checked_in: true,
      last_entry: { entry_type: 'IN', timestamp: punch.body.timestamp, location_name: site.name },
    });

    await checkOut(who, site);
    expect((await status()).body).toMatchObject({ status: 'OUT', is_checked_in: false, last_entry: { entry_type: 'OUT' } });
  });

  it('answers 401 without a token', async () => {
    expect((await (await employee(server)).client.get('/api/timesheet/status/')).status).toBe(401);
  });
});

describe('history', () => {
  /** An employee with 12 punches over 2024-03-01..06 at 08:00 and 17:00 UTC, plus another user's punch. */
  async function employeeWithMarchPunches(): Promise<Employee> {
    const who = await employee(server);
    for (let day = 1; day <= 6; day += 1) {
      const date = `2024-03-0${day}`;
      await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: `${date}T08:00:00Z` });
      await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: `${date}T17:00:00Z` });
    }
    const other = await server.createUser();
    await insertPunchAt(server, { userId: other.id, entryType: 'IN', at: '2024-03-03T09:00:00Z' });
    return who;
  }

  it('lists only the own punches, newest first, paginated with page/page_size or limit', async () => {
    const who = await employeeWithMarchPunches();

    const first = await who.client.get('/api/timesheets/?page=1&page_size=5', who.token);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(12);
    expect(first.body.results.map((e: any) => e.timestamp)).toEqual([
      '2024-03-06T17:00:00.000Z',
      '2024-03-06T08:00:00.000Z',
      '2024-03-05T17:00:00.000Z',
      '2024-03-05T08:00:00.000Z',
      '2024-03-04T17:00:00.000Z',
    ]);
    expect(first.body.results.every((e: any) => e.user_id === who.id)).toBe(true);

    const third = await who.client.get('/api/timesheets/?page=3&page_size=5', who.token);
    expect(third.body).toMatchObject({ count: 12, results: [{ timestamp: '2024-03-01T17:00:00.000Z' }, { timestamp: '2024-03-01T08:00:00.000Z' }] });

    const mobile = await who.client.get('/api/timesheets/?limit=6', who.token);
    expect(mobile.body.results).toHaveLength(6);

    const beyond = await who.client.get('/api/timesheets/?page=9&page_size=5', who.token);
    expect(beyond.body).toEqual({ count: 12, results: [] });

    const byDefault = await who.client.get('/api/timesheets/', who.token);
    expect(byDefault.body.results).toHaveLength(10);
  });

  it('filters by inclusive business days and by entry type', async () => {
    const who = await employeeWithMarchPunches();

    const range = await who.client.get('/api/timesheets/?start_date=2024-03-02&end_date=2024-03-03&entry_type=IN', who.token);

    expect(range.body.count).toBe(2);
    expect(range.body.results.map((e: any) => e.timestamp)).toEqual(['2024-03-03T08:00:00.000Z', '2024-03-02T08:00:00.000Z']);
  });

  it('counts a punch at 23:30 UTC on the next Rome day', async () => {
    const who = await employee(server);
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-01-15T23:30:00Z' }); // 00:30 in Rome (CET)
    await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-07-15T21:30:00Z' }); // 23:30 in Rome (CEST)

    const onTheFifteenth = await who.client.get('/api/timesheets/?start_date=2024-01-15&end_date=2024-01-15', who.token);
    const onTheSixteenth = await who.client.get('/api/timesheets/?start_date=2024-01-16&end_date=2024-01-16', who.token);
    const julyFifteenth = await who.client.get('/api/timesheets/?start_date=2024-07-15&end_date=2024-07-15', who.token);

    expect(onTheFifteenth.body.count).toBe(0);
    expect(onTheSixteenth.body.count).toBe(1);
    expect(julyFifteenth.body.count).toBe(1);
  });

  it('refuses malformed filters with field messages', async () => {
    const who = await employee(server);
    const response = await who.client.get('/api/timesheets/?start_date=15-01-2024&entry_type=LUNCH', who.token);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION_ERROR');
  });
});

describe('daily summary', () => {
  it('sums the minutes between each IN and its OUT of the requested business day', async () => {
    const who = await employee(server);
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-04-10T06:00:00Z' }); // 08:00 Rome
    await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-04-10T10:30:00Z' });
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-04-10T11:15:00Z' });
    await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-04-10T15:00:00Z' });
    await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-04-10T22:30:00Z' }); // 00:30 on the 11th

    const response = await who.client.get('/api/timesheet/daily-summary/?date=2024-04-10', who.token);

    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      date: '2024-04-10',
      worked_minutes: 270 + 225,
      is_checked_in: false,
      first_check_in: '2024-04-10T06:00:00.000Z',
      last_check_out: '2024-04-10T15:00:00.000Z',
    });
    expect(response.body.entries).toHaveLength(4);
  });

  it('defaults to today in the business time zone and reports an open check-in', async () => {
    const site = await createLocation(server);
    const who = await employee(server);
    await checkIn(who, site, { location_id: site.id });

    const response = await who.client.get('/api/timesheet/daily-summary/', who.token);

    expect(response.body).toMatchObject({ date: (await businessNow(server)).today, is_checked_in: true, worked_minutes: 0, last_check_out: null });
    expect(response.body.entries).toHaveLength(1);
  });
});
