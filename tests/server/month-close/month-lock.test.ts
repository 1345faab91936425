/**
 * The lock of a closed month (docs/behaviour.md, "Closing the month"): in a month closed for the employee's group,
 * or for everyone, an administrator's edit of a punch, a correction request, its approval and its refusal, a
 * check-in and a check-out answer 409 MONTH_CLOSED and change nothing; after 'Riapri mese' each is accepted again.
 * Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { ApiError, ApiPaths, MonthClosePaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { checkIn, checkOut, employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { timezone: 'Europe/Rome' } });
});
afterAll(() => server.close());

const admin = () => api(server.url);
let sequence = 0;

/** An employee in a group of their own, so each test closes its month for that group only. */
async function groupedEmployee(): Promise<Employee & { groupId: number }> {
  const { rows } = await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [`Blocco ${++sequence}`]);
  const who = await employee(server);
  await server.db.query('UPDATE users SET gruppo_id = $1 WHERE id = $2', [rows[0]!.id, who.id]);
  return { ...who, groupId: rows[0]!.id };
}

async function close(month: string, groupId?: number): Promise<void> {
  const response = await admin().post(MonthClosePaths.close, { month, gruppo_id: groupId }, server.adminToken);
  expect(response.status).toBe(201);
}

async function reopen(month: string, groupId?: number): Promise<void> {
  const response = await admin().post(MonthClosePaths.reopen, { month, gruppo_id: groupId, reason: 'Correzione dopo la chiusura' }, server.adminToken);
  expect(response.status).toBe(200);
}

function expectMonthClosed(response: { status: number; body: any }): void {
  expect(response.status).toBe(409);
  expect(response.body).toMatchObject({ code: 'MONTH_CLOSED', message: ApiError.MONTH_CLOSED });
}

const punchTime = async (id: number) =>
  (await server.db.query<{ timestamp: Date }>('SELECT "timestamp" FROM timesheet_entries WHERE id = $1', [id])).rows[0]!.timestamp.toISOString();
const editPunch = (id: number, timestamp: string) => admin().patch(`/api/timesheets/${id}/`, { timestamp }, server.adminToken);

describe("an administrator's edit of a punch", () => {
  it('is refused for a punch of a closed month, and for a punch moved into one; accepted after reopening', async () => {
    const who = await groupedEmployee();
    const inMarch = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-03-05T08:00:00Z' });
    const inApril = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-04-02T08:00:00Z' });
    await close('2024-03', who.groupId);

    expectMonthClosed(await editPunch(inMarch, '2024-03-05T07:30:00Z'));
    // Out of April (open) into March (closed): March would change.
    expectMonthClosed(await editPunch(inApril, '2024-03-29T08:00:00Z'));
    expect(await punchTime(inMarch)).toBe('2024-03-05T08:00:00.000Z');
    expect(await punchTime(inApril)).toBe('2024-04-02T08:00:00.000Z');
    const audited = await server.db.query(`SELECT 1 FROM audit_log WHERE action = 'PUNCH_CORRECTED' AND target_user_id = $1`, [who.id]);
    expect(audited.rows).toHaveLength(0);
    // April itself stays open.
    expect((await editPunch(inApril, '2024-04-02T07:45:00Z')).status).toBe(200);

    await reopen('2024-03', who.groupId);
    expect((await editPunch(inMarch, '2024-03-05T07:30:00Z')).status).toBe(200);
    expect(await punchTime(inMarch)).toBe('2024-03-05T07:30:00.000Z');
  });

  it('is refused in a month closed for everyone, whatever the group', async () => {
    const who = await groupedEmployee();
    const punch = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2023-07-05T08:00:00Z' });
    await close('2023-07');
    expectMonthClosed(await editPunch(punch, '2023-07-05T07:30:00Z'));
    await reopen('2023-07');
    expect((await editPunch(punch, '2023-07-05T07:30:00Z')).status).toBe(200);
  });
});

