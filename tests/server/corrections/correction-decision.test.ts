/**
 * Approving and refusing correction requests (docs/behaviour.md, "Correction requests"): the approval applies the
 * correction through the audited paths and the worked hours follow; a request is decided once; no one corrects
 * their own punches.
 */
import { ApiError, ApiPaths, CorrectionFieldError, UserFieldError, type WorkedDay } from '../../../src/core/contract';
import { api } from '../support/api';
import { createLocation, employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const admin = () => api(server.url);
const approve = (id: number, token = server.adminToken) => admin().post(ApiPaths.adminCorrectionApprove(id), undefined, token);
const refuse = (id: number, reason: string, token = server.adminToken) => admin().post(ApiPaths.adminCorrectionRefuse(id), { reason }, token);

async function requestFix(who: Employee, body: { timesheet_id: number; kind: string; proposed_timestamp: string }): Promise<number> {
  const response = await who.client.post(ApiPaths.correctionRequests, { reason: 'Ho dimenticato di timbrare', ...body }, who.token);
  expect(response.status).toBe(201);
  return response.body.id;
}

async function dayOf(who: Employee, date: string): Promise<WorkedDay | undefined> {
  const response = await who.client.get(`${ApiPaths.myHours}?month=${date.slice(0, 7)}`, who.token);
  expect(response.status).toBe(200);
  return (response.body.days as WorkedDay[]).find((day) => day.date === date);
}

async function auditOf(action: string, targetUserId: number) {
  const { rows } = await server.db.query<{ actor_id: number; timesheet_id: number | null; details: Record<string, unknown> }>(
    'SELECT actor_id, timesheet_id, details FROM audit_log WHERE action = $1 AND target_user_id = $2 ORDER BY id',
    [action, targetUserId],
  );
  return rows;
}

it('approving a missing check-out adds the OUT: the day then has its worked time and is marked corrected', async () => {
  const who = await employee(server);
  const place = await createLocation(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-06T07:00:00Z', locationId: place.id });
  // Closed by the next morning's check-in as a forgotten check-out: recorded not valid for that reason only, which the
  // day shows as 'Uscita mancante' (not also as an invalid punch).
  await server.db.query(
    `UPDATE timesheet_entries SET is_valid = false, validation_errors = $2::jsonb WHERE id = $1`,
    [inId, JSON.stringify([{ code: 'MISSING_CHECKOUT', message: ApiError.MISSING_CHECKOUT }])],
  );
  await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-07T07:00:00Z' });
  expect((await dayOf(who, '2024-05-06'))!.flags).toMatchObject({ missing_check_out: true, invalid: false, corrected: false });
  const id = await requestFix(who, { timesheet_id: inId, kind: 'missing_check_out', proposed_timestamp: '2024-05-06T17:00' });

  const response = await approve(id);

  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ id, status: 'approved', decided_by: server.admin.username, decided_at: expect.any(String), refusal_reason: '' });
  const day = (await dayOf(who, '2024-05-06'))!;
  expect(day).toMatchObject({
    worked_minutes: 480,
    first_in: '2024-05-06T07:00:00.000Z',
    last_out: '2024-05-06T15:00:00.000Z',
    flags: { missing_check_out: false, invalid: false, off_site: false, corrected: true },
  });
  const added = day.punches.find((punch) => punch.entry_type === 'OUT')!;
  expect(added).toMatchObject({
    timestamp: '2024-05-06T15:00:00.000Z',
    is_added: true,
    is_valid: true,
    original_timestamp: null,
    location_name: place.name,
  });
  expect(await auditOf('PUNCH_ADDED', who.id)).toEqual([
    { actor_id: server.admin.id, timesheet_id: added.id, details: { request_id: id, check_in_id: inId, new_timestamp: '2024-05-06T15:00:00.000Z' } },
  ]);
  expect(await auditOf('CORRECTION_APPROVED', who.id)).toEqual([expect.objectContaining({ actor_id: server.admin.id, timesheet_id: inId })]);
  // The added OUT shows in 'Attività Sistema' with its note.
  const { rows } = await server.db.query('SELECT notes, device_id FROM timesheet_entries WHERE id = $1', [added.id]);
  expect(rows).toEqual([{ notes: 'Uscita aggiunta su richiesta', device_id: null }]);
  // …and its 'Storico correzioni' says it was added, by whom, with no original time.
  const history = await admin().get(ApiPaths.timesheetCorrections(added.id), server.adminToken);
  expect(history.body).toEqual([
    expect.objectContaining({ old_timestamp: null, new_timestamp: '2024-05-06T15:00:00.000Z', changed_by: server.admin.username }),
  ]);
});

