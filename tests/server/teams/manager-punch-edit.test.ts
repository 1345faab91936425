/**
 * A manager corrects the punches of the people they manage (docs/behaviour.md, "Managers"): PATCH /api/timesheets/{id}/
 * and its corrections list. Their own punch is 403 OWN_PUNCHES (checked first), anyone else's 404 NOT_FOUND; an
 * administrator of their group is one of their people.
 */
import { ApiError } from '../../../src/core/contract';
import { api } from '../support/api';
import { insertPunchAt } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { memberOf, teamWorld, type TeamWorld } from './manager-reading-world';

let server: TestServer;
let world: TeamWorld;
beforeAll(async () => {
  server = await startTestServer();
  world = await teamWorld(server);
});
afterAll(() => server.close());

const patch = (id: number, timestamp: string, token = world.manager.token) => api(server.url).patch(`/api/timesheets/${id}/`, { timestamp }, token);
const corrections = (id: number, token = world.manager.token) => api(server.url).get(`/api/timesheets/${id}/corrections/`, token);
const punchOf = (userId: number, at: string) => insertPunchAt(server, { userId, entryType: 'IN', at });

async function timeOf(id: number): Promise<string> {
  const { rows } = await server.db.query<{ t: Date }>('SELECT "timestamp" AS t FROM timesheet_entries WHERE id = $1', [id]);
  return rows[0]!.t.toISOString();
}

async function auditOf(id: number): Promise<Array<{ actor_id: number; target_user_id: number; details: Record<string, unknown> }>> {
  const { rows } = await server.db.query<{ actor_id: number; target_user_id: number; details: Record<string, unknown> }>(
    `SELECT actor_id, target_user_id, details FROM audit_log WHERE action = 'PUNCH_CORRECTED' AND timesheet_id = $1 ORDER BY id`,
    [id],
  );
  return rows;
}

it("corrects a managed member's punch, audited with the manager as the actor, and reads its corrections", async () => {
  const { manager, memberA } = world;
  const id = await punchOf(memberA.id, '2026-10-06T07:10:00Z');

  const response = await patch(id, '2026-10-06T07:00:00Z');

  expect(response.status).toBe(200);
  expect(response.body).toMatchObject({ id, timestamp: '2026-10-06T07:00:00.000Z', original_timestamp: '2026-10-06T07:10:00.000Z' });
  expect(await auditOf(id)).toEqual([
    { actor_id: manager.id, target_user_id: memberA.id, details: { old_timestamp: '2026-10-06T07:10:00.000Z', new_timestamp: '2026-10-06T07:00:00.000Z' } },
  ]);
  const list = await corrections(id);
  expect(list.status).toBe(200);
  expect(list.body).toEqual([expect.objectContaining({ changed_by: manager.username, self_correction: false })]);
  const { rows } = await server.db.query<{ self_corrected: boolean }>('SELECT self_corrected FROM timesheet_entries WHERE id = $1', [id]);
  expect(rows[0]!.self_corrected).toBe(false);
});

it("refuses another group's punch as not found, and leaves it and the audit log alone", async () => {
  const id = await punchOf(world.memberB.id, '2026-10-07T07:10:00Z');

  const response = await patch(id, '2026-10-07T07:00:00Z');

  expect(response.status).toBe(404);
  expect(response.body).toEqual({ code: 'NOT_FOUND', message: ApiError.NOT_FOUND });
  expect(await timeOf(id)).toBe('2026-10-07T07:10:00.000Z');
  expect(await auditOf(id)).toEqual([]);
  expect((await corrections(id)).status).toBe(404);
  expect((await patch(999_999, '2026-10-07T07:00:00Z')).status).toBe(404);
});

it('refuses the manager their own punch: 403 OWN_PUNCHES, also for its corrections list', async () => {
  const id = await punchOf(world.manager.id, '2026-10-08T07:10:00Z');
  const ownPunches = { code: 'OWN_PUNCHES', message: ApiError.OWN_PUNCHES };

  const response = await patch(id, '2026-10-08T07:00:00Z');

  expect(response.status).toBe(403);
  expect(response.body).toEqual(ownPunches);
  expect(await timeOf(id)).toBe('2026-10-08T07:10:00.000Z');
  expect(await auditOf(id)).toEqual([]);
  const list = await corrections(id);
  expect({ status: list.status, body: list.body }).toEqual({ status: 403, body: ownPunches });
});

it("corrects the punch of an administrator of the manager's group", async () => {
  const admin = await memberOf(server, world.groupA, { is_admin: true });
  const id = await punchOf(admin.id, '2026-10-09T07:10:00Z');

  const response = await patch(id, '2026-10-09T07:05:00Z');

  expect(response.status).toBe(200);
  expect(await auditOf(id)).toEqual([expect.objectContaining({ actor_id: world.manager.id, target_user_id: admin.id })]);
  // The administrator cannot correct it themselves: there is another active administrator.
  expect((await patch(id, '2026-10-09T07:00:00Z', admin.token)).body.code).toBe('OWN_PUNCHES');
});

it('refuses an employee (403 ADMIN_REQUIRED), and a manager whose groups were taken away', async () => {
  const { plainEmployee, memberA, manager, groupA } = world;
  const id = await punchOf(memberA.id, '2026-10-10T07:10:00Z');
  const adminRequired = { code: 'ADMIN_REQUIRED', message: ApiError.ADMIN_REQUIRED };

  expect((await patch(id, '2026-10-10T07:00:00Z', plainEmployee.token)).body).toEqual(adminRequired);
  expect((await corrections(id, plainEmployee.token)).body).toEqual(adminRequired);

  await server.db.query('DELETE FROM group_managers WHERE user_id = $1 AND group_id = $2', [manager.id, groupA]);
  try {
    const response = await patch(id, '2026-10-10T07:00:00Z');
    expect({ status: response.status, body: response.body }).toEqual({ status: 403, body: adminRequired });
    expect(await timeOf(id)).toBe('2026-10-10T07:10:00.000Z');
  } finally {
    await server.db.query('INSERT INTO group_managers (group_id, user_id) VALUES ($1, $2)', [groupA, manager.id]);
  }
});