describe('correction requests', () => {
  const file = (who: Employee, timesheetId: number, proposed: string) =>
    who.client.post(ApiPaths.correctionRequests, { timesheet_id: timesheetId, kind: 'wrong_time', proposed_timestamp: proposed, reason: 'Ho timbrato tardi' }, who.token);
  const pendingOf = async (userId: number) =>
    (await server.db.query<{ status: string }>('SELECT status FROM correction_requests WHERE user_id = $1', [userId])).rows.map((r) => r.status);

  it('cannot be filed about a punch of a closed month; can after reopening', async () => {
    const who = await groupedEmployee();
    const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-07T08:00:00Z' });
    await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-05-07T16:00:00Z' });
    await close('2024-05', who.groupId);

    expectMonthClosed(await file(who, inId, '2024-05-07T09:30'));
    expect(await pendingOf(who.id)).toEqual([]);

    await reopen('2024-05', who.groupId);
    expect((await file(who, inId, '2024-05-07T09:30')).status).toBe(201);
    expect(await pendingOf(who.id)).toEqual(['pending']);
  });

  it('are neither approved nor refused while their month is closed; approved after reopening', async () => {
    const who = await groupedEmployee();
    const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-06-04T08:00:00Z' });
    await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-06-04T16:00:00Z' });
    const filed = await file(who, inId, '2024-06-04T09:30');
    expect(filed.status).toBe(201);
    await close('2024-06', who.groupId);

    expectMonthClosed(await admin().post(ApiPaths.adminCorrectionApprove(filed.body.id), undefined, server.adminToken));
    expectMonthClosed(await admin().post(ApiPaths.adminCorrectionRefuse(filed.body.id), { reason: 'No' }, server.adminToken));
    expect(await pendingOf(who.id)).toEqual(['pending']);
    expect(await punchTime(inId)).toBe('2024-06-04T08:00:00.000Z');

    await reopen('2024-06', who.groupId);
    expect((await admin().post(ApiPaths.adminCorrectionApprove(filed.body.id), undefined, server.adminToken)).status).toBe(200);
    expect(await pendingOf(who.id)).toEqual(['approved']);
    expect(await punchTime(inId)).toBe('2024-06-04T07:30:00.000Z');
  });
});

describe('punches', () => {
  /**
   * A month is closed through the API only once it is over (MONTH_NOT_OVER), so no check-in meets a closed month in
   * use; the closing of the running month is entered here directly, to see the lock hold on the punches' path too.
   */
  async function closeRunningMonth(groupId: number): Promise<void> {
    const { rows } = await server.db.query<{ month: string }>(`SELECT to_char(now() AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month`);
    const month = rows[0]!.month;
    const refused = await admin().post(MonthClosePaths.close, { month, gruppo_id: groupId }, server.adminToken);
    expect(refused.body).toMatchObject({ code: 'MONTH_NOT_OVER' });
    await server.db.query(`INSERT INTO month_closures (month, gruppo_id, closed_by) VALUES ($1::date, $2, $3)`, [`${month}-01`, groupId, server.admin.id]);
  }
  const runningMonth = async () =>
    (await server.db.query<{ month: string }>(`SELECT to_char(now() AT TIME ZONE 'Europe/Rome', 'YYYY-MM') AS month`)).rows[0]!.month;
  const punchCount = async (userId: number) => (await server.db.query('SELECT 1 FROM timesheet_entries WHERE user_id = $1', [userId])).rows.length;
  const OFFSITE = { offsite_work: true, force_anomaly: true, anomaly_note: 'Lavoro da casa' };

  it('a check-in on a day of a closed month is refused; accepted after reopening', async () => {
    const who = await groupedEmployee();
    await closeRunningMonth(who.groupId);

    expectMonthClosed(await checkIn(who, null, OFFSITE));
    expect(await punchCount(who.id)).toBe(0);

    await reopen(await runningMonth(), who.groupId);
    expect((await checkIn(who, null, OFFSITE)).status).toBe(201);
  });

  it('a check-out closing a check-in of a closed month is refused; accepted after reopening', async () => {
    const who = await groupedEmployee();
    expect((await checkIn(who, null, OFFSITE)).status).toBe(201);
    await closeRunningMonth(who.groupId);

    expectMonthClosed(await checkOut(who, null, OFFSITE));
    expect(await punchCount(who.id)).toBe(1);

    await reopen(await runningMonth(), who.groupId);
    expect((await checkOut(who, null, OFFSITE)).status).toBe(201);
    expect(await punchCount(who.id)).toBe(2);
  });
});
