/** How a correction request is selected and turned into the contract's CorrectionRequest, for every read. */
import type { CorrectionKind, CorrectionRequest, CorrectionStatus, EntryType } from '../../src/core/contract';
import { toIsoTimestamp, toIsoTimestampOrNull } from '../punch/iso-timestamp';
import { fullName } from '../users/user.repository';

/**
 * `correction_requests r` with its user, punch and deciding administrator; `zone` is the placeholder of the business
 * time zone. The business day is the one of the punch's time when the request was made, so the record reads the
 * same after an approval moved the punch to another day.
 */
export const requestSelect = (zone: string) => `
  SELECT r.id, r.user_id, u.username, u.first_name, u.last_name, r.timesheet_id, r.kind,
         -- the punch is never deleted (punches are kept with their user); an IN if it ever were
         COALESCE(e.entry_type, 'IN') AS entry_type,
         to_char((r.punch_timestamp AT TIME ZONE ${zone}::text)::date, 'YYYY-MM-DD') AS business_date,
         r.punch_timestamp, r.proposed_timestamp, r.reason, r.status, r.refusal_reason, r.created_at,
         admin.username AS decided_by, r.decided_at
    FROM correction_requests r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN timesheet_entries e ON e.id = r.timesheet_id
    LEFT JOIN users admin ON admin.id = r.decided_by`;

export interface CorrectionRequestRow {
  id: number;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  timesheet_id: number | null;
  kind: CorrectionKind;
  entry_type: EntryType;
  business_date: string;
  punch_timestamp: Date | string;
  proposed_timestamp: Date | string;
  reason: string;
  status: CorrectionStatus;
  refusal_reason: string;
  created_at: Date | string;
  decided_by: string | null;
  decided_at: Date | string | null;
}

export function toCorrectionRequest(row: CorrectionRequestRow): CorrectionRequest {
  return {
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    full_name: fullName(row.first_name, row.last_name),
    timesheet_id: row.timesheet_id,
    kind: row.kind,
    entry_type: row.entry_type,
    business_date: row.business_date,
    punch_timestamp: toIsoTimestamp(row.punch_timestamp),
    proposed_timestamp: toIsoTimestamp(row.proposed_timestamp),
    reason: row.reason,
    status: row.status,
    refusal_reason: row.refusal_reason,
    created_at: toIsoTimestamp(row.created_at),
    decided_by: row.decided_by,
    decided_at: toIsoTimestampOrNull(row.decided_at),
  };
}
