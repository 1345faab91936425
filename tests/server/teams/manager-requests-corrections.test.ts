/**
 * A manager decides the correction requests of the people of their groups (docs/behaviour.md, "Managers",
 * "Correction requests"): the list is narrowed to them, a request of anyone else is 404, their own is 403 OWN_PUNCHES.
 */
import { ApiError, ApiPaths, type CorrectionRequestPage } from '../../../src/core/contract';
import { api, type ApiResponse } from '../support/api';
import type { Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createGroup, manage, memberOf, pendingCorrection } from './manager-requests-fixtures';

let server: TestServer;
/** Manager of group A (and a member of it); manager of group B; an employee of each; an administrator in group A. */
let managerA: Employee;
let managerB: Employee;
let alice: Employee;
let bob: Employee;
let adminOfA: Employee;
beforeAll(async () => {
  server = await startTestServer();
  const groupA = await createGroup(server);
  const groupB = await createGroup(server);
  managerA = await memberOf(server, groupA, { first_name: 'Marta' });
  managerB = await memberOf(server, groupB, { first_name: 'Bruno' });
  await manage(server, managerA.id, groupA);
  await manage(server, managerB.id, groupB);
  alice = await memberOf(server, groupA, { first_name: 'Alice' });
  bob = await memberOf(server, groupB, { first_name: 'Bob' });
  adminOfA = await memberOf(server, groupA, { is_admin: true, first_name: 'Ada' });
});
afterAll(() => server.close());

const client = () => api(server.url);
const list = (token: string, status = 'pending') =>
  client().get<CorrectionRequestPage>(`${ApiPaths.adminCorrectionRequests}?status=${status}&page_size=100`, token);
const approve = (id: number, token: string) => client().post(ApiPaths.adminCorrectionApprove(id), undefined, token);
const refuse = (id: number, token: string) => client().post(ApiPaths.adminCorrectionRefuse(id), { reason: 'Il badge dice altro' }, token);
const statusOf = async (id: number) =>
  (await server.db.query<{ status: string }>('SELECT status FROM correction_requests WHERE id = $1', [id])).rows[0]!.status;

it("a manager's list holds only the requests of their groups' members, counts included; an administrator's holds all", async () => {
  const ofAlice = await pendingCorrection(server, alice);
  const ofBob = await pendingCorrection(server, bob);
  const ofManagerA = await pendingCorrection(server, managerA);
  const ofAdminOfA = await pendingCorrection(server, adminOfA);

  const seenByA = await list(managerA.token);
  expect(seenByA.status).toBe(200);
  const idsOfA = seenByA.body.results.map((r) => r.id);
  // An administrator in the group is a member like any other; the manager themself is not in their scope.
  expect(idsOfA).toEqual(expect.arrayContaining([ofAlice.requestId, ofAdminOfA.requestId]));
  expect(idsOfA).not.toContain(ofBob.requestId);
  expect(idsOfA).not.toContain(ofManagerA.requestId);
  expect(seenByA.body.results.every((r) => r.user_id === alice.id || r.user_id === adminOfA.id)).toBe(true);
  expect(seenByA.body.count).toBe(seenByA.body.results.length);
  expect(seenByA.body.pending).toBe(seenByA.body.results.length);

  const seenByB = await list(managerB.token);
  expect(seenByB.body.results.map((r) => r.username)).toEqual([bob.username]);
  expect(seenByB.body).toMatchObject({ count: 1, pending: 1 });

  const all = (await list(server.adminToken)).body.results.map((r) => r.id);
  expect(all).toEqual(expect.arrayContaining([ofAlice.requestId, ofBob.requestId, ofManagerA.requestId, ofAdminOfA.requestId]));
});

it('a manager approves a request of their group: applied and recorded under their name', async () => {
  const { requestId } = await pendingCorrection(server, alice);

  const answer = await approve(requestId, managerA.token);

  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ id: requestId, status: 'approved', decided_by: managerA.username });
  const { rows } = await server.db.query<{ actor_id: number; details: Record<string, unknown> }>(
    "SELECT actor_id, details FROM audit_log WHERE action IN ('CORRECTION_APPROVED', 'PUNCH_ADDED') AND target_user_id = $1 ORDER BY id",
    [alice.id],
  );
  expect(rows.map((row) => row.actor_id)).toEqual([managerA.id, managerA.id]);
  expect(rows.some((row) => 'self_correction' in row.details)).toBe(false);
});

it('a manager refuses a request of their group', async () => {
  const { requestId } = await pendingCorrection(server, alice);

  const answer = await refuse(requestId, managerA.token);

  expect(answer.status).toBe(200);
  expect(answer.body).toMatchObject({ status: 'refused', decided_by: managerA.username, refusal_reason: 'Il badge dice altro' });
});

it("a request of someone outside the manager's groups is not found (404), and stays pending", async () => {
  const { requestId } = await pendingCorrection(server, bob);

  for (const answer of [await approve(requestId, managerA.token), await refuse(requestId, managerA.token)]) {
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('NOT_FOUND');
  }
  expect(await statusOf(requestId)).toBe('pending');
  // Decided already, the answer is the same: nothing is learnt about a request outside the scope.
  expect((await approve(requestId, managerB.token)).status).toBe(200);
  expect((await approve(requestId, managerA.token)).status).toBe(404);
});

it("a manager's own request is 403 OWN_PUNCHES (not 404), for someone else to decide", async () => {
  const { requestId } = await pendingCorrection(server, managerA);

  const approved = await approve(requestId, managerA.token);
  expect(approved.status).toBe(403);
  expect(approved.body).toEqual({ code: 'OWN_PUNCHES', message: ApiError.OWN_PUNCHES });
  expect((await refuse(requestId, managerA.token)).body.code).toBe('OWN_PUNCHES');
  expect(await statusOf(requestId)).toBe('pending');
  expect((await approve(requestId, server.adminToken)).status).toBe(200);
});

it('an employee cannot list or decide: 403 ADMIN_REQUIRED', async () => {
  const { requestId } = await pendingCorrection(server, bob);

  expect(((await list(alice.token)) as ApiResponse).body.code).toBe('ADMIN_REQUIRED');
  expect((await approve(requestId, alice.token)).status).toBe(403);
  expect(await statusOf(requestId)).toBe('pending');
});

it('a manager whose groups are taken away loses the requests at once', async () => {
  const lead = await memberOf(server, null);
  const group = await createGroup(server);
  const member = await memberOf(server, group);
  await manage(server, lead.id, group);
  const { requestId } = await pendingCorrection(server, member);
  expect((await list(lead.token)).body.results.map((r) => r.id)).toEqual([requestId]);

  await server.db.query('DELETE FROM group_managers WHERE user_id = $1', [lead.id]);

  expect((await list(lead.token)).status).toBe(403);
  expect((await approve(requestId, lead.token)).status).toBe(403);
});
