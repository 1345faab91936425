/**
 * GET /api/timesheets/{id}/corrections/ (staff): a punch's corrections, oldest first, from the audit log: each move, and
 * the addition of an OUT an approved correction request added (no old time); each says whether it was a
 * self-correction of the only active administrator. A manager (docs/behaviour.md, "Managers") reads those of the
 * people they manage: their own punch is 403 OWN_PUNCHES, anyone else's 404.
 */
import type { PunchCorrection } from '../../src/core/contract';
import { PUNCH_ADDED, PUNCH_CORRECTED } from '../audit/audit-log.repository';
import type { Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import { assertInScope, type StaffScope } from '../teams/staff-scope';
import { toIsoTimestamp } from './iso-timestamp';

interface CorrectionRow {
  /** The punch's owner. */
  user_id: number;
  id: number | null;
  details: { old_timestamp?: string; new_timestamp: string; self_correction?: boolean } | null;
  changed_by: string | null;
  changed_at: Date | string | null;
}

export async function listPunchCorrections(db: Queryable, entryId: number, scope?: StaffScope): Promise<PunchCorrection[]> {
  const { rows } = await db.query<CorrectionRow>(
    `SELECT e.user_id, a.id, a.details, u.username AS changed_by, a.created_at AS changed_at
     FROM timesheet_entries e
     LEFT JOIN audit_log a ON a.timesheet_id = e.id AND a.action = ANY($2::text[])
     LEFT JOIN users u ON u.id = a.actor_id
     WHERE e.id = $1
     ORDER BY a.created_at, a.id`,
    [entryId, `{${PUNCH_CORRECTED},${PUNCH_ADDED}}`],
  );
  if (rows.length === 0) throw httpError(404, 'NOT_FOUND');
  if (scope?.kind === 'groups') {
    const owner = rows[0]!.user_id;
    if (owner === scope.actorId) throw httpError(403, 'OWN_PUNCHES');
    await assertInScope(db, scope, owner);
  }
  return rows
    .filter((row) => row.id !== null)
    .map((row) => ({
      id: row.id!,
      timesheet_id: entryId,
      old_timestamp: row.details!.old_timestamp ?? null,
      new_timestamp: row.details!.new_timestamp,
      // The actor's account may have been deleted since (actor_id ON DELETE SET NULL).
      changed_by: row.changed_by ?? '',
      changed_at: toIsoTimestamp(row.changed_at!),
      self_correction: row.details!.self_correction === true,
    }));
}