it("approving a missing check-out of today's open IN closes it: the employee is no longer checked in", async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: new Date(Date.now() - 3 * 3600e3).toISOString(), open: true });
  const id = await requestFix(who, { timesheet_id: inId, kind: 'missing_check_out', proposed_timestamp: new Date(Date.now() - 3600e3).toISOString() });

  expect((await approve(id)).status).toBe(200);

  const { rows } = await server.db.query<{ is_open: boolean }>('SELECT is_open FROM timesheet_entries WHERE id = $1', [inId]);
  expect(rows[0]!.is_open).toBe(false);
  const status = await who.client.get(ApiPaths.status, who.token);
  expect(status.body.is_checked_in).toBe(false);
});

it('approving a wrong time moves the punch through the audited edit, the original time kept', async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-08T07:40:00Z' });
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-05-08T15:00:00Z' });
  const id = await requestFix(who, { timesheet_id: inId, kind: 'wrong_time', proposed_timestamp: '2024-05-08T09:00' });

  const response = await approve(id);

  expect(response.status).toBe(200);
  // The request reads as it was made: the punch's time then, its day.
  expect(response.body).toMatchObject({ status: 'approved', punch_timestamp: '2024-05-08T07:40:00.000Z', business_date: '2024-05-08' });
  const day = (await dayOf(who, '2024-05-08'))!;
  expect(day.worked_minutes).toBe(480);
  expect(day.flags.corrected).toBe(true);
  expect(day.punches[0]).toMatchObject({ id: inId, timestamp: '2024-05-08T07:00:00.000Z', original_timestamp: '2024-05-08T07:40:00.000Z' });
  const history = await admin().get(ApiPaths.timesheetCorrections(inId), server.adminToken);
  expect(history.body).toEqual([
    expect.objectContaining({ old_timestamp: '2024-05-08T07:40:00.000Z', new_timestamp: '2024-05-08T07:00:00.000Z', changed_by: server.admin.username }),
  ]);
  expect((await auditOf('PUNCH_CORRECTED', who.id))[0]!.details).toMatchObject({ request_id: id });
});

it('decides a request once: a second approval, or a refusal after it, is 409', async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-09T07:00:00Z' });
  const id = await requestFix(who, { timesheet_id: inId, kind: 'missing_check_out', proposed_timestamp: '2024-05-09T17:00' });
  expect((await approve(id)).status).toBe(200);

  for (const again of [await approve(id), await refuse(id, 'Troppo tardi')]) {
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ code: 'CORRECTION_ALREADY_DECIDED', message: ApiError.CORRECTION_ALREADY_DECIDED });
  }
  expect((await approve(999999)).status).toBe(404);
});

it('two approvals at the same moment: one applies, the other is 409, and one OUT is added', async () => {
  const who = await employee(server);
  const secondAdmin = await employee(server, { is_admin: true });
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-10T07:00:00Z' });
  const id = await requestFix(who, { timesheet_id: inId, kind: 'missing_check_out', proposed_timestamp: '2024-05-10T17:00' });

  const both = await Promise.all([approve(id), approve(id, secondAdmin.token)]);

  expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
  const { rows } = await server.db.query(`SELECT id FROM timesheet_entries WHERE user_id = $1 AND entry_type = 'OUT'`, [who.id]);
  expect(rows).toHaveLength(1);
  expect(await auditOf('PUNCH_ADDED', who.id)).toHaveLength(1);
});

