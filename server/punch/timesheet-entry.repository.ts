/**
 * The writes of timesheet_entries.
 * A punch, the hot path: ONE statement per punch, so that no punch needs a transaction (no
 * BEGIN/COMMIT round trips, no pooled connection held across them). A punch that closes an open IN
 * (a check-out, or a check-in closing a forgotten check-out) closes it in the same statement, so the
 * closure and the new row are written together or not at all.
 * An administrator's change of a punch's time, which keeps the time first recorded.
 */
import type { Queryable } from '../db/database.port';
import type { PunchChallenge } from './punch-device';
import { toStampedPunchContext, type ContextRow, type StampedPunchContext, type StampRow } from './punch-context.query';
import { punchInsertSql, type ContextGuard } from './punch-insert.sql';
import type { PunchPlace } from './punch-place';
import type { NewPunch } from './punch-record';
import { MISSING_CHECKOUT_ISSUE } from './punch-validity';
import { ENTRY_COLUMNS, type TimesheetEntryRow } from './timesheet-entry.columns';

/** The open IN a punch closes: by its check-out, or as a missing check-out of an earlier day. */
export interface OpenInClosure {
  entryId: number;
  /** true when the IN is closed by the next day's check-in: flagged invalid, no time invented for it. */
  asMissingCheckout: boolean;
}

/**
 * What recording a punch did: written; not written because its challenge had been used already (a replayed request);
 * or not written because the IN it was to close was no longer open (a simultaneous punch won); or, for a punch
 * decided from a remembered context, not written because that context is no longer current.
 */
export type PunchWrite =
  | { written: TimesheetEntryRow }
  | { refused: 'challenge_used' | 'in_closed_meanwhile' }
  | ContextChanged;

/** A punch decided from memory, not written because its context changed: the context as the statement read it afresh. */
export interface ContextChanged {
  refused: 'context_changed';
  /** Undefined when the account no longer exists or is inactive. */
  context: StampedPunchContext | undefined;
}

/** A decided punch and what its statement did: the record and the place are what memory follows when it was written. */
export interface DecidedPunch {
  write: PunchWrite;
  record: NewPunch;
  place: PunchPlace;
}

export function isContextChanged(write: PunchWrite): write is ContextChanged {
  return 'refused' in write && write.refused === 'context_changed';
}

/**
 * Records a punch at the database's clock (the server sets the time, never the client; an offline punch at its
 * bounded time, punch.recordedAt), its business day computed by PostgreSQL in `timezone`, in ONE statement (punch-insert.sql.ts). An IN is inserted open: the partial
 * unique index timesheet_one_open_in_per_user then refuses a second simultaneous one (a unique_violation the caller
 * answers 409; nothing of the statement is then written, the challenge included). With `closing`, the open IN is
 * closed first; with `challenge`, the device challenge is recorded as used first; with `guard`, nothing is written
 * unless the context the punch was decided from is still current (punch-insert.sql.ts).
 */
export async function insertPunch(
  db: Queryable,
  punch: NewPunch,
  timezone: string,
  closing?: OpenInClosure,
  challenge?: PunchChallenge,
  guard?: ContextGuard,
): Promise<PunchWrite> {
  const params: unknown[] = [
    punch.userId,
    punch.entryType,
    timezone,
    punch.locationId,
    punch.latitude,
    punch.longitude,
    punch.accuracy,
    punch.distance,
    punch.deviceId,
    punch.notes,
    punch.anomalyNote,
    punch.isValid,
    punch.hasLocationAnomaly,
    punch.isOffsite,
    JSON.stringify(punch.validationErrors),
    punch.isOpen,
    JSON.stringify(punch.positionSignals),
    punch.fixDigest,
    punch.recordedAt,
    punch.offlineDelaySeconds,
  ];
  if (closing) params.push(closing.entryId);
  if (closing?.asMissingCheckout) params.push(JSON.stringify([MISSING_CHECKOUT_ISSUE]));
  if (challenge) params.push(challenge.nonce, challenge.expiresAt);
  if (guard) params.push(guard.generation, guard.userGeneration, guard.openInId, guard.latestPunchId, guard.minute);
  const shape = !closing ? 'none' : closing.asMissingCheckout ? 'as_missing_check_out' : 'by_check_out';
  const sql = punchInsertSql(shape, challenge !== undefined, guard !== undefined);
  const { rows } = await db.query<TimesheetEntryRow & GuardedPunchColumns>(sql.text, params, { prepareAs: sql.name });
  const row = rows[0];
  if (guard && !row?.context_current) {
    const fresh = row?.fresh_context;
    return { refused: 'context_changed', context: fresh ? toStampedPunchContext(fresh) : undefined };
  }
  if (challenge && !row?.challenge_spent) return { refused: 'challenge_used' };
  if (!row || row.id === null) return { refused: 'in_closed_meanwhile' };
  // The row keeps the statement's flags: every reader takes a punch's columns by name, and a copy without them (an
  // object rest) cost about 4 µs a punch on Node 20 (docs/performance.md, "Spreads on the punch's path").
  return { written: row };
}

