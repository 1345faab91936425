/**
 * PATCH /api/timesheets/{id}/ (admin): a correction never erases history. The punch keeps the time it
 * was first recorded at (original_timestamp, set once), gets the new time and business day, and the
 * audit log records who changed what and when; both in one transaction. A time later than now (the
 * database's clock, the punches' own) is refused: 400 with a `timestamp` field error.
 */
import type { TimesheetEntry } from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log';
import type { Database } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { toIsoTimestamp } from './iso-timestamp';
import { ENTRY_COLUMNS, toTimesheetEntry, type TimesheetEntryRow } from './timesheet-entry.columns';

export const PUNCH_CORRECTED = 'PUNCH_CORRECTED';

/** yyyy-MM-ddTHH:mm[:ss[.fff]] with an optional Z or ±hh[:mm]; the edit dialog's datetime-local has no zone. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;
const HAS_ZONE = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const INVALID_TIMESTAMP = 'Enter a valid date and time (ISO 8601)';
const FUTURE_TIMESTAMP = 'The time cannot be in the future';

export interface CorrectionInput {
  entryId: number;
  timestamp: string;
  actorId: number;
  timezone: string;
}

export async function correctPunchTime(db: Database, input: CorrectionInput): Promise<TimesheetEntry> {
  const text = input.timestamp.trim();
  if (!ISO_DATE_TIME.test(text)) throw fieldErrors({ timestamp: INVALID_TIMESTAMP });
  // A time without a zone is a wall-clock time of the business time zone, as the administrator sees it.
  const newTime = HAS_ZONE.test(text) ? '$2::timestamptz' : '($2::timestamp AT TIME ZONE $3::text)';
  try {
    return await db.transaction(async (tx) => {
      const updated = await tx.query<TimesheetEntryRow & { old_timestamp: Date | string; in_future: boolean }>(
        `WITH old AS (SELECT id, "timestamp" FROM timesheet_entries WHERE id = $1 FOR UPDATE)
         UPDATE timesheet_entries AS e
         SET original_timestamp = COALESCE(e.original_timestamp, old."timestamp"), "timestamp" = ${newTime},
             business_date = (${newTime} AT TIME ZONE $3::text)::date
         FROM old WHERE e.id = old.id
         RETURNING old."timestamp" AS old_timestamp, e."timestamp" > now() AS in_future, ${ENTRY_COLUMNS}`,
        [input.entryId, text, input.timezone],
      );
      const row = updated.rows[0];
      if (!row) throw httpError(404, 'NOT_FOUND');
      // A punch records something that happened: throwing rolls the update back, nothing is audited.
      if (row.in_future) throw fieldErrors({ timestamp: FUTURE_TIMESTAMP });
      await writeAudit(tx, {
        action: PUNCH_CORRECTED,
        actorId: input.actorId,
        targetUserId: row.user_id,
        timesheetId: row.id,
        details: { old_timestamp: toIsoTimestamp(row.old_timestamp), new_timestamp: toIsoTimestamp(row.timestamp) },
      });
      return toTimesheetEntry(row);
    });
  } catch (error) {
    // PostgreSQL's own date checks (month 13, 25:00 …): a client mistake, not a server error.
    if (isDateTimeError(error)) throw fieldErrors({ timestamp: INVALID_TIMESTAMP });
    throw error;
  }
}

function isDateTimeError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '22007' || code === '22008';
}
