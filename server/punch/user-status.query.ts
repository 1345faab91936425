/** GET /api/timesheet/status/: IN while the user's open IN is current, else OUT ('' before the first punch). */
import type { UserStatus } from '../../src/core/contract';
import { OFFSITE_LOCATION_NAME } from '../../src/core/domain/activity-anomaly';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp } from './iso-timestamp';
import { businessClockColumns, OPEN_IN_SHIFT, toOpenInShift, type OpenInShiftRow } from './open-in-shift.query';
import { isCurrentOpenIn } from './current-open-in';

interface StatusRow extends OpenInShiftRow {
  entry_type: 'IN' | 'OUT';
  timestamp: Date | string;
  location_name: string | null;
  today: string;
  local_time: string;
}

/**
 * Checked in means an open IN that is current by the punches' own rule (isCurrentOpenIn): one of today, or
 * of last night's shift until its end (plus grace). Any other open IN is a forgotten check-out, and the
 * employee must be offered the check-in that closes it. One statement.
 */
export async function loadUserStatus(db: Queryable, userId: number, timezone: string): Promise<UserStatus> {
  const { rows } = await db.query<StatusRow>(
    `SELECT e.entry_type, e."timestamp", l.name AS location_name, ${businessClockColumns('$2')},
       o.open_business_date, o.open_work_hours_start, o.open_work_hours_end
     FROM timesheet_entries e LEFT JOIN locations l ON l.id = e.location_id
     LEFT JOIN ${OPEN_IN_SHIFT} o ON true
     WHERE e.user_id = $1 ORDER BY e."timestamp" DESC, e.id DESC LIMIT 1`,
    [userId, timezone],
  );
  const last = rows[0];
  if (!last) return { status: '', is_checked_in: false, last_entry: null };
  const openIn = toOpenInShift(last);
  const isCheckedIn = openIn !== null && isCurrentOpenIn(openIn, last.today, last.local_time);
  return {
    status: isCheckedIn ? 'IN' : 'OUT',
    is_checked_in: isCheckedIn,
    last_entry: {
      entry_type: last.entry_type,
      timestamp: toIsoTimestamp(last.timestamp),
      location_name: last.location_name ?? OFFSITE_LOCATION_NAME,
    },
  };
}