/** What the statement answers beside the punch's columns when it spends a challenge or is guarded (punch-insert.sql.ts). */
interface GuardedPunchColumns {
  challenge_spent?: boolean;
  context_current?: boolean;
  fresh_context?: (ContextRow & StampRow) | null;
}

/** The punch after a change of its time, with the time it had before and whether the new one is after now. */
export type MovedPunchRow = TimesheetEntryRow & { old_timestamp: Date | string; in_future: boolean };

/**
 * Gives the punch `entryId` the time `timestamp` (ISO 8601 text; without a zone, a wall-clock time of `timezone`)
 * and the business day of that time, its row locked. The time first recorded is kept in original_timestamp (set
 * once). Undefined when there is no such punch; PostgreSQL refuses an impossible date (SQLSTATE 22007 / 22008).
 */
export async function movePunchTime(
  q: Queryable,
  change: { entryId: number; timestamp: string; hasZone: boolean; timezone: string },
): Promise<MovedPunchRow | undefined> {
  const newTime = change.hasZone ? '$2::timestamptz' : '($2::timestamp AT TIME ZONE $3::text)';
  const { rows } = await q.query<MovedPunchRow>(
    `WITH old AS (SELECT id, "timestamp" FROM timesheet_entries WHERE id = $1 FOR UPDATE)
     UPDATE timesheet_entries AS e
     SET original_timestamp = COALESCE(e.original_timestamp, old."timestamp"), "timestamp" = ${newTime},
         business_date = (${newTime} AT TIME ZONE $3::text)::date
     FROM old WHERE e.id = old.id
     RETURNING old."timestamp" AS old_timestamp, e."timestamp" > now() AS in_future, ${ENTRY_COLUMNS}`,
    [change.entryId, change.timestamp, change.timezone],
  );
  return rows[0];
}

/**
 * Adds the OUT of the IN `inId` at `timestamp` (a timestamptz; an approved missing check-out, docs/behaviour.md,
 * "Correction requests"): a punch nobody made, so is_added, valid, at the IN's place (or off-site as it was), without device nor position; its
 * business day computed by PostgreSQL in `timezone` as a punch's is. The IN is closed in the same statement when it
 * was still open. An IN closed earlier by the next check-in keeps its recorded MISSING_CHECKOUT issue (history); the
 * worked days do not count that issue as an invalid punch. Undefined when there is no such IN.
 */
export async function insertAddedCheckOut(
  q: Queryable,
  added: { inId: number; timestamp: string; timezone: string; notes: string },
): Promise<TimesheetEntryRow | undefined> {
  const { rows } = await q.query<TimesheetEntryRow>(
    `WITH closed AS (
       UPDATE timesheet_entries SET is_open = false WHERE id = $1 AND entry_type = 'IN' RETURNING user_id, location_id, is_offsite
     )
     INSERT INTO timesheet_entries AS e (user_id, entry_type, "timestamp", business_date, location_id, is_offsite, notes, is_valid, is_added)
     SELECT closed.user_id, 'OUT', $2::timestamptz, ($2::timestamptz AT TIME ZONE $3::text)::date, closed.location_id, closed.is_offsite,
            $4, true, true
     FROM closed
     RETURNING ${ENTRY_COLUMNS}`,
    [added.inId, added.timestamp, added.timezone, added.notes],
  );
  return rows[0];
}
