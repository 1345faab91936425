/** Who manages which group (group_managers; docs/behaviour.md, "Managers"). */
import type { Queryable } from '../db/database.port';

/** The ids of the groups the user manages, smallest first; empty for anyone who is no manager. */
export async function managedGroupIds(q: Queryable, userId: number): Promise<number[]> {
  const { rows } = await q.query<{ group_id: number }>(
    'SELECT group_id FROM group_managers WHERE user_id = $1 ORDER BY group_id',
    [userId],
  );
  return rows.map((row) => row.group_id);
}

/** Replaces the groups the user manages with `groupIds` (inside the caller's transaction). */
export async function setManagedGroups(q: Queryable, userId: number, groupIds: readonly number[]): Promise<void> {
  await q.query('DELETE FROM group_managers WHERE user_id = $1 AND NOT (group_id = ANY($2::int[]))', [userId, [...groupIds]]);
  await q.query(
    `INSERT INTO group_managers (group_id, user_id)
     SELECT g, $1 FROM unnest($2::int[]) AS g ON CONFLICT DO NOTHING`,
    [userId, [...groupIds]],
  );
}
