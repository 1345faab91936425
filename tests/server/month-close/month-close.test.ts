/**
 * 'Chiudi mese' and 'Riapri mese' (docs/behaviour.md, "Closing the month"): the month's state with what blocks a
 * clean close (missing check-outs, unjustified missing hours, pending correction and absence requests), the close
 * (only once the month is over, once per scope, even with blockers, audited), the reopening (a reason, audited), the
 * history, the monthly sheet's 'Definitivo', and administrators only. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { ApiPaths, MonthClosePaths, SchedulePaths, type MonthCloseStatus, type MonthClosure } from '../../../src/core/contract';
import { OFFICE_HOURS } from '../../mothers/schedule.mother';
import { api } from '../support/api';
import { pdfText } from '../support/pdf-text';
import { businessInstant, download, employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: 'Europe/Rome' } });
});
afterAll(() => server.close());

const admin = () => api(server.url);
let sequence = 0;

async function newGroup(): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [`Chiusura ${++sequence}`]);
  return rows[0]!.id;
}

async function member(groupId: number, names: { first_name: string; last_name: string }): Promise<Employee> {
  const who = await employee(server, names);
  await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = $2', [groupId, who.id]);
  return who;
}

async function worked(who: { id: number }, date: string, from: string, to: string): Promise<void> {
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: await businessInstant(server, date, from) });
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: await businessInstant(server, date, to) });
}

const status = async (month: string, groupId?: number) => {
  const response = await admin().get(`${MonthClosePaths.status}?month=${month}${groupId ? `&gruppo_id=${groupId}` : ''}`, server.adminToken);
  expect(response.status).toBe(200);
  return response.body as MonthCloseStatus;
};
const close = (month: string, groupId?: number) => admin().post(MonthClosePaths.close, { month, gruppo_id: groupId }, server.adminToken);
const reopen = (month: string, reason: string, groupId?: number) =>
  admin().post(MonthClosePaths.reopen, { month, gruppo_id: groupId, reason }, server.adminToken);

describe("a group's month with something of each kind blocking a clean close", () => {
  let groupId: number;
  let anna: Employee;
  let bruno: Employee;
  let correctionId: number;
  let absenceId: number;

  beforeAll(async () => {
    groupId = await newGroup();
    anna = await member(groupId, { first_name: 'Anna', last_name: 'Bianchi' });
    bruno = await member(groupId, { first_name: 'Bruno', last_name: 'Rossi' });
    const template = await admin().post(SchedulePaths.templates, { name: `Ufficio chiusura ${sequence}`, ...OFFICE_HOURS }, server.adminToken);
    expect(template.status).toBe(201);
    // Monday 2 and Tuesday 3 September 2024 planned, 09–13 and 14–18.
    const assignment = { template_id: template.body.id, gruppo_id: groupId, start_date: '2024-09-02', end_date: '2024-09-03' };
    expect((await admin().post(SchedulePaths.assignments, assignment, server.adminToken)).status).toBe(201);
    // Anna: Monday in full; Tuesday an IN and nothing after it (a missing check-out, and the day's hours missing).
    await worked(anna, '2024-09-02', '09:00', '13:00');
    const annaIn = await insertPunchAt(server, { userId: anna.id, entryType: 'IN', at: await businessInstant(server, '2024-09-02', '14:00') });
    await insertPunchAt(server, { userId: anna.id, entryType: 'OUT', at: await businessInstant(server, '2024-09-02', '18:00') });
    await insertPunchAt(server, { userId: anna.id, entryType: 'IN', at: await businessInstant(server, '2024-09-03', '09:00') });
    // Anna asks for Monday afternoon's IN to move: a pending correction.
    const filed = await anna.client.post(
      ApiPaths.correctionRequests,
      { timesheet_id: annaIn, kind: 'wrong_time', proposed_timestamp: '2024-09-02T13:55', reason: 'Rientrata prima' },
      anna.token,
    );
    expect(filed.status).toBe(201);
    correctionId = filed.body.id;
    // Bruno: both days in full, and a pending request of ferie from 30 September to 2 October.
    await worked(bruno, '2024-09-02', '09:00', '13:00');
    await worked(bruno, '2024-09-02', '14:00', '18:00');
    await worked(bruno, '2024-09-03', '09:00', '13:00');
    await worked(bruno, '2024-09-03', '14:00', '18:00');
    const { rows } = await server.db.query<{ id: number }>(
      `INSERT INTO absences (user_id, absence_type_id, start_date, end_date, amount, status)
       SELECT $1, id, '2024-09-30', '2024-10-02', 3, 'pending' FROM absence_types WHERE code = 'FE' RETURNING id`,
      [bruno.id],
    );
    absenceId = rows[0]!.id;
  });

  it('lists the blockers by employee and day, with the count of employees', async () => {
    const state = await status('2024-09', groupId);
    expect(state).toMatchObject({ month: '2024-09', gruppo_id: groupId, closure: null, month_over: true, employees: 2 });
    expect(state.blockers).toEqual([
      { kind: 'pending_correction', user_id: anna.id, username: anna.username, full_name: 'Anna Bianchi', date: '2024-09-02', minutes: 0, request_id: correctionId },
      { kind: 'missing_check_out', user_id: anna.id, username: anna.username, full_name: 'Anna Bianchi', date: '2024-09-03', minutes: 0, request_id: null },
      { kind: 'missing_hours', user_id: anna.id, username: anna.username, full_name: 'Anna Bianchi', date: '2024-09-03', minutes: 480, request_id: null },
      { kind: 'pending_absence', user_id: bruno.id, username: bruno.username, full_name: 'Bruno Rossi', date: '2024-09-30', minutes: 0, request_id: absenceId },
    ]);
  });

  it('closes even so, audited with the count of blockers; a second close of the group is refused', async () => {
    const closed = await close('2024-09', groupId);
    expect(closed.status).toBe(201);
    expect(closed.body).toMatchObject({
      month: '2024-09',
      gruppo_id: groupId,
      gruppo_name: `Chiusura ${1}`,
      closed_by: server.admin.username,
      reopened_at: null,
      reopen_reason: null,
    } satisfies Partial<MonthClosure>);
    const { rows } = await server.db.query<{ actor_id: number; details: unknown }>(`SELECT actor_id, details FROM audit_log WHERE action = 'MONTH_CLOSED'`);
    expect(rows).toEqual([{ actor_id: server.admin.id, details: { month: '2024-09', gruppo_id: groupId, blockers: 4 } }]);
    expect((await status('2024-09', groupId)).closure).toMatchObject({ id: closed.body.id });
    // Closed for the group only: the month for everyone is still open.
    expect((await status('2024-09')).closure).toBeNull();

    const again = await close('2024-09', groupId);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MONTH_ALREADY_CLOSED');
  });

  it("marks the month's sheet 'Definitivo' for the group's members, 'Provvisorio' before", async () => {
    const sheet = await download(server, `${ApiPaths.adminAttendanceSheet}?month=2024-09&user_id=${bruno.id}`);
    expect(sheet.status).toBe(200);
    expect((await pdfText(sheet.bytes)).text).toContain('Definitivo');
    const august = await download(server, `${ApiPaths.adminAttendanceSheet}?month=2024-08&user_id=${bruno.id}`);
    const { text } = await pdfText(august.bytes);
    expect(text).toContain('Provvisorio');
    expect(text).not.toContain('Definitivo');
  });

  it('reopens with a reason, audited; the history lists both, newest first', async () => {
    const blank = await reopen('2024-09', '   ', groupId);
    expect(blank.status).toBe(400);
    expect(blank.body.field_codes).toEqual({ reason: { code: 'REQUIRED' } });

    const reopened = await reopen('2024-09', 'Manca una correzione', groupId);
    expect(reopened.status).toBe(200);
    expect(reopened.body).toMatchObject({ reopened_by: server.admin.username, reopen_reason: 'Manca una correzione', reopened_at: expect.any(String) });
    const { rows } = await server.db.query<{ details: unknown }>(`SELECT details FROM audit_log WHERE action = 'MONTH_REOPENED'`);
    expect(rows).toEqual([{ details: { month: '2024-09', gruppo_id: groupId, reason: 'Manca una correzione' } }]);
    expect((await status('2024-09', groupId)).closure).toBeNull();

    const twice = await reopen('2024-09', 'Ancora', groupId);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('MONTH_NOT_CLOSED');

    expect((await close('2024-09', groupId)).status).toBe(201);
    const history = await admin().get(MonthClosePaths.history, server.adminToken);
    expect(history.status).toBe(200);
    const ofGroup = (history.body as MonthClosure[]).filter((closure) => closure.gruppo_id === groupId);
    expect(ofGroup.map((closure) => closure.reopen_reason)).toEqual([null, 'Manca una correzione']);
  });
});

describe('the scope of a closing', () => {
  it('a group of a month closed for everyone is closed already, and shows that closing', async () => {
    const groupId = await newGroup();
    expect((await close('2023-02')).status).toBe(201);
    const state = await status('2023-02', groupId);
    expect(state.closure).toMatchObject({ month: '2023-02', gruppo_id: null });
    const refused = await close('2023-02', groupId);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('MONTH_ALREADY_CLOSED');
    // Reopening names exactly the closing's scope: the group has none of its own.
    expect((await reopen('2023-02', 'Errore', groupId)).body.code).toBe('MONTH_NOT_CLOSED');
    expect((await reopen('2023-02', 'Errore')).status).toBe(200);
  });

  it('two closings of one scope at the same moment: one is made, the other refused', async () => {
    const groupId = await newGroup();
    const answers = await Promise.all([close('2023-03', groupId), close('2023-03', groupId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const { rows } = await server.db.query(`SELECT 1 FROM month_closures WHERE gruppo_id = $1`, [groupId]);
    expect(rows).toHaveLength(1);
  });

  it('a month still running, or to come, cannot be closed', async () => {
    const { rows } = await server.db.query<{ month: string; next: string }>(
      `SELECT to_char(now() AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month,
              to_char((now() AT TIME ZONE 'Europe/Rome') + interval '1 month', 'YYYY-MM') AS next`,
    );
    for (const month of [rows[0]!.month, rows[0]!.next]) {
      const refused = await close(month);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('MONTH_NOT_OVER');
      expect((await status(month)).month_over).toBe(false);
    }
  });

  it('an unknown group is not found', async () => {
    expect((await admin().get(`${MonthClosePaths.status}?month=2023-04&gruppo_id=999999`, server.adminToken)).status).toBe(404);
    expect((await close('2023-04', 999999)).status).toBe(404);
  });

  it('is for administrators only', async () => {
    const who = await employee(server);
    expect((await who.client.get(`${MonthClosePaths.status}?month=2023-05`, who.token)).status).toBe(403);
    expect((await who.client.post(MonthClosePaths.close, { month: '2023-05' }, who.token)).status).toBe(403);
    expect((await who.client.post(MonthClosePaths.reopen, { month: '2023-05', reason: 'x' }, who.token)).status).toBe(403);
    expect((await who.client.get(MonthClosePaths.history, who.token)).status).toBe(403);
  });
});
