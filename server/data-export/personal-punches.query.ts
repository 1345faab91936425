/**
 * One person's punches for their data export (docs/behaviour.md, "My data"), oldest first, each with its correction
 * history, read `batchSize` at a time (keyset on time and id), so that the CSV, written as it is read, never holds more
 * than a batch. One statement per batch: the corrections come from the audit log in the same statement, with the reason
 * of the approved correction request behind each, when there was one.
 */
import type { DataExportPunch, DataExportPunchCorrection } from '../../src/core/contract';
import { PUNCH_ADDED, PUNCH_CORRECTED } from '../audit/audit-log.repository';
import { EXPORT_BATCH_SIZE, type BatchOptions } from '../csv-export/export-batch';
import type { Queryable } from '../db/database.port';
import type { WallClock } from '../hours/wall-clock';
import { toIsoTimestamp, toIsoTimestampOrNull } from '../punch/iso-timestamp';
import { ENTRY_COLUMNS, type TimesheetEntryRow } from '../punch/timesheet-entry.columns';

interface PunchRow extends TimesheetEntryRow {
  latitude: number | null;
  longitude: number | null;
  device_id: string | null;
  is_added: boolean;
  created_at: Date | string;
  corrections: DataExportPunchCorrection[];
  /** The time as the database's text, to the microsecond: the next batch starts after it (a Date keeps milliseconds). */
  keyset_timestamp: string;
}

/** Instants written inside JSON by the database, as toISOString writes them (UTC, milliseconds). */
const isoText = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const PUNCHES_SQL = `
  SELECT ${ENTRY_COLUMNS}, e.latitude, e.longitude, e.device_id, e.is_added, e.created_at, e."timestamp"::text AS keyset_timestamp,
         COALESCE(history.corrections, '[]'::json) AS corrections
    FROM timesheet_entries e
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
               'old_timestamp', a.details->>'old_timestamp',
               'new_timestamp', a.details->>'new_timestamp',
               'changed_by', actor.username,
               'changed_at', ${isoText('a.created_at')},
               'correction_request_id', r.id,
               'reason', r.reason) ORDER BY a.created_at, a.id) AS corrections
        FROM audit_log a
        LEFT JOIN users actor ON actor.id = a.actor_id
        -- the request of this same person only, whatever an audit row says
        LEFT JOIN correction_requests r ON r.id = (a.details->>'request_id')::int AND r.user_id = e.user_id
       WHERE a.timesheet_id = e.id AND a.action = ANY($5::text[])) history ON true
   WHERE e.user_id = $1
     AND ($2::timestamptz IS NULL OR (e."timestamp", e.id) > ($2::timestamptz, $3::int))
   ORDER BY e."timestamp", e.id
   LIMIT $4`;

/** The user's punches, oldest first, in batches of at most `batchSize` (the last one may be empty). */
export async function* personalPunchBatches(
  q: Queryable,
  userId: number,
  clock: WallClock,
  options: BatchOptions = {},
): AsyncGenerator<DataExportPunch[]> {
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  let after = null as { timestamp: string; id: number } | null;
  for (;;) {
    const { rows }: { rows: PunchRow[] } = await q.query<PunchRow>(PUNCHES_SQL, [
      userId,
      after?.timestamp ?? null,
      after?.id ?? null,
      batchSize,
      `{${PUNCH_CORRECTED},${PUNCH_ADDED}}`,
    ]);
    yield rows.map((row) => toDataExportPunch(row, clock));
    const last = rows.at(-1);
    if (!last || rows.length < batchSize) return;
    after = { timestamp: last.keyset_timestamp, id: last.id };
  }
}

function toDataExportPunch(row: PunchRow, clock: WallClock): DataExportPunch {
  return {
    id: row.id,
    entry_type: row.entry_type,
    timestamp: toIsoTimestamp(row.timestamp),
    local_date: clock.date(row.timestamp),
    local_time: clock.time(row.timestamp),
    original_timestamp: toIsoTimestampOrNull(row.original_timestamp),
    location_id: row.location_id,
    location_name: row.location_name,
    is_offsite: row.is_offsite,
    distance_from_location: row.distance_from_location,
    accuracy: row.accuracy,
    latitude: row.latitude,
    longitude: row.longitude,
    device_id: row.device_id,
    notes: row.notes,
    anomaly_note: row.anomaly_note,
    is_valid: row.is_valid,
    has_location_anomaly: row.has_location_anomaly,
    validation_errors: row.validation_errors,
    is_added: row.is_added,
    recorded_at: toIsoTimestamp(row.created_at),
    corrections: row.corrections,
  };
}
