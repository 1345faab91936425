/**
 * Approved absences in the planned-hours days through the database (docs/behaviour.md, "Absences", "Work schedules"):
 * an approved absence fills the day's plan (no 'Ore mancanti'), a pending, refused or cancelled one does not, a punch
 * on a day of ferie is flagged, and the days of any number of employees still cost the same two statements.
 */
import { AbsencePaths, ApiPaths, SchedulePaths, type PlannedDaysResponse, type WorkedDays } from '../../../src/core/contract';
import { plannedDays } from '../../../server/schedules/planned-days.service';
import { OFFICE_HOURS } from '../../mothers/schedule.mother';
import { enter, requested } from '../absences/absence-fixtures';
import { api, type ApiClient } from '../support/api';
import { employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
let who: Employee;
let colleague: Employee;

beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  who = await employee(server);
  colleague = await employee(server);
  const template = await client.post(SchedulePaths.templates, { name: 'Ufficio', ...OFFICE_HOURS }, server.adminToken);
  for (const person of [who, colleague]) {
    const assignment = { template_id: template.body.id, user_id: person.id, location_id: null, start_date: '2025-01-01', end_date: null };
    await client.post(SchedulePaths.assignments, assignment, server.adminToken);
  }
  // Monday 03/03 and Tuesday 04/03/2025: ferie, approved. Wednesday 05/03: a morning permesso, approved, then at
  // work from 14:00 (after the break) to 18:00. Thursday 06/03: ferie asked for, not decided. Friday 07/03: refused.
  const ferie = await requested(server, who, { code: 'FE', start_date: '2025-03-03', end_date: '2025-03-04' });
  await client.post(AbsencePaths.approve(ferie), undefined, server.adminToken);
  const rol = await requested(server, who, { code: 'ROL', start_date: '2025-03-05', start_time: '09:00', end_time: '13:00' });
  await client.post(AbsencePaths.approve(rol), undefined, server.adminToken);
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2025-03-05T13:00:00Z' });
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2025-03-05T17:00:00Z' });
  await requested(server, who, { code: 'FE', start_date: '2025-03-06' });
  const refused = await requested(server, who, { code: 'FE', start_date: '2025-03-07' });
  await client.post(AbsencePaths.refuse(refused), { reason: 'No' }, server.adminToken);
  // The colleague: ferie on Monday 10/03, entered by an administrator, and a punch that day anyway.
  await enter(server, colleague.id, { code: 'FE', start_date: '2025-03-10' });
  await insertPunchAt(server, { userId: colleague.id, entryType: 'IN', at: '2025-03-10T08:00:00Z' });
  await insertPunchAt(server, { userId: colleague.id, entryType: 'OUT', at: '2025-03-10T09:00:00Z' });
});
afterAll(() => server.close());

const daysOf = async (userId: number) => {
  const answer = await client.get<PlannedDaysResponse>(`${SchedulePaths.plannedDays}?start_date=2025-03-03&end_date=2025-03-10&user_id=${userId}`, server.adminToken);
  expect(answer.status).toBe(200);
  return new Map(answer.body.employees[0]!.days.map((d) => [d.date, d]));
};

it('an approved day of ferie misses nothing: its plan is justified by the absence', async () => {
  const monday = (await daysOf(who.id)).get('2025-03-03')!;
  expect(monday).toMatchObject({ planned_minutes: 480, missing_minutes: 0, absence_minutes: 480, punched_on_absence: false });
  expect(monday.absences).toEqual([{ absence_id: expect.any(Number), code: 'FE', name: 'Ferie', minutes: 480, whole_day: true, counts_as_work: false }]);
});

it('a morning permesso: the afternoon worked, no lateness for arriving after it, nothing missing', async () => {
  const wednesday = (await daysOf(who.id)).get('2025-03-05')!;
  expect(wednesday).toMatchObject({ ordinary_minutes: 240, late_minutes: 0, missing_minutes: 0, absence_minutes: 240 });
  expect(wednesday.absences).toEqual([expect.objectContaining({ code: 'ROL', minutes: 240, whole_day: false })]);
});

it('a pending or refused absence justifies nothing: the day misses its hours', async () => {
  const days = await daysOf(who.id);
  for (const date of ['2025-03-06', '2025-03-07']) {
    expect(days.get(date)).toMatchObject({ absences: [], absence_minutes: 0, missing_minutes: 480 });
  }
});

it('a cancelled absence no longer justifies its day', async () => {
  const person = await employee(server);
  const entered = await enter(server, person.id, { code: 'FE', start_date: '2025-03-03' });
  await client.post(AbsencePaths.cancel(entered.body.id), undefined, server.adminToken);
  expect((await daysOf(person.id)).get('2025-03-03')).toMatchObject({ absences: [], missing_minutes: 0, kind: 'unscheduled' });
});

it('a punch on a day of ferie is flagged, and counted in the totals of the hours', async () => {
  expect((await daysOf(colleague.id)).get('2025-03-10')).toMatchObject({ punched_on_absence: true, ordinary_minutes: 60, absence_minutes: 420, missing_minutes: 0 });
  const hours = await colleague.client.get<WorkedDays>(`${ApiPaths.myHours}?month=2025-03`, colleague.token);
  expect(hours.body.planned_totals).toMatchObject({ punched_on_absence_days: 1, absence_minutes: 420 });
});

it('reads the absences of every employee in the plans statement: still two statements', async () => {
  const before = server.db.statementCount;
  const employees = await plannedDays(server.db, [who.id, colleague.id], '2025-03-01', '2025-03-31', server.config.timezone);
  expect(server.db.statementCount - before).toBe(2);
  expect(employees.map((e) => e.days.reduce((sum, d) => sum + d.absence_minutes, 0))).toEqual([480 * 2 + 240, 420]);
});
