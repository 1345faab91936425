/**
 * What an accepted punch answers: the entry it saved and the user's status after it, in the shape of
 * GET /api/timesheet/status/ (docs/behaviour.md, "Punch rules"), so that the phone shows the confirmed status
 * without reading it again. Pure: the status comes from the row the punch's INSERT … RETURNING gave, no statement.
 */
import type { PunchResponse, TimesheetEntry, UserStatus } from '../../src/core/contract';

/**
 * The status loadUserStatus would read right after the punch `entry` was written:
 * - the punch is the user's last entry (its time is the database's now(); no punch or correction is ever later);
 * - after an IN: that IN is open and of today's business day (its business_date is now()'s, taken in the same
 *   statement), so it is the current open IN (isCurrentOpenIn): IN;
 * - after an OUT: the one open IN a user may have (timesheet_one_open_in_per_user) was closed by the same statement,
 *   so no open IN is left: OUT.
 */
export function statusAfterPunch(entry: TimesheetEntry): UserStatus {
  return {
    status: entry.entry_type,
    is_checked_in: entry.entry_type === 'IN',
    last_entry: { entry_type: entry.entry_type, timestamp: entry.timestamp, location_name: entry.location_name },
  };
}

/**
 * The entry and its status as one object, written out field by field: on Node 20, keys added to a copy of an object
 * take V8 a slow path (`{ ...entry, ...status }` cost about 4.5 µs a punch; docs/performance.md, "Spreads on the
 * punch's path"). TypeScript checks that no field of the answer is left out.
 */
export function punchAnswer(entry: TimesheetEntry): PunchResponse {
  const { status, is_checked_in, last_entry } = statusAfterPunch(entry);
  return {
    id: entry.id,
    user_id: entry.user_id,
    entry_type: entry.entry_type,
    timestamp: entry.timestamp,
    original_timestamp: entry.original_timestamp,
    location_id: entry.location_id,
    location_name: entry.location_name,
    notes: entry.notes,
    anomaly_note: entry.anomaly_note,
    is_valid: entry.is_valid,
    has_location_anomaly: entry.has_location_anomaly,
    is_offsite: entry.is_offsite,
    distance_from_location: entry.distance_from_location,
    accuracy: entry.accuracy,
    validation_errors: entry.validation_errors,
    offline_delay_seconds: entry.offline_delay_seconds,
    position_signals: entry.position_signals,
    auto_closed: entry.auto_closed,
    status,
    is_checked_in,
    last_entry,
  };
}
