/**
 * Making a user 'Responsabile' from the users administration (docs/behaviour.md, "Managers"): `managed_group_ids`
 * on create and edit, saved in the user's transaction and audited; omitted keeps the groups, [] removes them; every
 * answer about a user carries `managed_groups`.
 */
import { ApiPaths } from '../../../src/core/contract';
import { api, type ApiClient } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
let groupA: number;
let groupB: number;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
  groupA = (await client.post(ApiPaths.groups, { descrizione: 'Amministrazione' }, server.adminToken)).body.id;
  groupB = (await client.post(ApiPaths.groups, { descrizione: 'Banco' }, server.adminToken)).body.id;
});
afterAll(() => server.close());

let n = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  n++;
  return { username: `resp${n}`, email: `resp${n}@example.test`, employee_id: `R${n}`, password: 'orto-segreto-41', ...overrides };
};
/** The PUT body that keeps a user as they are, but for `overrides`. */
const sameUser = (user: { username: string; email: string; employee_id: string }, overrides: Record<string, unknown> = {}) => ({
  username: user.username,
  email: user.email,
  employee_id: user.employee_id,
  ...overrides,
});

async function managedIds(userId: number): Promise<number[]> {
  const { rows } = await server.db.query<{ group_id: number }>('SELECT group_id FROM group_managers WHERE user_id = $1 ORDER BY group_id', [userId]);
  return rows.map((row) => row.group_id);
}

async function lastAudit(userId: number): Promise<{ action: string; details: Record<string, unknown> }> {
  const { rows } = await server.db.query<{ action: string; details: Record<string, unknown> }>(
    'SELECT action, details FROM audit_log WHERE target_user_id = $1 ORDER BY id DESC LIMIT 1',
    [userId],
  );
  return rows[0]!;
}

it('creates a manager of two groups (duplicates ignored), answered with the groups by name and audited', async () => {
  const response = await client.post(ApiPaths.users, newUser({ managed_group_ids: [groupB, groupA, groupB] }), server.adminToken);

  expect(response.status).toBe(201);
  expect(response.body.managed_groups).toEqual([
    { id: groupA, descrizione: 'Amministrazione' },
    { id: groupB, descrizione: 'Banco' },
  ]);
  expect(await managedIds(response.body.id)).toEqual([groupA, groupB].sort((a, b) => a - b));
  expect(await lastAudit(response.body.id)).toMatchObject({
    action: 'USER_CREATED',
    details: { managed_group_ids: [groupA, groupB].sort((a, b) => a - b) },
  });
});

it('a new user without managed_group_ids manages nothing', async () => {
  const response = await client.post(ApiPaths.users, newUser(), server.adminToken);
  expect(response.body.managed_groups).toEqual([]);
  expect((await lastAudit(response.body.id)).details).not.toHaveProperty('managed_group_ids');
});

it('on edit: omitted keeps the groups, a list replaces them, [] removes them; each change audited', async () => {
  const body = newUser({ managed_group_ids: [groupA] });
  const { id } = (await client.post(ApiPaths.users, body, server.adminToken)).body;

  const kept = await client.put(ApiPaths.user(id), sameUser(body, { first_name: 'Rita' }), server.adminToken);
  expect(kept.status).toBe(200);
  expect(kept.body.managed_groups).toEqual([{ id: groupA, descrizione: 'Amministrazione' }]);
  expect((await lastAudit(id)).details).toEqual({ fields: ['username', 'email', 'employee_id', 'first_name'], password_changed: false });

  const replaced = await client.put(ApiPaths.user(id), sameUser(body, { managed_group_ids: [groupB] }), server.adminToken);
  expect(replaced.body.managed_groups).toEqual([{ id: groupB, descrizione: 'Banco' }]);
  expect(await managedIds(id)).toEqual([groupB]);
  expect((await lastAudit(id)).details).toMatchObject({ fields: expect.arrayContaining(['managed_group_ids']), managed_group_ids: [groupB] });

  const removed = await client.put(ApiPaths.user(id), sameUser(body, { managed_group_ids: [] }), server.adminToken);
  expect(removed.body.managed_groups).toEqual([]);
  expect(await managedIds(id)).toEqual([]);
  expect((await lastAudit(id)).details).toMatchObject({ managed_group_ids: [] });
});

