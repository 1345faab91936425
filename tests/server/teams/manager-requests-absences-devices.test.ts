/**
 * A manager decides the absence requests and device changes of the people of their groups, and reads their calendar
 * and balances (docs/behaviour.md, "Managers"): lists narrowed to them, anyone else's 404, their own 403
 * PERMISSION_DENIED; cancelling, entering an absence and entitlements stay the administrators'.
 */
import { AbsencePaths, ApiPaths, type AbsenceCalendar, type AbsencePage, type DeviceChangeRequestList } from '../../../src/core/contract';
import { api, type ApiResponse } from '../support/api';
import type { Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createGroup, manage, memberOf, pendingAbsence, pendingDeviceChange } from './manager-requests-fixtures';

let server: TestServer;
let groupA: number;
let groupB: number;
/** Manager of group A (and a member of it); manager of group B; an employee of each. */
let managerA: Employee;
let managerB: Employee;
let alice: Employee;
let bob: Employee;
beforeAll(async () => {
  server = await startTestServer();
  groupA = await createGroup(server);
  groupB = await createGroup(server);
  managerA = await memberOf(server, groupA, { first_name: 'Marta' });
  managerB = await memberOf(server, groupB, { first_name: 'Bruno' });
  await manage(server, managerA.id, groupA);
  await manage(server, managerB.id, groupB);
  alice = await memberOf(server, groupA, { first_name: 'Alice' });
  bob = await memberOf(server, groupB, { first_name: 'Bob' });
});
afterAll(() => server.close());

const client = () => api(server.url);
const absenceStatus = async (id: number) => (await server.db.query<{ status: string }>('SELECT status FROM absences WHERE id = $1', [id])).rows[0]!.status;
const deviceChangeStatus = async (id: number) =>
  (await server.db.query<{ status: string }>('SELECT status FROM device_change_requests WHERE id = $1', [id])).rows[0]!.status;

describe('absences', () => {
  const list = (token: string, filter = '') => client().get<AbsencePage>(`${AbsencePaths.admin}?page_size=100${filter}`, token);
  const approve = (id: number, token: string) => client().post(AbsencePaths.approve(id), undefined, token);
  const refuse = (id: number, token: string) => client().post(AbsencePaths.refuse(id), { reason: 'Periodo di chiusura' }, token);

  it("a manager's queue holds only their groups' members, the pending badge too; a group filter outside it lists nobody", async () => {
    const ofAlice = await pendingAbsence(server, alice);
    const ofBob = await pendingAbsence(server, bob);
    const ofManagerA = await pendingAbsence(server, managerA);

    const seen = await list(managerA.token);
    expect(seen.status).toBe(200);
    expect(seen.body.results.map((a) => a.id)).toEqual([ofAlice]);
    expect(seen.body).toMatchObject({ count: 1, pending: 1 });
    expect((await list(managerA.token, `&gruppo_id=${groupB}`)).body).toMatchObject({ count: 0, results: [], pending: 1 });
    expect((await list(managerA.token, `&user_id=${bob.id}`)).body.results).toEqual([]);

    const all = (await list(server.adminToken)).body.results.map((a) => a.id);
    expect(all).toEqual(expect.arrayContaining([ofAlice, ofBob, ofManagerA]));
  });

  it("a manager approves and refuses their group's requests, under their name", async () => {
    const first = await pendingAbsence(server, alice);
    const second = await pendingAbsence(server, alice);

    const approved = await approve(first, managerA.token);
    const refused = await refuse(second, managerA.token);

    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: managerA.username });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused', refusal_reason: 'Periodo di chiusura' });
  });

  it("another group's request is 404 NOT_FOUND; the manager's own is 403 PERMISSION_DENIED; both stay pending", async () => {
    const ofBob = await pendingAbsence(server, bob);
    const own = await pendingAbsence(server, managerA);

    expect((await approve(ofBob, managerA.token)).body.code).toBe('NOT_FOUND');
    expect((await refuse(ofBob, managerA.token)).status).toBe(404);
    const ownAnswer = await approve(own, managerA.token);
    expect(ownAnswer.status).toBe(403);
    expect(ownAnswer.body.code).toBe('PERMISSION_DENIED');
    expect((await refuse(own, managerA.token)).body.code).toBe('PERMISSION_DENIED');
    expect([await absenceStatus(ofBob), await absenceStatus(own)]).toEqual(['pending', 'pending']);
  });

  it("cancelling and entering an absence stay the administrators': 403 ADMIN_REQUIRED to a manager", async () => {
    const id = await pendingAbsence(server, alice);

    expect((await client().post(AbsencePaths.cancel(id), undefined, managerA.token)).body.code).toBe('ADMIN_REQUIRED');
    const entered = await client().post(AbsencePaths.admin, { user_id: alice.id, absence_type_id: 1, start_date: '2031-02-03', end_date: '2031-02-03' }, managerA.token);
    expect(entered.body.code).toBe('ADMIN_REQUIRED');
    expect(await absenceStatus(id)).toBe('pending');
  });

  it("the calendar lists the manager's people only; a group they do not manage lists nobody", async () => {
    const calendar = (token: string, filter = '') => client().get<AbsenceCalendar>(`${AbsencePaths.calendar}?month=2031-02${filter}`, token);

    const mine = await calendar(managerA.token);
    expect(mine.status).toBe(200);
    expect(mine.body.employees.map((e) => e.username)).toEqual([alice.username]);
    expect((await calendar(managerA.token, `&gruppo_id=${groupA}`)).body.employees.map((e) => e.username)).toEqual([alice.username]);
    expect((await calendar(managerA.token, `&gruppo_id=${groupB}`)).body.employees).toEqual([]);
    const everyone = (await calendar(server.adminToken)).body.employees.map((e) => e.username);
    expect(everyone).toEqual(expect.arrayContaining([alice.username, bob.username, managerA.username]));
  });

  it("a user's balances: the manager's people only (404 otherwise); writing entitlements stays the administrators'", async () => {
    const balances = (userId: number, token: string) => client().get(AbsencePaths.userBalances(userId), token);

    expect((await balances(alice.id, managerA.token)).status).toBe(200);
    expect((await balances(alice.id, managerA.token)).body.user_id).toBe(alice.id);
    expect((await balances(bob.id, managerA.token)).status).toBe(404);
    expect((await balances(managerA.id, managerA.token)).status).toBe(404);
    expect((await balances(999_999, server.adminToken)).status).toBe(404);
    expect((await balances(bob.id, server.adminToken)).status).toBe(200);
    const put = await client().put(AbsencePaths.userBalances(alice.id), { absence_type_id: 1, year: 2031, yearly_entitlement: 10, carry_over: null }, managerA.token);
    expect(put.body.code).toBe('ADMIN_REQUIRED');
  });
});

