/**
 * AdminEditPunch, PATCH /api/timesheets/{id}/ (administrators): a correction never erases history. The punch
 * keeps the time it was first recorded at (original_timestamp, set once), gets the new time and business day,
 * and the audit log records who changed what and when; both in one transaction. A time later than now (the
 * database's clock, the punches' own) is refused: 400 with a `timestamp` field error.
 */
import type { TimesheetEntry } from '../../src/core/contract';
import { PUNCH_CORRECTED, writeAudit } from '../audit/audit-log.repository';
import type { Database } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { toIsoTimestamp } from './iso-timestamp';
import { toTimesheetEntry } from './timesheet-entry.columns';
import { movePunchTime } from './timesheet-entry.repository';

/** yyyy-MM-ddTHH:mm[:ss[.fff]] with an optional Z or ±hh[:mm]; the edit dialog's datetime-local has no zone. */
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)?$/i;
const HAS_ZONE = /(Z|[+-]\d{2}(:?\d{2})?)$/i;
const INVALID_TIMESTAMP = 'Enter a valid date and time (ISO 8601)';
const FUTURE_TIMESTAMP = 'The time cannot be in the future';

export interface AdminEditPunchInput {
  entryId: number;
  timestamp: string;
  actorId: number;
  timezone: string;
}

export async function adminEditPunch(db: Database, input: AdminEditPunchInput): Promise<TimesheetEntry> {
  const text = input.timestamp.trim();
  if (!ISO_DATE_TIME.test(text)) throw fieldErrors({ timestamp: INVALID_TIMESTAMP });
  try {
    return await db.transaction(async (tx) => {
      // A time without a zone is a wall-clock time of the business time zone, as the administrator sees it.
      const row = await movePunchTime(tx, {
        entryId: input.entryId,
        timestamp: text,
        hasZone: HAS_ZONE.test(text),
        timezone: input.timezone,
      });
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
