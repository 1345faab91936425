/**
 * The writes of correction_requests (docs/behaviour.md, "Correction requests"): filing one, locking one for the
 * decision, recording the decision; and reading one back.
 */
import type { CorrectionKind, CorrectionRequest, CorrectionStatus } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { requestSelect, toCorrectionRequest, type CorrectionRequestRow } from './correction-request.columns';

/** The unique index allowing one pending request per punch (migration 010). */
export const PENDING_REQUEST_INDEX = 'correction_requests_pending_idx';

/**
 * Files a pending request on the punch `timesheetId`, keeping the punch's current time. The proposed time is given
 * as read by PostgreSQL (loadCorrectionPunch). A second pending request on the punch violates PENDING_REQUEST_INDEX.
 */
export async function insertCorrectionRequest(
  q: Queryable,
  request: { timesheetId: number; kind: CorrectionKind; proposed: Date; reason: string },
): Promise<{ id: number; userId: number }> {
  const { rows } = await q.query<{ id: number; user_id: number }>(
    `INSERT INTO correction_requests (user_id, timesheet_id, kind, punch_timestamp, proposed_timestamp, reason)
     SELECT e.user_id, e.id, $2, e."timestamp", $3::timestamptz, $4 FROM timesheet_entries e WHERE e.id = $1
     RETURNING id, user_id`,
    [request.timesheetId, request.kind, request.proposed.toISOString(), request.reason],
  );
  return { id: rows[0]!.id, userId: rows[0]!.user_id };
}

/** A request as its decision needs it, its row locked until the end of the transaction. */
export interface LockedCorrectionRequest {
  id: number;
  userId: number;
  timesheetId: number | null;
  kind: CorrectionKind;
  status: CorrectionStatus;
  /** ISO 8601. */
  proposed: string;
}

/**
 * Locks the request `id` whatever its status: a decision waiting on another one then reads the status that one left
 * (decided), and answers 409 rather than deciding twice.
 */
export async function lockCorrectionRequest(q: Queryable, id: number): Promise<LockedCorrectionRequest | undefined> {
  const { rows } = await q.query<{
    id: number;
    user_id: number;
    timesheet_id: number | null;
    kind: CorrectionKind;
    status: CorrectionStatus;
    proposed_timestamp: Date;
  }>('SELECT id, user_id, timesheet_id, kind, status, proposed_timestamp FROM correction_requests WHERE id = $1 FOR UPDATE', [id]);
  const row = rows[0];
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      timesheetId: row.timesheet_id,
      kind: row.kind,
      status: row.status,
      proposed: row.proposed_timestamp.toISOString(),
    }
  );
}

/** Closes a pending request with the administrator's decision (and the reason of a refusal). */
export async function recordCorrectionDecision(
  q: Queryable,
  decision: { id: number; status: 'approved' | 'refused'; adminId: number; refusalReason?: string },
): Promise<void> {
  await q.query(
    `UPDATE correction_requests SET status = $2, decided_by = $3, decided_at = now(), refusal_reason = $4
      WHERE id = $1 AND status = 'pending'`,
    [decision.id, decision.status, decision.adminId, decision.refusalReason ?? ''],
  );
}

export async function findCorrectionRequest(q: Queryable, id: number, timezone: string): Promise<CorrectionRequest | undefined> {
  const { rows } = await q.query<CorrectionRequestRow>(`${requestSelect('$2')} WHERE r.id = $1`, [id, timezone]);
  return rows[0] && toCorrectionRequest(rows[0]);
}
