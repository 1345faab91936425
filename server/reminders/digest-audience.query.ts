/**
 * Who receives the morning digest and whom each one's digest is about (docs/behaviour.md, "Reminders", "The morning
 * digest"): every active administrator (everyone) and every active manager (the people of the groups they manage,
 * never themselves: the staff scope of server/teams/staff-scope.ts), unless they turned the digest off for
 * themselves ('Promemoria', reminder_preferences.digest). One statement for all of them.
 */
import type { Queryable } from '../db/database.port';
import type { StaffScope } from '../teams/staff-scope';

export interface DigestRecipient {
  id: number;
  scope: StaffScope;
}

export async function digestRecipients(db: Queryable): Promise<DigestRecipient[]> {
  const { rows } = await db.query<{ id: number; is_admin: boolean; group_ids: number[] }>(
    `SELECT u.id, u.is_admin, COALESCE(array_agg(gm.group_id ORDER BY gm.group_id) FILTER (WHERE gm.group_id IS NOT NULL), '{}') AS group_ids
       FROM users u
       LEFT JOIN group_managers gm ON gm.user_id = u.id
       LEFT JOIN reminder_preferences rp ON rp.user_id = u.id
      WHERE u.is_active AND COALESCE(rp.digest, true)
      GROUP BY u.id, u.is_admin
     HAVING u.is_admin OR count(gm.group_id) > 0
      ORDER BY u.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    // An administrator who also manages groups is an administrator (docs/behaviour.md, "Managers").
    scope: row.is_admin ? { kind: 'all', actorId: row.id } : { kind: 'groups', actorId: row.id, groupIds: row.group_ids },
  }));
}

/** Whether the person (by their current group) is within the scope, as scopeCondition says it in SQL. */
export function digestCovers(scope: StaffScope, person: { id: number; gruppo_id: number | null }): boolean {
  if (scope.kind === 'all') return true;
  return person.id !== scope.actorId && person.gruppo_id !== null && scope.groupIds.includes(person.gruppo_id);
}
