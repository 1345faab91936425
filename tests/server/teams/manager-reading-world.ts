/**
 * Two groups for the managers' tests (docs/behaviour.md, "Managers"): a manager of group A, who is also a member of
 * A (so "never themselves" can fail), a member of A, a member of B, and an employee managing nothing; each logged in.
 */
import { employee, type Employee } from '../support/punch-fixtures';
import type { TestServer, TestUserOverrides } from '../support/test-server';

export interface TeamWorld {
  groupA: number;
  groupB: number;
  /** Manages A, belongs to A. */
  manager: Employee;
  memberA: Employee;
  memberB: Employee;
  /** In A, manages nothing. */
  plainEmployee: Employee;
}

let groupCounter = 0;

export async function createGroup(server: TestServer, name = `Gruppo ${process.pid}-${++groupCounter}`): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [name]);
  return rows[0]!.id;
}

export async function putInGroup(server: TestServer, userId: number, groupId: number): Promise<void> {
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [userId, groupId]);
}

export async function makeManager(server: TestServer, userId: number, groupId: number): Promise<void> {
  await server.db.query('INSERT INTO group_managers (group_id, user_id) VALUES ($1, $2)', [groupId, userId]);
}

/** A logged-in user of the group. */
export async function memberOf(server: TestServer, groupId: number, overrides: TestUserOverrides = {}): Promise<Employee> {
  const who = await employee(server, overrides);
  await putInGroup(server, who.id, groupId);
  return who;
}

export async function teamWorld(server: TestServer): Promise<TeamWorld> {
  const groupA = await createGroup(server);
  const groupB = await createGroup(server);
  const manager = await memberOf(server, groupA, { first_name: 'Marta', last_name: 'Responsabile' });
  await makeManager(server, manager.id, groupA);
  return {
    groupA,
    groupB,
    manager,
    memberA: await memberOf(server, groupA, { first_name: 'Anna', last_name: 'Gruppoa' }),
    memberB: await memberOf(server, groupB, { first_name: 'Bruno', last_name: 'Gruppob' }),
    plainEmployee: await memberOf(server, groupA, { first_name: 'Elio', last_name: 'Dipendente' }),
  };
}

/** GET with the token, keeping the raw bytes (the sheet's PDF). */
export async function downloadAs(server: TestServer, path: string, token: string): Promise<{ status: number; bytes: Buffer; body: unknown }> {
  const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return { status: response.status, bytes, body: isJson ? JSON.parse(bytes.toString('utf8')) : undefined };
}
