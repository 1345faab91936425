/**
 * Planned hours where people look (docs/behaviour.md, "Attendance report", "My hours", "Monthly attendance sheet"):
 * one employee with a template, late beyond the tolerance and working overtime, seen with the same figures in
 * 'Report Presenze' (the page's totals and the open row's days), its CSV, the monthly sheet's PDF and 'Le mie ore',
 * all from the one day computation (server/schedules/day-figures.ts); the number of statements of a report page
 * does not grow with its employees; and 'Orario di oggi'. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import {
  ApiPaths,
  SchedulePaths,
  type AttendancePage,
  type PlannedTotals,
  type ScheduleDefinition,
  type TodaySchedule,
  type WorkedDays,
} from '../../../src/core/contract';
import { loadTodaySchedule } from '../../../server/hours/my-hours.service';
import { plannedDays } from '../../../server/schedules/planned-days.service';
import { OFFICE_HOURS } from '../../mothers/schedule.mother';
import { api, type ApiClient } from '../support/api';
import { pdfText } from '../support/pdf-text';
import { businessInstant, businessNow, download, employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

const TIMEZONE = 'Europe/Rome';
let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: TIMEZONE } });
  client = api(server.url);
});
afterAll(() => server.close());

/** The office's week (tests/mothers/schedule.mother.ts). */
const OFFICE = OFFICE_HOURS;

let sequence = 0;
const ok = async <T>(response: Promise<{ status: number; body: unknown }>, status = 200): Promise<T> => {
  const answer = await response;
  if (answer.status !== status) throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body as T;
};

async function newTemplate(definition: ScheduleDefinition): Promise<number> {
  const body = { name: `Orario ore ${++sequence} ${Math.random().toString(36).slice(2, 7)}`, ...definition };
  return (await ok<{ id: number }>(client.post(SchedulePaths.templates, body, server.adminToken), 201)).id;
}

async function newGroup(): Promise<number> {
  const name = `Ufficio ore ${++sequence} ${Math.random().toString(36).slice(2, 7)}`;
  return (await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [name])).rows[0]!.id;
}

async function worked(who: { id: number }, date: string, from: string, to: string): Promise<void> {
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await businessInstant(server, date, from) });
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: await businessInstant(server, date, to) });
}

