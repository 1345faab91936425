/**
 * The automatic close of one check-in (docs/behaviour.md, "Automatic close"), in ONE statement, so that it is written
 * whole or not at all without a transaction's round trips: the IN closed, only while it is still open (of two servers
 * closing it at once, or of the server and the person's own check-out, one wins and the other writes nothing); the
 * OUT at the planned end, written by nobody ('Chiusura automatica': auto_closed, not valid, at the IN's place or
 * off-site as it was); and its audit row. A day in a closed month, the IN's or the OUT's, writes nothing either
 * (the lock of server/month-close/month-lock.ts, asked inside the statement as the punches ask it).
 */
import type { ValidationIssue } from '../../src/core/contract';
import type { AuditAction } from '../audit/audit-log.repository';
import type { Queryable } from '../db/database.port';
import { closedMonthSql } from '../month-close/month-lock';

/** The audit action of an automatic close; its row is on the OUT, with no actor (the server did it). */
export const AUTO_CHECKOUT = 'AUTO_CHECKOUT' satisfies AuditAction;

export interface AutoClose {
  inId: number;
  /** The planned end, ISO 8601: the OUT's time. */
  plannedEnd: string;
  /** The OUT's validation issue (code AUTO_CHECKOUT, an Italian message). */
  issue: ValidationIssue;
  /** Recorded in the audit row beside the planned end. */
  afterHours: number;
  timezone: string;
}

/** What the statement did: the OUT written, or why not (a closed month; else the IN was no longer open). */
export type AutoCloseResult = { outId: number } | { refused: 'month_closed' | 'not_open' };

export async function closeCheckInAutomatically(q: Queryable, close: AutoClose): Promise<AutoCloseResult> {
  const outDay = `($2::timestamptz AT TIME ZONE $5::text)::date`;
  const { rows } = await q.query<{ month_closed: boolean | null; out_id: number | null }>(
    `WITH lock AS (
       SELECT ${closedMonthSql('p.user_id', 'p.business_date')} OR ${closedMonthSql('p.user_id', outDay)} AS closed
         FROM timesheet_entries p WHERE p.id = $1
     ),
     closed AS (
       UPDATE timesheet_entries SET is_open = false
        WHERE id = $1 AND entry_type = 'IN' AND is_open AND NOT COALESCE((SELECT closed FROM lock), false)
        RETURNING id, user_id, location_id, is_offsite
     ),
     out AS (
       INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, location_id, is_offsite, is_valid,
                                      validation_errors, auto_closed)
       SELECT closed.user_id, 'OUT', $2::timestamptz, ${outDay}, closed.location_id, closed.is_offsite, false, $3::jsonb, true
         FROM closed
       RETURNING id, user_id
     ),
     audit AS (
       INSERT INTO audit_log (action, actor_id, target_user_id, timesheet_id, details)
       SELECT '${AUTO_CHECKOUT}', NULL, out.user_id, out.id, $4::jsonb FROM out
     )
     SELECT (SELECT closed FROM lock) AS month_closed, (SELECT id FROM out) AS out_id`,
    [
      close.inId,
      close.plannedEnd,
      JSON.stringify([close.issue]),
      JSON.stringify({ check_in_id: close.inId, planned_end: close.plannedEnd, after_hours: close.afterHours }),
      close.timezone,
    ],
  );
  const row = rows[0];
  if (row?.out_id != null) return { outId: row.out_id };
  return { refused: row?.month_closed === true ? 'month_closed' : 'not_open' };
}