describe('device changes', () => {
  const list = (token: string) => client().get<DeviceChangeRequestList>(ApiPaths.deviceChangeRequests, token);
  const approve = (id: number, token: string) => client().post(ApiPaths.deviceChangeApprove(id), undefined, token);
  const refuse = (id: number, token: string) => client().post(ApiPaths.deviceChangeRefuse(id), undefined, token);

  it("a manager lists their groups' members' requests only, and decides them under their name", async () => {
    const ofAlice = await pendingDeviceChange(server, alice.id);
    const ofBob = await pendingDeviceChange(server, bob.id);

    const seen = await list(managerA.token);
    expect(seen.status).toBe(200);
    expect(seen.body.results.map((r) => r.id)).toEqual([ofAlice]);
    expect((await list(server.adminToken)).body.results.map((r) => r.id)).toEqual(expect.arrayContaining([ofAlice, ofBob]));

    const approved = await approve(ofAlice, managerA.token);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decided_by: managerA.username });
    const refused = await refuse(ofBob, managerB.token);
    expect(refused.body).toMatchObject({ status: 'refused', decided_by: managerB.username });
  });

  it("another group's request is 404; the manager's own is 403 PERMISSION_DENIED; an employee 403 ADMIN_REQUIRED", async () => {
    const ofBob = await pendingDeviceChange(server, bob.id);
    const own = await pendingDeviceChange(server, managerA.id);

    expect((await approve(ofBob, managerA.token)).body.code).toBe('NOT_FOUND');
    expect((await refuse(ofBob, managerA.token)).status).toBe(404);
    expect((await approve(own, managerA.token)).body.code).toBe('PERMISSION_DENIED');
    expect((await refuse(own, managerA.token)).status).toBe(403);
    // Alice's sessions ended with her approved device change: an employee of group A who kept hers.
    const carla = await memberOf(server, groupA);
    expect(((await list(carla.token)) as ApiResponse).body.code).toBe('ADMIN_REQUIRED');
    expect((await approve(ofBob, carla.token)).status).toBe(403);
    expect([await deviceChangeStatus(ofBob), await deviceChangeStatus(own)]).toEqual(['pending', 'pending']);
  });
});