it('checks the rules again at the approval: punches changed since → 400, the request stays pending', async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-13T07:00:00Z' });
  const id = await requestFix(who, { timesheet_id: inId, kind: 'missing_check_out', proposed_timestamp: '2024-05-13T17:00' });
  // Meanwhile the day got its OUT (e.g. an administrator entered it).
  await insertPunchAt(server, { userId: who.id, entryType: 'OUT', at: '2024-05-13T16:00:00Z' });

  const response = await approve(id);

  expect(response.status).toBe(400);
  expect(response.body.errors).toEqual({ timesheet_id: [CorrectionFieldError.NOT_MISSING_CHECK_OUT] });
  const { rows } = await server.db.query(`SELECT status FROM correction_requests WHERE id = $1`, [id]);
  expect(rows).toEqual([{ status: 'pending' }]);
  expect(await auditOf('PUNCH_ADDED', who.id)).toEqual([]);
  // It can still be refused.
  expect((await refuse(id, "L'uscita risulta già registrata")).status).toBe(200);
});

it('refusing needs a reason, changes no punch, and the employee sees the refusal and its reason', async () => {
  const who = await employee(server);
  const inId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: '2024-05-14T07:00:00Z' });
  const id = await requestFix(who, { timesheet_id: inId, kind: 'wrong_time', proposed_timestamp: '2024-05-14T08:00' });

  expect((await refuse(id, '')).status).toBe(400);
  expect((await refuse(id, '   ')).body.errors).toEqual({ reason: [UserFieldError.REQUIRED] });
  const response = await refuse(id, '  Il badge risulta alle 9:00  ');

  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ status: 'refused', refusal_reason: 'Il badge risulta alle 9:00', decided_by: server.admin.username });
  const own = await who.client.get(ApiPaths.correctionRequests, who.token);
  expect(own.body).toMatchObject({ count: 1, pending: 0, results: [{ id, status: 'refused', refusal_reason: 'Il badge risulta alle 9:00' }] });
  const { rows } = await server.db.query('SELECT "timestamp", original_timestamp FROM timesheet_entries WHERE id = $1', [inId]);
  expect(rows).toEqual([{ timestamp: new Date('2024-05-14T07:00:00Z'), original_timestamp: null }]);
  expect(await auditOf('CORRECTION_REFUSED', who.id)).toEqual([
    expect.objectContaining({ actor_id: server.admin.id, details: expect.objectContaining({ request_id: id, reason: 'Il badge risulta alle 9:00' }) }),
  ]);
  expect((await admin().post(ApiPaths.adminCorrectionRefuse(id), { reason: 'x' }, who.token)).status).toBe(403);
});

it("an administrator decides another's request only: their own is 403 OWN_PUNCHES, for another administrator to decide", async () => {
  const boss = await employee(server, { is_admin: true });
  const inId = await insertPunchAt(server, { userId: boss.id, entryType: 'IN', at: '2024-05-15T07:00:00Z' });
  const id = await requestFix(boss, { timesheet_id: inId, kind: 'missing_check_out', proposed_timestamp: '2024-05-15T17:00' });
  const ownPunches = { code: 'OWN_PUNCHES', message: ApiError.OWN_PUNCHES };

  expect((await approve(id, boss.token)).body).toEqual(ownPunches);
  expect((await refuse(id, 'No', boss.token)).status).toBe(403);
  expect((await approve(id)).status).toBe(200);
});

it('an administrator cannot edit their own punch directly: 403 OWN_PUNCHES, the punch unchanged', async () => {
  const boss = await employee(server, { is_admin: true });
  const inId = await insertPunchAt(server, { userId: boss.id, entryType: 'IN', at: '2024-05-16T07:00:00Z' });

  const response = await admin().patch(ApiPaths.timesheet(inId), { timestamp: '2024-05-16T06:00:00Z' }, boss.token);

  expect(response.status).toBe(403);
  expect(response.body).toEqual({ code: 'OWN_PUNCHES', message: ApiError.OWN_PUNCHES });
  const { rows } = await server.db.query('SELECT "timestamp", original_timestamp FROM timesheet_entries WHERE id = $1', [inId]);
  expect(rows).toEqual([{ timestamp: new Date('2024-05-16T07:00:00Z'), original_timestamp: null }]);
  expect((await admin().get(ApiPaths.timesheetCorrections(inId), server.adminToken)).body).toEqual([]);
  // Another administrator may.
  expect((await admin().patch(ApiPaths.timesheet(inId), { timestamp: '2024-05-16T06:00:00Z' }, server.adminToken)).status).toBe(200);
});