describe('an employee with a template, late beyond the tolerance and working overtime', () => {
  let lara: Employee;
  const range = { start_date: '2026-10-01', end_date: '2026-10-31' };

  beforeAll(async () => {
    const group = await newGroup();
    lara = await employee(server, { first_name: 'Lara', last_name: 'Ritardi' });
    await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = $2', [group, lara.id]);
    const template = await newTemplate(OFFICE);
    // The group's template from Thursday 1 to Monday 5 October: three working days.
    const assignment = { template_id: template, gruppo_id: group, start_date: '2026-10-01', end_date: '2026-10-05' };
    await ok(client.post(SchedulePaths.assignments, assignment, server.adminToken), 201);
    // Thursday: 25 minutes late (beyond the 10 of tolerance: all 25 count), 40 minutes after 18:00 (two blocks: 30).
    await worked(lara, '2026-10-01', '09:25', '13:00');
    await worked(lara, '2026-10-01', '14:00', '18:40');
    // Friday: 5 minutes late, forgiven.
    await worked(lara, '2026-10-02', '09:05', '13:00');
    await worked(lara, '2026-10-02', '14:00', '18:00');
    // Monday: absent, eight hours missing.
  });

  /** Worked out by hand from the rules of docs/behaviour.md, "Work schedules". */
  const EXPECTED_TOTALS: PlannedTotals = {
    planned_minutes: 3 * 480,
    ordinary_minutes: 455 + 475,
    overtime_minutes: 30,
    late_minutes: 25,
    early_exit_minutes: 0,
    missing_minutes: 25 + 0 + 480,
    night_minutes: 0,
    holiday_minutes: 0,
    late_days: 1,
    short_rest_days: 0,
    no_break_days: 0,
    no_weekly_rest_days: 0,
    over_average_weeks: 0,
    absence_minutes: 0,
    punched_on_absence_days: 0,
  };

  it("shows the figures in the report's row and in the open row's days, as the day computation answers them", async () => {
    const query = `start_date=${range.start_date}&end_date=${range.end_date}`;
    const page = await ok<AttendancePage>(client.get(`${ApiPaths.adminAttendance}?${query}&user_id=${lara.id}`, server.adminToken));
    expect(page.results).toHaveLength(1);
    expect(page.results[0]!.totals).toEqual({ days_worked: 2, worked_minutes: 495 + 475, anomaly_days: 0 });
    expect(page.results[0]!.planned_totals).toEqual(EXPECTED_TOTALS);

    const days = await ok<WorkedDays>(client.get(`${ApiPaths.adminAttendanceDays(lara.id)}?${query}`, server.adminToken));
    expect(days.planned_totals).toEqual(EXPECTED_TOTALS);
    expect(days.planned_days).toHaveLength(31);
    const byDate = new Map(days.planned_days!.map((day) => [day.date, day]));
    expect(byDate.get('2026-10-01')).toMatchObject({
      kind: 'working',
      planned_minutes: 480,
      worked_minutes: 495,
      ordinary_minutes: 455,
      extra_minutes: 40,
      overtime_minutes: 30,
      late_minutes: 25,
      tolerated_late_minutes: 0,
      missing_minutes: 25,
    });
    expect(byDate.get('2026-10-02')).toMatchObject({ late_minutes: 0, tolerated_late_minutes: 5, missing_minutes: 0, overtime_minutes: 0 });
    expect(byDate.get('2026-10-05')).toMatchObject({ planned_minutes: 480, worked_minutes: 0, missing_minutes: 480 });
    // After the assignment's end, nothing planned.
    expect(byDate.get('2026-10-06')).toMatchObject({ kind: 'unscheduled', planned_minutes: 0 });
    // The one computation: the schedules' own answer, day for day and week for week.
    const [direct] = await plannedDays(server.db, [lara.id], range.start_date, range.end_date, TIMEZONE);
    expect({ days: days.planned_days, weeks: days.planned_weeks }).toEqual({ days: direct!.days, weeks: direct!.weeks });
    // Planned worked minutes are the worked time's own.
    for (const day of days.days) expect(byDate.get(day.date)!.worked_minutes).toBe(day.worked_minutes);
  });

  it("writes the same figures in the CSV, the absent day included, and 'Le mie ore' answers the same", async () => {
    const csv = await download(server, `${ApiPaths.adminAttendance}?start_date=${range.start_date}&end_date=${range.end_date}&user_id=${lara.id}&format=csv`);
    const [header, ...lines] = csv.text.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    const columns = header!.split(';');
    const rows = lines.map((line) => Object.fromEntries(line.split(';').map((value, i) => [columns[i]!, value])));
    const pick = (row: Record<string, string>) => [
      row['Data'],
      row['Ore lavorate'],
      row['Teorico'],
      row['Ordinarie'],
      row['Straordinario'],
      row['Ritardo'],
      row['Uscita anticipata'],
      row['Ore mancanti'],
      row['Notturno'],
      row['Festivo'],
    ];
    expect(rows.map(pick)).toEqual([
      ['01/10/2026', '8:15', '8:00', '7:35', '0:30', '0:25', '0:00', '0:25', '0:00', '0:00'],
      ['02/10/2026', '7:55', '8:00', '7:55', '0:00', '0:00', '0:00', '0:00', '0:00', '0:00'],
      // An absence: a line of its own, with no times.
      ['05/10/2026', '0:00', '8:00', '0:00', '0:00', '0:00', '0:00', '8:00', '0:00', '0:00'],
    ]);
    expect(rows[2]!['Prima entrata']).toBe('');

    const own = await ok<WorkedDays>(client.get(`${ApiPaths.myHours}?month=2026-10`, lara.token));
    const report = await ok<WorkedDays>(
      client.get(`${ApiPaths.adminAttendanceDays(lara.id)}?start_date=${range.start_date}&end_date=${range.end_date}`, server.adminToken),
    );
    expect(own.planned_totals).toEqual(EXPECTED_TOTALS);
    expect(own.planned_totals!.overtime_minutes).toBe(30);
    expect(own).toEqual(report);
  });

  it('draws the split per day and the month\'s totals on the sheet', async () => {
    const response = await fetch(`${server.url}${ApiPaths.adminAttendanceSheet}?month=2026-10&user_id=${lara.id}`, {
      headers: { authorization: `Bearer ${server.adminToken}` },
    });
    expect(response.status).toBe(200);
    const { pages } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(pages).toHaveLength(1);
    const page = pages[0]!;
    const line = (label: string) => page.split('\n').find((text) => text.startsWith(`${label} `))?.slice(label.length + 1);
    expect(page).toMatch(/Giorno Entrata \/ Uscita Ore Teor\. Ord\. Str\. Rit\. Manc\. Nott\. Fest\. Note/);
    // Times, worked, planned, ordinary, overtime, late, missing (night and holiday: none).
    expect(line('1 gio')).toBe('09:25–13:00, 14:00–18:40 8:15 8:00 7:35 0:30 0:25 0:25');
    expect(line('2 ven')).toBe('09:05–13:00, 14:00–18:00 7:55 8:00 7:55');
    expect(line('5 lun')).toBe('8:00 8:00');
    expect(page).toContain('Teorico: 24:00');
    expect(page).toContain('Ordinarie: 15:30');
    expect(page).toContain('Straordinario: 0:30');
    expect(page).toContain('Ritardo: 0:25');
    expect(page).toContain('Uscita anticipata: 0:00');
    expect(page).toContain('Ore mancanti: 8:25');
    expect(page).toContain('Notturno: 0:00');
    expect(page).toContain('Festivo: 0:00');
    expect(page).toContain('Ore totali: 16:10');
  });
});

