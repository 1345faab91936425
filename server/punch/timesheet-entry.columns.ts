/** How a punch is selected and turned into the contract's TimesheetEntry, in one place for every query. */
import type { PositionSignal, TimesheetEntry, ValidationIssue } from '../../src/core/contract';
import { OFFSITE_LOCATION_NAME } from '../../src/core/domain/activity-anomaly';
import { toIsoTimestamp, toIsoTimestampOrNull } from './iso-timestamp';

export interface TimesheetEntryRow {
  id: number;
  user_id: number;
  entry_type: 'IN' | 'OUT';
  timestamp: Date | string;
  original_timestamp: Date | string | null;
  business_date: string;
  location_id: number | null;
  location_name: string | null;
  notes: string;
  anomaly_note: string;
  is_valid: boolean;
  has_location_anomaly: boolean;
  is_offsite: boolean;
  distance_from_location: number | null;
  accuracy: number | null;
  validation_errors: ValidationIssue[];
  is_open: boolean;
  offline_delay_seconds: number | null;
  position_signals: PositionSignal[];
  auto_closed: boolean;
}

/** Columns of `timesheet_entries e` (plus its location's name) matching TimesheetEntryRow. */
export const ENTRY_COLUMNS = `e.id, e.user_id, e.entry_type, e."timestamp", e.original_timestamp,
  to_char(e.business_date, 'YYYY-MM-DD') AS business_date, e.location_id,
  (SELECT l.name FROM locations l WHERE l.id = e.location_id) AS location_name,
  e.notes, e.anomaly_note, e.is_valid, e.has_location_anomaly, e.is_offsite, e.distance_from_location,
  e.accuracy, e.validation_errors, e.is_open, e.offline_delay_seconds, e.position_signals,
  e.auto_closed`;

export function toTimesheetEntry(row: TimesheetEntryRow): TimesheetEntry {
  return {
    id: row.id,
    user_id: row.user_id,
    entry_type: row.entry_type,
    timestamp: toIsoTimestamp(row.timestamp),
    original_timestamp: toIsoTimestampOrNull(row.original_timestamp),
    location_id: row.location_id,
    location_name: row.location_name ?? OFFSITE_LOCATION_NAME,
    notes: row.notes,
    anomaly_note: row.anomaly_note,
    is_valid: row.is_valid,
    has_location_anomaly: row.has_location_anomaly,
    is_offsite: row.is_offsite,
    distance_from_location: row.distance_from_location,
    accuracy: row.accuracy,
    validation_errors: row.validation_errors,
    offline_delay_seconds: row.offline_delay_seconds,
    position_signals: row.position_signals,
    auto_closed: row.auto_closed,
  };
}