it('refuses an unknown group with a field error and writes nothing', async () => {
  const body = newUser({ managed_group_ids: [groupA] });
  const { id } = (await client.post(ApiPaths.users, body, server.adminToken)).body;
  const auditRows = async () => (await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log')).rows[0]!.n;
  const before = await auditRows();

  const edit = await client.put(ApiPaths.user(id), sameUser(body, { first_name: 'Altro', managed_group_ids: [groupB, 999_999] }), server.adminToken);
  expect(edit.status).toBe(400);
  expect(edit.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { managed_group_ids: ['Invalid group'] } });
  expect(await managedIds(id)).toEqual([groupA]);
  expect((await client.get(ApiPaths.user(id), server.adminToken)).body.first_name).toBe('');

  const create = await client.post(ApiPaths.users, newUser({ managed_group_ids: [999_998] }), server.adminToken);
  expect(create.status).toBe(400);
  expect(create.body.errors).toEqual({ managed_group_ids: ['Invalid group'] });
  expect(await auditRows()).toBe(before);
});

it('refuses ids that are not positive integers by the schema', async () => {
  const response = await client.post(ApiPaths.users, newUser({ managed_group_ids: ['uno'] }), server.adminToken);
  expect(response.status).toBe(400);
  expect(Object.keys(response.body.errors ?? {})).toEqual(['managed_group_ids.0']);
});

it('the list, one user, and the manager\'s own profile all carry managed_groups', async () => {
  const manager = await server.createUser();
  const employee = await server.createUser();
  await server.db.query('INSERT INTO group_managers (group_id, user_id) VALUES ($1, $2)', [groupA, manager.id]);

  const list = await client.get(`${ApiPaths.users}?page_size=100`, server.adminToken);
  const byId = new Map<number, { managed_groups: unknown }>(list.body.results.map((user: { id: number }) => [user.id, user]));
  expect(byId.get(manager.id)?.managed_groups).toEqual([{ id: groupA, descrizione: 'Amministrazione' }]);
  expect(byId.get(employee.id)?.managed_groups).toEqual([]);

  expect((await client.get(ApiPaths.user(manager.id), server.adminToken)).body.managed_groups).toEqual([{ id: groupA, descrizione: 'Amministrazione' }]);

  const login = await server.loginAs(manager);
  expect(login.user.managed_groups).toEqual([{ id: groupA, descrizione: 'Amministrazione' }]);
  const me = await client.get(ApiPaths.profile, login.access);
  expect(me.body.managed_groups).toEqual([{ id: groupA, descrizione: 'Amministrazione' }]);
});

it('only administrators assign groups: a manager gets 403 ADMIN_REQUIRED on the users administration', async () => {
  const manager = await server.createUser();
  const employee = await server.createUser();
  await server.db.query('INSERT INTO group_managers (group_id, user_id) VALUES ($1, $2)', [groupA, manager.id]);
  const token = (await server.loginAs(manager)).access;

  const edit = await client.put(
    ApiPaths.user(employee.id),
    { username: employee.username, email: `${employee.username}@example.test`, employee_id: 'X1', managed_group_ids: [groupA] },
    token,
  );
  expect(edit.status).toBe(403);
  expect(edit.body.code).toBe('ADMIN_REQUIRED');
  expect(await managedIds(employee.id)).toEqual([]);
});

it('deleting a group or removing the account ends the assignment', async () => {
  const group = (await client.post(ApiPaths.groups, { descrizione: 'Temporaneo' }, server.adminToken)).body.id;
  const body = newUser({ managed_group_ids: [group, groupA] });
  const { id } = (await client.post(ApiPaths.users, body, server.adminToken)).body;

  expect((await client.delete(ApiPaths.group(group), server.adminToken)).status).toBe(204);
  expect((await client.get(ApiPaths.user(id), server.adminToken)).body.managed_groups).toEqual([{ id: groupA, descrizione: 'Amministrazione' }]);

  expect((await client.delete(ApiPaths.user(id), server.adminToken)).status).toBe(204);
  expect(await managedIds(id)).toEqual([]);
});
