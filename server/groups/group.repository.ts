/** The gruppi table: groups of employees, named by a unique (case-insensitive) descrizione. */
import type { Gruppo } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

export async function listGroups(q: Queryable): Promise<Gruppo[]> {
  const { rows } = await q.query<Gruppo>('SELECT id, descrizione FROM gruppi ORDER BY lower(descrizione), id');
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

/** Whether a group was deleted (its members keep no group: the foreign key sets theirs to null). */
export async function deleteGroup(q: Queryable, id: number): Promise<boolean> {
  const { affectedRows } = await q.query('DELETE FROM gruppi WHERE id = $1', [id]);
  return affectedRows > 0;
}
