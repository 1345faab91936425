/**
 * The retention purge's statements (docs/behaviour.md, "Retention"). Each deletes one batch, picked through an index
 * and locked with SKIP LOCKED: a row another server (or a request) holds is left to it or to the next run, so servers
 * purging at once never wait on each other nor delete a row twice. Each statement commits alone: no lock outlives it.
 */
import type { CalendarDate } from '../../src/core/domain/calendar-date';
import type { Queryable } from '../db/database.port';
import type { RetentionCutoffs } from './retention.rules';

/** The tables the purge deletes from, as the counts and the log name them. */
export interface RetentionCounts {
  timesheet_entries: number;
  audit_log: number;
  correction_requests: number;
  notifications: number;
  refresh_tokens: number;
  /** Offline punches received (accepted or refused: docs/behaviour.md, "Offline punches"), by the punches' cut-off. */
  offline_punches: number;
}

export interface PunchBatch {
  /** Punches taken (and deleted) by this statement; fewer than asked: none left that day, or the rest held by someone else. */
  taken: number;
  deleted: Pick<RetentionCounts, 'timesheet_entries' | 'audit_log' | 'correction_requests'>;
}

/** The start of the cut-off day on APP_TIMEZONE's clocks, as an instant: $1 the day, $2 the zone. */
const CUTOFF_DAY_START = '($1::date::timestamp AT TIME ZONE $2::text)';

/**
 * The first business day after `after` (null: from the first) and before `before` that has punches, or null. A min()
 * over timesheet_business_date_idx: it starts right after the day last purged, never over the entries deleted before.
 */
export async function nextDayWithPunches(q: Queryable, after: CalendarDate | null, before: CalendarDate): Promise<CalendarDate | null> {
  const { rows } = await q.query<{ day: CalendarDate | null }>(
    'SELECT min(business_date) AS day FROM timesheet_entries WHERE business_date > $1::date AND business_date < $2::date',
    [after ?? '-infinity', before],
  );
  return rows[0]?.day ?? null;
}

/**
 * Deletes up to `size` punches of the business day `day`, with the audit rows and correction requests about them, in
 * one statement. Their foreign keys would only empty the column (ON DELETE SET NULL), so they are deleted here rather
 * than left pointing at nothing. One day at a time, the punches are found through an index whatever the planner's
 * statistics say (PGlite keeps none), and the rows are deleted by id through their indexes.
 */
export async function deletePunchBatch(q: Queryable, day: CalendarDate, size: number): Promise<PunchBatch> {
  const { rows } = await q.query<PunchBatch['deleted'] & { taken: number }>(
    `WITH batch AS (
       SELECT id FROM timesheet_entries WHERE business_date = $1::date LIMIT $2 FOR UPDATE SKIP LOCKED
     ),
     audit AS (DELETE FROM audit_log WHERE timesheet_id = ANY (ARRAY(SELECT id FROM batch)) RETURNING 1),
     requests AS (DELETE FROM correction_requests WHERE timesheet_id = ANY (ARRAY(SELECT id FROM batch)) RETURNING 1),
     punches AS (DELETE FROM timesheet_entries WHERE id = ANY (ARRAY(SELECT id FROM batch)) RETURNING 1)
     SELECT (SELECT count(*) FROM batch)::int AS taken,
            (SELECT count(*) FROM punches)::int AS timesheet_entries,
            (SELECT count(*) FROM audit)::int AS audit_log,
            (SELECT count(*) FROM requests)::int AS correction_requests`,
    [day, size],
  );
  const { taken, ...deleted } = rows[0]!;
  return { taken, deleted };
}

/** Deletes up to `size` notifications read before the cut-off, or created before the punches' cut-off day, read or not. */
export async function deleteNotificationBatch(q: Queryable, cutoffs: RetentionCutoffs, size: number): Promise<number> {
  const { affectedRows } = await q.query(
    `WITH batch AS (
       SELECT id FROM notifications
        WHERE read_at < $3 OR created_at < ${CUTOFF_DAY_START}
        LIMIT $4
        FOR UPDATE SKIP LOCKED
     )
     DELETE FROM notifications n USING batch WHERE n.id = batch.id`,
    [cutoffs.punchesBefore, cutoffs.timezone, cutoffs.readNotificationsBefore, size],
  );
  return affectedRows;
}

/** Deletes up to `size` refresh tokens expired, or revoked, before the cut-offs. */
export async function deleteRefreshTokenBatch(q: Queryable, cutoffs: RetentionCutoffs, size: number): Promise<number> {
  const { affectedRows } = await q.query(
    `WITH batch AS (
       SELECT id FROM refresh_tokens
        WHERE expires_at < $1 OR revoked_at < $2
        LIMIT $3
        FOR UPDATE SKIP LOCKED
     )
     DELETE FROM refresh_tokens t USING batch WHERE t.id = batch.id`,
    [cutoffs.expiredTokensBefore, cutoffs.revokedTokensBefore, size],
  );
  return affectedRows;
}

/**
 * Deletes up to `size` offline punches received before the punches' cut-off day: the record of how a punch arrived (or
 * why it was refused) goes with the punches of its time. Their entries are purged by day with the other punches.
 */
export async function deleteOfflinePunchBatch(q: Queryable, cutoffs: RetentionCutoffs, size: number): Promise<number> {
  const { affectedRows } = await q.query(
    `WITH batch AS (
       SELECT id FROM offline_punches WHERE received_at < ${CUTOFF_DAY_START} LIMIT $3 FOR UPDATE SKIP LOCKED
     )
     DELETE FROM offline_punches o USING batch WHERE o.id = batch.id`,
    [cutoffs.punchesBefore, cutoffs.timezone, size],
  );
  return affectedRows;
}

/** What the purge would delete now, table by table, deleting nothing (the dry run). */
export async function countExpired(q: Queryable, cutoffs: RetentionCutoffs): Promise<RetentionCounts> {
  const { rows } = await q.query<RetentionCounts>(
    `SELECT (SELECT count(*) FROM timesheet_entries WHERE business_date < $1::date)::int AS timesheet_entries,
            (SELECT count(*) FROM audit_log a JOIN timesheet_entries e ON e.id = a.timesheet_id
              WHERE e.business_date < $1::date)::int AS audit_log,
            (SELECT count(*) FROM correction_requests c JOIN timesheet_entries e ON e.id = c.timesheet_id
              WHERE e.business_date < $1::date)::int AS correction_requests,
            (SELECT count(*) FROM notifications WHERE read_at < $3 OR created_at < ${CUTOFF_DAY_START})::int AS notifications,
            (SELECT count(*) FROM refresh_tokens WHERE expires_at < $4 OR revoked_at < $5)::int AS refresh_tokens,
            (SELECT count(*) FROM offline_punches WHERE received_at < ${CUTOFF_DAY_START})::int AS offline_punches`,
    [
      cutoffs.punchesBefore,
      cutoffs.timezone,
      cutoffs.readNotificationsBefore,
      cutoffs.expiredTokensBefore,
      cutoffs.revokedTokensBefore,
    ],
  );
  return rows[0]!;
}
