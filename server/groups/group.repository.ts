/** The gruppi table: groups of employees, named by a unique (case-insensitive) descrizione. */
import type { Gruppo, GruppoListItem } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

/**
 * Who counts as a member: an active user of the group. A deactivated account (kept for its punches) still carries
 * its group, but no screen lists it nor can move it elsewhere, so it neither counts nor holds a group back; deleting
 * the group clears theirs (the foreign key's ON DELETE SET NULL).
 */
const ACTIVE_MEMBER = 'u.gruppo_id = g.id AND u.is_active';

/**
 * Every group with its number of members, in one statement (a grouped join, no query per group); `onlyIds`: only
 * those groups (a manager's, docs/behaviour.md, "Managers").
 */
export async function listGroups(q: Queryable, onlyIds?: readonly number[]): Promise<GruppoListItem[]> {
  const { rows } = await q.query<GruppoListItem>(
    `SELECT g.id, g.descrizione, count(u.id)::int AS member_count
       FROM gruppi g LEFT JOIN users u ON ${ACTIVE_MEMBER}
      ${onlyIds ? 'WHERE g.id = ANY($1::int[])' : ''}
      GROUP BY g.id, g.descrizione
      ORDER BY lower(g.descrizione), g.id`,
    onlyIds ? [[...onlyIds]] : [],
  );
  return rows;
}

export async function findGroup(q: Queryable, id: number): Promise<Gruppo | undefined> {
  const { rows } = await q.query<Gruppo>('SELECT id, descrizione FROM gruppi WHERE id = $1', [id]);
  return rows[0];
}

export async function insertGroup(q: Queryable, descrizione: string): Promise<Gruppo> {
  const { rows } = await q.query<Gruppo>('INSERT INTO gruppi (descrizione) VALUES ($1) RETURNING id, descrizione', [descrizione]);
  return rows[0];
}

/** The renamed group, or undefined when there is none with that id. */
export async function renameGroup(q: Queryable, id: number, descrizione: string): Promise<Gruppo | undefined> {
  const { rows } = await q.query<Gruppo>('UPDATE gruppi SET descrizione = $2 WHERE id = $1 RETURNING id, descrizione', [id, descrizione]);
  return rows[0];
}

/**
 * Locks the group's row until the transaction ends and answers whether it exists. FOR UPDATE conflicts with the
 * FOR KEY SHARE lock the users' foreign key check takes: a user saved into the group at the same moment either
 * committed before (and is seen by the next statement) or waits, then finds the group gone ('Invalid group').
 */
export async function lockGroup(q: Queryable, id: number): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM gruppi WHERE id = $1 FOR UPDATE', [id]);
  return rows.length > 0;
}

/** The group's members (active users, see ACTIVE_MEMBER). */
export async function countMembers(q: Queryable, id: number): Promise<number> {
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM users u, gruppi g WHERE g.id = $1 AND ${ACTIVE_MEMBER}`, [id]);
  return rows[0].n;
}

export async function deleteGroup(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM gruppi WHERE id = $1', [id]);
}
