/**
 * AdminEditPunch, PATCH /api/timesheets/{id}/ (administrators and managers): a correction never erases history. The
 * punch keeps the time it was first recorded at (original_timestamp, set once), gets the new time and business day,
 * and the audit log records who changed what and when; both in one transaction. A time later than now (the
 * database's clock, the punches' own) is refused: 400 with a `timestamp` field error. No one corrects their own
 * punches (docs/behaviour.md, "Correction requests"): 403 OWN_PUNCHES, checked before anything else, except for the
 * only active administrator, who has nobody else to ask: allowed, and flagged as a self-correction on the audit row
 * (details.self_correction) and on the punch (self_corrected; docs/behaviour.md, "Managers"). A manager corrects
 * the punches of the people they manage only: anyone else's is 404, as an unknown punch.
 * The approval of a correction request moves a punch through the same correctPunchTime. A punch of, or moved into, a
 * closed month is refused: 409 MONTH_CLOSED (docs/behaviour.md, "Closing the month").
 */
import type { TimesheetEntry } from '../../src/core/contract';
import { PUNCH_CORRECTED, writeAudit } from '../audit/audit-log.repository';
import type { Database, Queryable } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { assertPunchDaysOpen } from '../month-close/punch-month-lock';
import { isSoleActiveAdministrator, markSelfCorrected } from '../teams/sole-administrator';
import { assertInScope, type StaffScope } from '../teams/staff-scope';
import { toIsoTimestamp } from './iso-timestamp';
import { toTimesheetEntry } from './timesheet-entry.columns';
import { movePunchTime, type MovedPunchRow } from './timesheet-entry.repository';

/** yyyy-MM-ddTHH:mm[:ss[.fff]] with an optional Z or ±hh[:mm]; the edit dialog's datetime-local has no zone. */
export const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;
export const HAS_ZONE = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const INVALID_TIMESTAMP = 'Enter a valid date and time (ISO 8601)';
const FUTURE_TIMESTAMP = 'The time cannot be in the future';

export interface AdminEditPunchInput {
  entryId: number;
  timestamp: string;
  actorId: number;
  timezone: string;
  /** Whose punches the actor may correct (requireStaff's); none: anyone's but their own (the caller checked). */
  scope?: StaffScope;
}

export async function adminEditPunch(db: Database, input: AdminEditPunchInput): Promise<TimesheetEntry> {
  const text = input.timestamp.trim();
  if (!ISO_DATE_TIME.test(text)) throw fieldErrors({ timestamp: INVALID_TIMESTAMP });
  try {
    return toTimesheetEntry(await db.transaction((tx) => correctPunchTime(tx, { ...input, timestamp: text, field: 'timestamp' })));
  } catch (error) {
    // PostgreSQL's own date checks (month 13, 25:00 …): a client mistake, not a server error.
    if (isDateTimeError(error)) throw fieldErrors({ timestamp: INVALID_TIMESTAMP });
    throw error;
  }
}

export interface PunchTimeCorrection extends AdminEditPunchInput {
  /** The field a time in the future is reported on: the edit's `timestamp`, a request's `proposed_timestamp`. */
  field: string;
  /** The approved correction request that asked for it, recorded with the change. */
  requestId?: number;
}

/**
 * Moves the punch and audits it (PUNCH_CORRECTED, the old and new time), inside the caller's transaction: throwing
 * rolls the move back, nothing is audited. 404 for an unknown punch or one outside `scope`, 403 OWN_PUNCHES for the
 * actor's own (unless they are the only active administrator: then a self-correction), 400 (on `field`) for a time
 * in the future.
 */
export async function correctPunchTime(tx: Queryable, change: PunchTimeCorrection): Promise<MovedPunchRow> {
  const owner = await punchOwner(tx, change.entryId);
  if (owner === undefined) throw httpError(404, 'NOT_FOUND');
  // Own punches first, so a manager hears "your own" rather than "not found" (their scope leaves them out).
  const selfCorrection = owner === change.actorId;
  if (selfCorrection) await assertSoleAdministrator(tx, change.actorId);
  else if (change.scope) await assertInScope(tx, change.scope, owner);
  // A time without a zone is a wall-clock time of the business time zone, as the administrator sees it.
  const hasZone = HAS_ZONE.test(change.timestamp);
  // Neither the punch's day nor the new one may be in a closed month (docs/behaviour.md, "Closing the month").
  await assertPunchDaysOpen(tx, { entryId: change.entryId, to: change.timestamp, hasZone, timezone: change.timezone });
  const row = await movePunchTime(tx, {
    entryId: change.entryId,
    timestamp: change.timestamp,
    hasZone,
    timezone: change.timezone,
  });
  if (!row) throw httpError(404, 'NOT_FOUND');
  // A punch records something that happened.
  if (row.in_future) throw fieldErrors({ [change.field]: FUTURE_TIMESTAMP });
  if (selfCorrection) await markSelfCorrected(tx, row.id);
  await writeAudit(tx, {
    action: PUNCH_CORRECTED,
    actorId: change.actorId,
    targetUserId: row.user_id,
    timesheetId: row.id,
    details: {
      old_timestamp: toIsoTimestamp(row.old_timestamp),
      new_timestamp: toIsoTimestamp(row.timestamp),
      ...(change.requestId !== undefined ? { request_id: change.requestId } : {}),
      // The key the punch's corrections list reads (punch-corrections.query.ts).
      ...(selfCorrection ? { self_correction: true } : {}),
    },
  });
  return row;
}

/** Whose the punch is; undefined when there is no such punch. */
async function punchOwner(q: Queryable, entryId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ user_id: number }>('SELECT user_id FROM timesheet_entries WHERE id = $1', [entryId]);
  return rows[0]?.user_id;
}

/**
 * The actor's own punch may be corrected only by the only active administrator, counted inside this transaction
 * (server/teams/sole-administrator.ts): anyone else, 403 OWN_PUNCHES.
 */
async function assertSoleAdministrator(tx: Queryable, actorId: number): Promise<void> {
  if (!(await isSoleActiveAdministrator(tx, actorId))) throw httpError(403, 'OWN_PUNCHES');
}

/** PostgreSQL refused the text as a date or time (SQLSTATE 22007 / 22008). */
export function isDateTimeError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22007' || code === '22008';
}
