/**
 * Test data of teams (docs/behaviour.md, "Managers"): groups, their members and managers, and the requests a manager
 * decides (a correction request, an absence request, a device change), each filed as the employee files it or
 * inserted as the filing leaves it.
 */
import { ApiPaths } from '../../../src/core/contract';
import { requested } from '../absences/absence-fixtures';
import { employee, insertPunchAt, type Employee } from '../support/punch-fixtures';
import type { TestServer, TestUserOverrides } from '../support/test-server';

let groupCounter = 0;

/** A new group ('gruppo'); its id. */
export async function createGroup(server: TestServer, name = `Reparto ${++groupCounter}-${Math.random().toString(36).slice(2, 7)}`): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id', [name]);
  return rows[0]!.id;
}

/** A logged-in user who is a member of `groupId` (null: of none). */
export async function memberOf(server: TestServer, groupId: number | null, overrides: TestUserOverrides = {}): Promise<Employee> {
  const who = await employee(server, overrides);
  await server.db.query('UPDATE users SET gruppo_id = $2 WHERE id = $1', [who.id, groupId]);
  return who;
}

/** Makes `userId` a manager ('Responsabile') of `groupIds`, as group_managers records it. */
export async function manage(server: TestServer, userId: number, ...groupIds: number[]): Promise<void> {
  for (const groupId of groupIds) {
    await server.db.query('INSERT INTO group_managers (group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [groupId, userId]);
  }
}

/** A day in the past far from every other handed out in this process (punches of different tests never touch). */
let dayCounter = 0;
export function freshPastDay(): string {
  const day = new Date(Date.UTC(2024, 0, 8) + ++dayCounter * 2 * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** An IN left without its OUT on a past day, and `who`'s pending request to add the OUT at 17:00 (business time). */
export async function pendingCorrection(server: TestServer, who: Employee, day = freshPastDay()): Promise<{ requestId: number; punchId: number }> {
  const punchId = await insertPunchAt(server, { userId: who.id, entryType: 'IN', at: `${day}T07:00:00Z` });
  const response = await who.client.post(
    ApiPaths.correctionRequests,
    { timesheet_id: punchId, kind: 'missing_check_out', proposed_timestamp: `${day}T17:00`, reason: 'Ho dimenticato di timbrare' },
    who.token,
  );
  if (response.status !== 201) throw new Error(`correction request refused: ${response.status} ${JSON.stringify(response.body)}`);
  return { requestId: response.body.id, punchId };
}

/** `who`'s pending request of a day of holiday ('FE') on a future weekday far from the others; its id. */
let absenceCounter = 0;
export async function pendingAbsence(server: TestServer, who: Employee): Promise<number> {
  // Mondays of 2031 onwards: working days of the default plan, never in a closed month.
  const monday = new Date(Date.UTC(2031, 0, 6) + ++absenceCounter * 7 * 86_400_000).toISOString().slice(0, 10);
  return requested(server, who, { code: 'FE', start_date: monday });
}

/** A pending device change of `userId`, as a reassociation files it (device_change_requests); its id. */
export async function pendingDeviceChange(server: TestServer, userId: number): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO device_change_requests (user_id, device_id, device_name, device_info)
     VALUES ($1, $2, 'iPhone', '{"userAgent": "Mozilla/5.0 (iPhone)"}'::jsonb) RETURNING id`,
    [userId, `new-phone-${userId}-${Math.random().toString(36).slice(2, 8)}`],
  );
  return rows[0]!.id;
}
