/** GET /api/timesheet/status/: IN while today's IN is open, else OUT ('' before the first punch). */
import type { UserStatus } from '../../src/core/contract';
import { OFFSITE_LOCATION_NAME } from '../../src/core/domain/activity-anomaly';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp } from './iso-timestamp';

interface StatusRow {
  entry_type: 'IN' | 'OUT';
  timestamp: Date | string;
  location_name: string | null;
  is_checked_in: boolean;
}

/**
 * Checked in means an IN open on today's business day: one open since an earlier day is a forgotten
 * check-out, and the employee must be offered the check-in that closes it (the same rule as the punch).
 */
export async function loadUserStatus(db: Queryable, userId: number, timezone: string): Promise<UserStatus> {
  const { rows } = await db.query<StatusRow>(
    `SELECT e.entry_type, e."timestamp", l.name AS location_name,
       EXISTS (SELECT 1 FROM timesheet_entries o WHERE o.user_id = $1 AND o.is_open
               AND o.business_date = (now() AT TIME ZONE $2::text)::date) AS is_checked_in
     FROM timesheet_entries e LEFT JOIN locations l ON l.id = e.location_id
     WHERE e.user_id = $1 ORDER BY e."timestamp" DESC, e.id DESC LIMIT 1`,
    [userId, timezone],
  );
  const last = rows[0];
  if (!last) return { status: '', is_checked_in: false, last_entry: null };
  return {
    status: last.is_checked_in ? 'IN' : 'OUT',
    is_checked_in: last.is_checked_in,
    last_entry: {
      entry_type: last.entry_type,
      timestamp: toIsoTimestamp(last.timestamp),
      location_name: last.location_name ?? OFFSITE_LOCATION_NAME,
    },
  };
}