it("reads a report page's planned hours in as many statements for five employees as for one", async () => {
  const group = await newGroup();
  const template = await newTemplate(OFFICE);
  await ok(client.post(SchedulePaths.assignments, { template_id: template, gruppo_id: group, start_date: '2026-09-01' }, server.adminToken), 201);
  const people = [];
  for (let i = 0; i < 5; i++) {
    const who = await server.createUser({ last_name: `Contati ${i}` });
    await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = $2', [group, who.id]);
    await worked(who, '2026-09-07', '09:00', '18:30');
    people.push(who);
  }
  const statementsOf = async (query: string): Promise<number> => {
    const before = server.db.statementCount;
    await ok(client.get(`${ApiPaths.adminAttendance}?start_date=2026-09-01&end_date=2026-09-30&${query}`, server.adminToken));
    return server.db.statementCount - before;
  };
  const one = await statementsOf(`user_id=${people[0]!.id}`);
  const five = await statementsOf(`gruppo=${group}`);
  expect(five).toBe(one);
});

describe("'Orario di oggi'", () => {
  const DAILY: ScheduleDefinition = {
    ...OFFICE,
    intervals: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: 480, end: 720 })),
  };

  it("answers today's intervals from the template in force, in one statement", async () => {
    const { today } = await businessNow(server);
    const who = await server.createUser();
    await ok(client.post(SchedulePaths.assignments, { template_id: await newTemplate(DAILY), user_id: who.id, start_date: today }, server.adminToken), 201);
    const { access } = await server.loginAs(who);
    const answer = await ok<TodaySchedule>(client.get(ApiPaths.todaySchedule, access));
    // A national holiday plans nothing: the test would then run on a holiday.
    if (answer.kind === 'holiday') return;
    expect(answer).toEqual({
      date: today,
      kind: 'working',
      holiday_name: null,
      closure_name: null,
      intervals: [{ start: 480, end: 720 }],
      planned_minutes: 240,
      tolerance_minutes: 10,
      flex_earliest_start: null,
      flex_latest_start: null,
      is_override: false,
    });
    const before = server.db.statementCount;
    await loadTodaySchedule(server.db, who.id, TIMEZONE);
    expect(server.db.statementCount - before).toBe(1);
  });

  it("says 'Riposo' for a day override without intervals, and nothing planned without a template", async () => {
    const { today } = await businessNow(server);
    const resting = await server.createUser();
    await ok(client.post(SchedulePaths.assignments, { template_id: await newTemplate(DAILY), user_id: resting.id, start_date: today }, server.adminToken), 201);
    await ok(client.put(SchedulePaths.override(resting.id, today), { intervals: [] }, server.adminToken));
    const rest = await ok<TodaySchedule>(client.get(ApiPaths.todaySchedule, (await server.loginAs(resting)).access));
    expect(rest).toMatchObject({ date: today, kind: 'rest', intervals: [], planned_minutes: 0, is_override: true });

    const free = await server.createUser();
    const none = await ok<TodaySchedule>(client.get(ApiPaths.todaySchedule, (await server.loginAs(free)).access));
    expect(none).toMatchObject({ date: today, intervals: [], planned_minutes: 0, is_override: false });
    expect(['unscheduled', 'holiday']).toContain(none.kind);
    expect((await client.get(ApiPaths.todaySchedule)).status).toBe(401);
  });
});
