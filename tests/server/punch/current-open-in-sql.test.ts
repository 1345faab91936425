/**
 * isCurrentOpenIn (TypeScript, the punches, the status, the daily summary) and isCurrentOpenInSql (the
 * admin's figures over all users) are one rule written twice: evaluated on the same cases by the database
 * the suite runs on (PGlite, or PostgreSQL with DATABASE_URL), they must answer alike, so that they cannot drift.
 */
import { businessClockSql, isCurrentOpenInSql } from '../../../server/punch/open-in-shift.query';
import { isCurrentOpenIn } from '../../../server/punch/current-open-in';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

interface Case {
  businessDate: string;
  /** The location's work hours, or null after an off-site check-in. */
  hours: [start: string, end: string] | null;
  today: string;
  /** HH:MM, as the TypeScript side reads the clock. */
  localTime: string;
  /** The seconds of the database's clock, which the SQL side must ignore as the TypeScript side never sees them. */
  seconds: '00' | '59';
}

/** The SQL rule on every case, in one statement; the answers in the order of `cases`. */
async function sqlAnswers(cases: Case[]): Promise<boolean[]> {
  const params: unknown[] = [];
  const rows = cases.map((c, i) => {
    params.push(c.businessDate, c.hours?.[0] ?? null, c.hours?.[1] ?? null, c.today, `${c.localTime}:${c.seconds}`);
    const n = params.length;
    return `(${i}, $${n - 4}::date, $${n - 3}::time, $${n - 2}::time, $${n - 1}::date, $${n}::time)`;
  });
  const { rows: answers } = await server.db.query<{ current: boolean }>(
    `SELECT ${isCurrentOpenInSql(
      { businessDate: 'c.business_date', workHoursStart: 'c.work_hours_start', workHoursEnd: 'c.work_hours_end' },
      { today: 'c.today', localTime: 'c.local_time' },
    )} AS current
     FROM (VALUES ${rows.join(', ')}) AS c(n, business_date, work_hours_start, work_hours_end, today, local_time)
     ORDER BY c.n`,
    params,
  );
  return answers.map((row) => row.current);
}

const tsAnswer = (c: Case) =>
  isCurrentOpenIn(
    { businessDate: c.businessDate, location: c.hours && { work_hours_start: c.hours[0], work_hours_end: c.hours[1] } },
    c.today,
    c.localTime,
  );

const describeCase = (c: Case) =>
  `IN of ${c.businessDate} at ${c.hours ? c.hours.join('–') : 'off-site'}, now ${c.today} ${c.localTime}:${c.seconds}`;

it('answers as isCurrentOpenIn on the named cases of a 22:00–06:00 place (current until 08:00)', async () => {
  const night: Case['hours'] = ['22:00', '06:00'];
  const named: Array<[Case, boolean]> = [
    [{ businessDate: '2024-03-04', hours: night, today: '2024-03-05', localTime: '02:00', seconds: '00' }, true],
    [{ businessDate: '2024-03-04', hours: night, today: '2024-03-05', localTime: '07:59', seconds: '59' }, true],
    [{ businessDate: '2024-03-04', hours: night, today: '2024-03-05', localTime: '08:00', seconds: '00' }, false],
    [{ businessDate: '2024-03-04', hours: night, today: '2024-03-05', localTime: '22:30', seconds: '00' }, false],
    [{ businessDate: '2024-03-03', hours: night, today: '2024-03-05', localTime: '02:00', seconds: '00' }, false],
    [{ businessDate: '2024-03-04', hours: ['09:00', '18:00'], today: '2024-03-05', localTime: '00:30', seconds: '00' }, false],
    [{ businessDate: '2024-03-04', hours: null, today: '2024-03-05', localTime: '00:30', seconds: '00' }, false],
    [{ businessDate: '2024-03-05', hours: null, today: '2024-03-05', localTime: '23:59', seconds: '59' }, true],
    // end + grace past midnight (22:30 + 2 h): capped at the start, not wrapped to 00:30.
    [{ businessDate: '2024-03-04', hours: ['23:00', '22:30'], today: '2024-03-05', localTime: '22:59', seconds: '59' }, true],
    [{ businessDate: '2024-03-04', hours: ['23:00', '22:30'], today: '2024-03-05', localTime: '23:00', seconds: '00' }, false],
  ];
  const sql = await sqlAnswers(named.map(([c]) => c));
  named.forEach(([c, expected], i) => {
    expect([describeCase(c), tsAnswer(c)]).toEqual([describeCase(c), expected]);
    expect([describeCase(c), sql[i]]).toEqual([describeCase(c), expected]);
  });
});

it('answers as isCurrentOpenIn on every combination of hours, day and time, across months and leap days', async () => {
  const hours: Array<Case['hours']> = [
    ['09:00', '18:00'],
    ['22:00', '06:00'],
    ['19:00', '18:00'],
    ['23:00', '22:30'],
    ['20:00', '23:30'],
    ['00:00', '23:59'],
    ['08:00', '08:00'],
    ['23:59', '00:00'],
    null,
  ];
  const times = ['00:00', '02:00', '05:59', '06:00', '07:59', '08:00', '12:00', '18:59', '19:00', '22:29', '22:30', '22:59', '23:00', '23:59'];
  const days = [
    { today: '2024-03-01', dates: ['2024-03-01', '2024-02-29', '2024-02-28'] },
    { today: '2024-01-01', dates: ['2024-01-01', '2023-12-31', '2023-12-30'] },
  ];
  const cases: Case[] = [];
  for (const { today, dates } of days) {
    for (const businessDate of dates) {
      for (const h of hours) {
        for (const localTime of times) {
          for (const seconds of ['00', '59'] as const) cases.push({ businessDate, hours: h, today, localTime, seconds });
        }
      }
    }
  }

  const sql = await sqlAnswers(cases);

  const disagreements = cases.filter((c, i) => sql[i] !== tsAnswer(c)).map(describeCase);
  expect(disagreements).toEqual([]);
  // The night branch is exercised both ways, not only "today" and "never".
  const nightOfYesterday = cases.filter((c) => c.businessDate === '2024-02-29' && c.hours?.[0] === '22:00').map(tsAnswer);
  expect(nightOfYesterday).toContain(true);
  expect(nightOfYesterday).toContain(false);
});

it('reads the business clock as the reads of one user do (the time of day, in the business time zone)', async () => {
  const clock = businessClockSql('$1');
  const { rows } = await server.db.query<{ same: boolean }>(
    `SELECT to_char(${clock.today}, 'YYYY-MM-DD') = to_char(now() AT TIME ZONE $1::text, 'YYYY-MM-DD')
        AND to_char(${clock.localTime}, 'HH24:MI') = to_char(now() AT TIME ZONE $1::text, 'HH24:MI') AS same`,
    ['Etc/GMT-14'],
  );
  expect(rows[0]!.same).toBe(true);
});
