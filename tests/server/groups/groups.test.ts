/** Groups (/api/gruppi/): create, rename, list with member counts, and a delete refused while users belong to it. */
import { ApiPaths, GROUP_IN_USE } from '../../../src/core/contract';
import { api, type ApiClient, type ApiResponse } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

let server: TestServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startTestServer();
  client = api(server.url);
});
afterAll(() => server.close());

let n = 0;
const newGroup = async (descrizione = `Gruppo ${++n}`) => {
  const response = await client.post(ApiPaths.groups, { descrizione }, server.adminToken);
  expect(response.status).toBe(201);
  return response.body as { id: number; descrizione: string };
};
const groupOf = async (userId: number) => (await server.db.query<{ gruppo_id: number | null }>('SELECT gruppo_id FROM users WHERE id = $1', [userId])).rows[0].gruppo_id;
const putInGroup = (userId: number, groupId: number | null) => server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [userId, groupId]);
const listed = async (id: number) => ((await client.get(ApiPaths.groups, server.adminToken)).body as Array<{ id: number }>).find((g) => g.id === id);

describe('create and rename', () => {
  it('creates a group with its name trimmed and lists it with no members', async () => {
    const created = await client.post(ApiPaths.groups, { descrizione: '  Magazzino  ' }, server.adminToken);
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(Number), descrizione: 'Magazzino' });
    expect(await listed(created.body.id)).toEqual({ id: created.body.id, descrizione: 'Magazzino', member_count: 0 });
    expect((await client.get(ApiPaths.group(created.body.id), server.adminToken)).body).toEqual(created.body);
  });

  it('renames a group, trimmed; its members see the new name', async () => {
    const group = await newGroup();
    const member = await server.createUser();
    await putInGroup(member.id, group.id);
    const renamed = await client.put(ApiPaths.group(group.id), { descrizione: ' Uffici Nord ' }, server.adminToken);
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ id: group.id, descrizione: 'Uffici Nord' });
    expect((await client.get(ApiPaths.user(member.id), server.adminToken)).body.gruppo).toEqual({ id: group.id, descrizione: 'Uffici Nord' });
  });

  it('refuses a name already taken, in any case, as the field error, on create and on rename', async () => {
    await newGroup('Vendite');
    const duplicate = await client.post(ApiPaths.groups, { descrizione: 'VENDITE ' }, server.adminToken);
    expect(duplicate.status).toBe(400);
    expect(duplicate.body).toMatchObject({ code: 'VALIDATION_ERROR', errors: { descrizione: ['A group with that name already exists'] } });
    const other = await newGroup();
    const rename = await client.put(ApiPaths.group(other.id), { descrizione: 'vendite' }, server.adminToken);
    expect(rename.status).toBe(400);
    expect(rename.body.errors).toEqual({ descrizione: ['A group with that name already exists'] });
    expect((await client.get(ApiPaths.group(other.id), server.adminToken)).body.descrizione).toBe(other.descrizione);
  });

  it('refuses a blank name and one over 100 characters', async () => {
    for (const descrizione of ['', '   ', 'x'.repeat(101)]) {
      expect((await client.post(ApiPaths.groups, { descrizione }, server.adminToken)).status).toBe(400);
    }
    expect((await client.post(ApiPaths.groups, { descrizione: 'x'.repeat(100) }, server.adminToken)).status).toBe(201);
  });

  it('answers 404 for a group that does not exist', async () => {
    expect((await client.get(ApiPaths.group(999_999), server.adminToken)).status).toBe(404);
    expect((await client.put(ApiPaths.group(999_999), { descrizione: 'Nessuno' }, server.adminToken)).status).toBe(404);
    expect((await client.delete(ApiPaths.group(999_999), server.adminToken)).status).toBe(404);
  });
});

describe('list', () => {
  it('counts the active members of each group, in one statement whatever the number of groups', async () => {
    const [a, b] = [await newGroup(), await newGroup()];
    const [u1, u2, u3] = [await server.createUser(), await server.createUser(), await server.createUser()];
    await putInGroup(u1.id, a.id);
    await putInGroup(u2.id, a.id);
    await putInGroup(u3.id, b.id);
    await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [u3.id]);
    const before = server.db.statementCount;
    const list = await client.get(ApiPaths.groups, server.adminToken);
    // The request's own statements: the admin check and the list, not one per group.
    expect(server.db.statementCount - before).toBeLessThanOrEqual(2);
    expect(Array.isArray(list.body)).toBe(true);
    expect(list.body).toContainEqual({ ...a, member_count: 2 });
    expect(list.body).toContainEqual({ ...b, member_count: 0 });
  });
});

describe('delete', () => {
  it('refuses (409 GROUP_IN_USE, naming the count) while users belong to it, deleting nothing; then deletes it once moved out', async () => {
    const group = await newGroup();
    const [first, second] = [await server.createUser(), await server.createUser()];
    await putInGroup(first.id, group.id);
    await putInGroup(second.id, group.id);

    const refused = await client.delete(ApiPaths.group(group.id), server.adminToken);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ code: GROUP_IN_USE, message: 'Group in use: 2 users belong to it. Move them to another group first', member_count: 2 });
    expect(await listed(group.id)).toEqual({ ...group, member_count: 2 });
    expect(await groupOf(first.id)).toBe(group.id);

    // The administrator moves one user out through the API: one member left, still refused.
    const moved = await client.put(ApiPaths.user(first.id), { ...(await client.get(ApiPaths.user(first.id), server.adminToken)).body, gruppo_id: null }, server.adminToken);
    expect(moved.status).toBe(200);
    const still = await client.delete(ApiPaths.group(group.id), server.adminToken);
    expect(still.body).toMatchObject({ code: GROUP_IN_USE, message: 'Group in use: 1 user belongs to it. Move them to another group first', member_count: 1 });
    expect(await groupOf(second.id)).toBe(group.id);

    await putInGroup(second.id, null);
    expect((await client.delete(ApiPaths.group(group.id), server.adminToken)).status).toBe(204);
    expect((await client.get(ApiPaths.group(group.id), server.adminToken)).status).toBe(404);
    expect((await client.delete(ApiPaths.group(group.id), server.adminToken)).status).toBe(404);
  });

  it('does not count deactivated accounts (kept for their punches): the group goes, their group is cleared', async () => {
    const group = await newGroup();
    const former = await server.createUser();
    await putInGroup(former.id, group.id);
    await server.db.query('UPDATE users SET is_active = false WHERE id = $1', [former.id]);
    expect((await client.delete(ApiPaths.group(group.id), server.adminToken)).status).toBe(204);
    expect(await groupOf(former.id)).toBeNull();
  });

  it('counts a user saved into the group while the delete runs: refused, the user keeps the group', async () => {
    const group = await newGroup();
    const joining = await server.createUser();
    let deletion: Promise<ApiResponse> | undefined;
    await server.db.transaction(async (tx) => {
      // The user joins (the foreign key check locks the group's row) and, before this commits, the delete arrives.
      await tx.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [joining.id, group.id]);
      deletion = client.delete(ApiPaths.group(group.id), server.adminToken);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answer = await deletion!;
    expect(answer.status).toBe(409);
    expect(answer.body.member_count).toBe(1);
    expect(await groupOf(joining.id)).toBe(group.id);
  });
});
