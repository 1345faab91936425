/**
 * The only active administrator decides their own correction request (docs/behaviour.md, "Managers", administrators'
 * own punches): allowed, since nobody else could, and flagged (audit details.self_correction, the punch's
 * self_corrected, the punch's corrections list); with another active administrator it is 403 OWN_PUNCHES again.
 * The file's server has one administrator, server.admin.
 */
import { ApiPaths, type PunchCorrection } from '../../../src/core/contract';
import { api } from '../support/api';
import type { Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { freshPastDay, memberOf, pendingCorrection } from './manager-requests-fixtures';
import { insertPunchAt } from '../support/punch-fixtures';

let server: TestServer;
let self: Employee;
beforeAll(async () => {
  server = await startTestServer();
  self = { ...server.admin, token: server.adminToken, client: api(server.url) };
});
afterAll(() => server.close());

const approve = (id: number, token = server.adminToken) => api(server.url).post(ApiPaths.adminCorrectionApprove(id), undefined, token);
const refuse = (id: number, token = server.adminToken) => api(server.url).post(ApiPaths.adminCorrectionRefuse(id), { reason: 'Ripensato' }, token);
const auditDetails = async (action: string, requestId: number) =>
  (
    await server.db.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM audit_log WHERE action = $1 AND (details ->> 'request_id')::int = $2 ORDER BY id",
      [action, requestId],
    )
  ).rows.map((row) => row.details);
const selfCorrected = async (punchId: number) =>
  (await server.db.query<{ self_corrected: boolean }>('SELECT self_corrected FROM timesheet_entries WHERE id = $1', [punchId])).rows[0]!
    .self_corrected;
const correctionsOf = async (punchId: number) => {
  const answer = await api(server.url).get<PunchCorrection[]>(ApiPaths.timesheetCorrections(punchId), server.adminToken);
  expect(answer.status).toBe(200);
  return answer.body;
};

it('the sole administrator approves their own missing check-out: the added OUT and the audit rows say self-correction', async () => {
  const { requestId } = await pendingCorrection(server, self);

  const answer = await approve(requestId);

  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ status: 'approved', decided_by: server.admin.username });
  expect(await auditDetails('CORRECTION_APPROVED', requestId)).toEqual([expect.objectContaining({ self_correction: true })]);
  const [added] = await auditDetails('PUNCH_ADDED', requestId);
  expect(added).toMatchObject({ self_correction: true });
  const outId = (
    await server.db.query<{ timesheet_id: number }>(
      "SELECT timesheet_id FROM audit_log WHERE action = 'PUNCH_ADDED' AND (details ->> 'request_id')::int = $1",
      [requestId],
    )
  ).rows[0]!.timesheet_id;
  expect(await selfCorrected(outId)).toBe(true);
  expect(await correctionsOf(outId)).toEqual([expect.objectContaining({ self_correction: true, changed_by: server.admin.username })]);
});

it('the sole administrator approves their own wrong time: the moved punch is flagged, its correction says so', async () => {
  const day = freshPastDay();
  const punchId = await insertPunchAt(server, { userId: self.id, entryType: 'IN', at: `${day}T07:00:00Z` });
  await insertPunchAt(server, { userId: self.id, entryType: 'OUT', at: `${day}T16:00:00Z` });
  const filed = await self.client.post(
    ApiPaths.correctionRequests,
    { timesheet_id: punchId, kind: 'wrong_time', proposed_timestamp: `${day}T06:30:00Z`, reason: 'Entrato prima' },
    self.token,
  );
  expect(filed.status).toBe(201);

  const answer = await approve(filed.body.id);

  expect(answer.status).toBe(200);
  expect(await auditDetails('CORRECTION_APPROVED', filed.body.id)).toEqual([expect.objectContaining({ self_correction: true })]);
  expect(await auditDetails('PUNCH_CORRECTED', filed.body.id)).toEqual([expect.objectContaining({ self_correction: true })]);
  expect(await selfCorrected(punchId)).toBe(true);
  expect(await correctionsOf(punchId)).toEqual([expect.objectContaining({ self_correction: true })]);
});

it('the sole administrator refuses their own request: allowed and flagged', async () => {
  const { requestId, punchId } = await pendingCorrection(server, self);

  const answer = await refuse(requestId);

  expect(answer.status).toBe(200);
  expect(await auditDetails('CORRECTION_REFUSED', requestId)).toEqual([expect.objectContaining({ self_correction: true, reason: 'Ripensato' })]);
  expect(await selfCorrected(punchId)).toBe(false);
});

it("another administrator's request, decided by the sole one, is no self-correction", async () => {
  const employee = await memberOf(server, null);
  const { requestId } = await pendingCorrection(server, employee);

  expect((await approve(requestId)).status).toBe(200);

  expect(await auditDetails('CORRECTION_APPROVED', requestId)).toEqual([expect.not.objectContaining({ self_correction: expect.anything() })]);
});

it('with a second ACTIVE administrator their own request is 403 OWN_PUNCHES again; an inactive one does not count', async () => {
  const other = await memberOf(server, null, { is_admin: true });
  const { requestId } = await pendingCorrection(server, self);

  const refused = await approve(requestId);
  expect(refused.status).toBe(403);
  expect(refused.body.code).toBe('OWN_PUNCHES');
  expect((await refuse(requestId)).body.code).toBe('OWN_PUNCHES');

  await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [other.id]);
  expect((await approve(requestId)).status).toBe(200);
  expect(await auditDetails('CORRECTION_APPROVED', requestId)).toEqual([expect.objectContaining({ self_correction: true })]);
});
