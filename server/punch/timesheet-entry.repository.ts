/** The writes of the punch hot path: one INSERT per punch, one UPDATE to close the open IN. */
import type { Queryable } from '../db/database.port';
import type { NewPunch } from './punch-record';
import { MISSING_CHECKOUT_ISSUE } from './punch-validity';
import { ENTRY_COLUMNS, type TimesheetEntryRow } from './timesheet-entry.columns';

/**
 * Records a punch at the database's clock (the server sets the time, never the client), its business
 * day computed by PostgreSQL in `timezone`. An IN is inserted open: the partial unique index
 * timesheet_one_open_in_per_user then refuses a second simultaneous one.
 */
export async function insertPunch(db: Queryable, punch: NewPunch, timezone: string): Promise<TimesheetEntryRow> {
  const { rows } = await db.query<TimesheetEntryRow>(
    `INSERT INTO timesheet_entries AS e (user_id, entry_type, "timestamp", business_date, location_id, latitude, longitude,
       accuracy, distance_from_location, device_id, notes, anomaly_note, is_valid, has_location_anomaly, is_offsite,
       validation_errors, is_open)
     VALUES ($1, $2, now(), (now() AT TIME ZONE $3::text)::date, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16)
     RETURNING ${ENTRY_COLUMNS}`,
    [
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
    ],
  );
  return rows[0]!;
}

/** Closes the open IN by its check-out. false when it was no longer open (a simultaneous check-out won). */
export async function closeOpenIn(db: Queryable, entryId: number): Promise<boolean> {
  const result = await db.query(`UPDATE timesheet_entries SET is_open = false WHERE id = $1 AND is_open`, [entryId]);
  return result.affectedRows > 0;
}

/**
 * Closes an IN left open on an earlier business day as a missing check-out: it stays, flagged invalid,
 * and no time is invented for it. false when it was no longer open (a simultaneous check-in won).
 */
export async function closeForgottenIn(db: Queryable, entryId: number): Promise<boolean> {
  const result = await db.query(
    `UPDATE timesheet_entries SET is_open = false, is_valid = false, validation_errors = validation_errors || $2::jsonb
     WHERE id = $1 AND is_open`,
    [entryId, JSON.stringify([MISSING_CHECKOUT_ISSUE])],
  );
  return result.affectedRows > 0;
}
