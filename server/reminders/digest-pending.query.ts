/**
 * The requests waiting for a decision now, for the morning digest (docs/behaviour.md, "Reminders"): correction
 * requests, absence requests and device changes, as the staff's queues hold them (a deactivated person's device change
 * is not in the queue), counted per kind and person with the oldest's time. One statement.
 */
import type { Queryable } from '../db/database.port';

export type PendingKind = 'correction' | 'absence' | 'device_change';

export interface PendingOfPerson {
  kind: PendingKind;
  user_id: number;
  gruppo_id: number | null;
  count: number;
  /** When the oldest of them was filed. */
  oldest: Date;
}

export async function pendingRequestsByPerson(db: Queryable): Promise<PendingOfPerson[]> {
  const { rows } = await db.query<PendingOfPerson>(
    `SELECT r.kind, r.user_id, u.gruppo_id, count(*)::int AS count, min(r.filed_at) AS oldest
       FROM (SELECT 'correction' AS kind, user_id, created_at AS filed_at FROM correction_requests WHERE status = 'pending'
             UNION ALL
             SELECT 'absence', user_id, created_at FROM absences WHERE status = 'pending'
             UNION ALL
             SELECT 'device_change', user_id, requested_at FROM device_change_requests WHERE status = 'pending') r
       JOIN users u ON u.id = r.user_id
      WHERE r.kind <> 'device_change' OR u.is_active
      GROUP BY r.kind, r.user_id, u.gruppo_id`,
  );
  return rows.map((row) => ({ ...row, oldest: new Date(row.oldest) }));
}
