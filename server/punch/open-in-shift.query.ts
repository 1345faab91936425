/**
 * The SQL side of isCurrentOpenIn (punch-rules.ts) for the reads that say whether the user is checked in
 * (status, daily summary): the business clock and the user's open IN with its location's hours, as
 * columns of the read's own statement (no statement more). The decision itself stays in punch-rules.ts.
 */
import type { OpenInShift } from './punch-rules';

/**
 * A subquery of at most one row (timesheet_one_open_in_per_user): `LEFT JOIN ${OPEN_IN_SHIFT} o ON true`,
 * with the user id as $1.
 */
export const OPEN_IN_SHIFT = `(
  SELECT to_char(oe.business_date, 'YYYY-MM-DD') AS open_business_date,
         to_char(ol.work_hours_start, 'HH24:MI') AS open_work_hours_start,
         to_char(ol.work_hours_end, 'HH24:MI') AS open_work_hours_end
  FROM timesheet_entries oe LEFT JOIN locations ol ON ol.id = oe.location_id
  WHERE oe.user_id = $1 AND oe.is_open)`;

/** Today (yyyy-MM-dd) and the time of day (HH:MM) in the time zone given as `zoneParam` (e.g. '$2'). */
export const businessClockColumns = (zoneParam: string) =>
  `to_char(now() AT TIME ZONE ${zoneParam}::text, 'YYYY-MM-DD') AS today,
   to_char(now() AT TIME ZONE ${zoneParam}::text, 'HH24:MI') AS local_time`;

export interface OpenInShiftRow {
  open_business_date: string | null;
  open_work_hours_start: string | null;
  open_work_hours_end: string | null;
}

export function toOpenInShift(row: OpenInShiftRow): OpenInShift | null {
  if (row.open_business_date === null) return null;
  const hasHours = row.open_work_hours_start !== null && row.open_work_hours_end !== null;
  return {
    businessDate: row.open_business_date,
    location: hasHours ? { work_hours_start: row.open_work_hours_start!, work_hours_end: row.open_work_hours_end! } : null,
  };
}
