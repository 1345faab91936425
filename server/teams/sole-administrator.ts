/**
 * The sole active administrator (docs/behaviour.md, "Managers", administrators' own punches): nobody else could
 * correct their punches, so they may correct their own, flagged as a self-correction.
 */
import type { Queryable } from '../db/database.port';

/**
 * Whether `userId` is the only active administrator. Call it inside the transaction that acts on it: the active
 * administrators are read FOR SHARE, so a concurrent demotion or deactivation (which locks them FOR NO KEY UPDATE)
 * waits for this transaction, and the answer holds until it commits.
 */
export async function isSoleActiveAdministrator(q: Queryable, userId: number): Promise<boolean> {
  const { rows } = await q.query<{ id: number }>('SELECT id FROM users WHERE is_admin AND is_active ORDER BY id FOR SHARE');
  return rows.length === 1 && rows[0].id === userId;
}

/** Flags a punch a self-correction moved or added (timesheet_entries.self_corrected; shown as 'Autocorrezione'). */
export async function markSelfCorrected(q: Queryable, entryId: number): Promise<void> {
  await q.query('UPDATE timesheet_entries SET self_corrected = true WHERE id = $1', [entryId]);
}
