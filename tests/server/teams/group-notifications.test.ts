/**
 * Notifications about a person reach the staff concerned (docs/behaviour.md, "Managers"): every active administrator
 * and every active manager of the person's current group; never the person, nor the one who acted. A manager reads
 * and marks read their own notifications.
 */
import { ApiPaths, type NotificationList } from '../../../src/core/contract';
import { notifyStaff } from '../../../server/audit/notification.repository';
import { api, type ApiResponse } from '../support/api';
import type { Employee } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { createGroup, manage, memberOf, pendingAbsence, pendingCorrection, pendingDeviceChange } from './manager-requests-fixtures';

let server: TestServer;
let groupA: number;
let groupB: number;
/** Group A: two managers (both members of it), an inactive manager, an employee; group B: its manager. */
let managerA: Employee;
let coManagerA: Employee;
let inactiveManagerA: Employee;
let alice: Employee;
let managerB: Employee;
let otherAdmin: Employee;
let inactiveAdmin: Employee;
beforeAll(async () => {
  server = await startTestServer();
  groupA = await createGroup(server);
  groupB = await createGroup(server);
  managerA = await memberOf(server, groupA);
  coManagerA = await memberOf(server, groupA);
  inactiveManagerA = await memberOf(server, groupA);
  alice = await memberOf(server, groupA);
  managerB = await memberOf(server, groupB);
  otherAdmin = await memberOf(server, groupB, { is_admin: true });
  inactiveAdmin = await memberOf(server, null, { is_admin: true });
  await manage(server, managerA.id, groupA);
  await manage(server, coManagerA.id, groupA);
  await manage(server, inactiveManagerA.id, groupA);
  await manage(server, managerB.id, groupB);
  await server.db.query('UPDATE users SET is_active = false WHERE id = ANY($1::int[])', [[inactiveManagerA.id, inactiveAdmin.id]]);
});
afterAll(() => server.close());

/** Who received the notifications of `kind` about `userId`, sorted. */
async function recipients(kind: string, userId: number): Promise<number[]> {
  const { rows } = await server.db.query<{ recipient_id: number }>(
    'SELECT recipient_id FROM notifications WHERE kind = $1 AND user_id = $2 ORDER BY recipient_id',
    [kind, userId],
  );
  return rows.map((row) => row.recipient_id);
}
const sorted = (...ids: number[]) => [...ids].sort((a, b) => a - b);

it("an employee's correction request: the active administrators and their group's active managers, nobody else", async () => {
  await pendingCorrection(server, alice);

  expect(await recipients('CORRECTION_REQUESTED', alice.id)).toEqual(sorted(server.admin.id, otherAdmin.id, managerA.id, coManagerA.id));
});

it("an absence request: the same people; the message says an administrator or a manager will decide", async () => {
  await pendingAbsence(server, alice);

  expect(await recipients('ABSENCE_REQUESTED', alice.id)).toEqual(sorted(server.admin.id, otherAdmin.id, managerA.id, coManagerA.id));
  const { rows } = await server.db.query<{ message: string }>("SELECT message FROM notifications WHERE kind = 'ABSENCE_REQUESTED' AND user_id = $1 LIMIT 1", [alice.id]);
  expect(rows[0]!.message).toMatch(/: la richiesta attende l'approvazione di un amministratore o di un responsabile\.$/);
});

it("a manager's own request goes to the administrators and the group's other manager, not to them", async () => {
  await pendingCorrection(server, managerA);

  expect(await recipients('CORRECTION_REQUESTED', managerA.id)).toEqual(sorted(server.admin.id, otherAdmin.id, coManagerA.id));
});

it('a decision is not notified to the manager who made it, nor to the person', async () => {
  const request = await pendingDeviceChange(server, alice.id);
  expect((await api(server.url).post(ApiPaths.deviceChangeRefuse(request), undefined, managerA.token)).status).toBe(200);

  expect(await recipients('DEVICE_CHANGE_REFUSED', alice.id)).toEqual(sorted(server.admin.id, otherAdmin.id, coManagerA.id));
});

it('follows the current group: after moving to group B, the managers of B hear, those of A no longer', async () => {
  const mover = await memberOf(server, groupA);
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [mover.id, groupB]);

  await pendingAbsence(server, mover);

  expect(await recipients('ABSENCE_REQUESTED', mover.id)).toEqual(sorted(server.admin.id, otherAdmin.id, managerB.id));
});

it('is one INSERT … SELECT statement; a notification about nobody goes to the active administrators only', async () => {
  const before = server.db.statementCount;
  await notifyStaff(server.db, { kind: 'TEST_NOBODY', message: 'Prova', userId: null, actorId: otherAdmin.id });
  expect(server.db.statementCount - before).toBe(1);
  const { rows } = await server.db.query<{ recipient_id: number }>("SELECT recipient_id FROM notifications WHERE kind = 'TEST_NOBODY'");
  expect(rows.map((row) => row.recipient_id)).toEqual([server.admin.id]);
});

describe("a manager's notifications", () => {
  const page = (token: string) => api(server.url).get<NotificationList>(`${ApiPaths.adminNotifications}?page_size=100`, token);

  it('are listed and marked read for them alone; an employee gets 403', async () => {
    const mine = await page(coManagerA.token);
    expect(mine.status).toBe(200);
    expect(mine.body.results.length).toBeGreaterThan(0);
    expect(mine.body.results.every((n) => n.user_id !== null && [alice.id, managerA.id].includes(n.user_id))).toBe(true);
    expect(mine.body.unread).toBe(mine.body.results.length);

    const first = mine.body.results[0]!.id;
    expect((await api(server.url).post(ApiPaths.adminNotificationsRead, { ids: [first] }, coManagerA.token)).status).toBe(204);
    expect((await page(coManagerA.token)).body.unread).toBe(mine.body.results.length - 1);
    expect((await api(server.url).post(ApiPaths.adminNotificationsRead, undefined, coManagerA.token)).status).toBe(204);
    expect((await page(coManagerA.token)).body.unread).toBe(0);
    // Another recipient's copies are untouched.
    expect((await page(managerA.token)).body.unread).toBeGreaterThan(0);

    expect(((await page(alice.token)) as ApiResponse).body.code).toBe('ADMIN_REQUIRED');
    expect((await api(server.url).post(ApiPaths.adminNotificationsRead, undefined, alice.token)).status).toBe(403);
  });
});
