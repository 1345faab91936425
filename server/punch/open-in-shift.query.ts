/**
 * The SQL side of isCurrentOpenIn (current-open-in.ts).
 *  - For the reads about one user (status, daily summary): the business clock and the user's open IN with
 *    its location's hours, as columns of the read's own statement (no statement more); the decision is
 *    then taken by isCurrentOpenIn itself.
 *  - For the admin's figures over all users (users checked in, missing check-outs), which must stay one
 *    statement: the same rule as a boolean SQL expression (isCurrentOpenInSql). A test evaluates both on
 *    the same cases (tests/server/punch/current-open-in-sql.test.ts) so that they cannot drift apart.
 */
import { NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES, type OpenInShift } from './current-open-in';

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

/**
 * Columns `today` (yyyy-MM-dd) and `local_time` (HH:MM) in the time zone given as `zoneParam` (e.g. '$2'), of now or
 * of the instant `at` (an expression of type timestamptz: an offline punch's time).
 */
export const businessClockColumns = (zoneParam: string, at = 'now()') => {
  const clock = businessClockSql(zoneParam, at);
  return `to_char(${clock.today}, 'YYYY-MM-DD') AS today, to_char(${clock.localTime}, 'HH24:MI') AS local_time`;
};

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

/**
 * SQL expressions (of types date and time) of now, or of the instant `at` (a timestamptz expression), in the business
 * time zone given as `zoneParam` (e.g. '$1').
 */
export const businessClockSql = (zoneParam: string, at = 'now()'): BusinessClockSql => ({
  today: `(${at} AT TIME ZONE ${zoneParam}::text)::date`,
  localTime: `(${at} AT TIME ZONE ${zoneParam}::text)::time`,
});

export interface BusinessClockSql {
  /** An expression of type date: today's business day. */
  today: string;
  /** An expression of type time: the time of day in the business time zone (its seconds are ignored). */
  localTime: string;
}

export interface OpenInShiftSql {
  /** An expression of type date: the open IN's business day. */
  businessDate: string;
  /** Expressions of type time: its location's work hours, NULL after an off-site check-in. */
  workHoursStart: string;
  workHoursEnd: string;
}

/** Minutes since midnight of a time expression, seconds dropped (minutesOfDay of work-hours.ts). */
const minutesOfDaySql = (time: string) => `(extract(hour FROM ${time}) * 60 + extract(minute FROM ${time}))`;

/**
 * isCurrentOpenIn as a boolean SQL expression (never NULL) over an open IN's columns and the business
 * clock: of today's business day, or of the previous one at a place whose hours span midnight while the
 * local time is before the end of those hours plus NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES, capped at their
 * start. Computed in minutes of the day, as the TypeScript rule is: `time + interval` would wrap past
 * midnight (22:30 + 2 h = 00:30) where the rule's end + grace does not. The caller restricts it to open INs.
 */
export function isCurrentOpenInSql(openIn: OpenInShiftSql, clock: BusinessClockSql): string {
  const start = minutesOfDaySql(openIn.workHoursStart);
  const end = minutesOfDaySql(openIn.workHoursEnd);
  return `COALESCE(${openIn.businessDate} = ${clock.today} OR (
      ${openIn.businessDate} = ${clock.today} - 1
      AND ${start} > ${end}
      AND ${minutesOfDaySql(clock.localTime)} < LEAST(${end} + ${NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES}, ${start})), false)`;
}
