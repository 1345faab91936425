/**
 * Which open IN is the current one: the rule behind "checked in" for the punches, the status, the daily summary and
 * (as SQL, open-in-shift.query.ts) the admin's figures. Pure: it decides, it does not query.
 */
import type { LocationRow } from '../locations/location.columns';
import { minutesOfDay, spansMidnight } from './work-hours';

/**
 * How long after a night shift's end (e.g. 06:00 for 22:00–06:00) its IN still counts as the current one.
 * Night workers often leave a little late (handover, overtime): at 07:30 they must still be able to check
 * out, not be told they are not checked in. Past it, the IN from the previous evening is a forgotten
 * check-out. Two hours: more than usual overtime, and well before any next shift of such a location.
 */
export const NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES = 120;

/** What deciding whether an open IN is current needs: its business day and its location's hours. */
export interface OpenInShift {
  /** yyyy-MM-dd in the business time zone. */
  businessDate: string;
  /** The check-in's location (its work hours); null after an off-site check-in. */
  location: Pick<LocationRow, 'work_hours_start' | 'work_hours_end'> | null;
}

/**
 * Whether an open IN makes the user "checked in" now (`today`, yyyy-MM-dd, and `localTime`, HH:MM, in the
 * business time zone). It does when it is
 *  - of today's business day; or
 *  - a night shift's: of the previous business day, at a location whose hours span midnight
 *    (work_hours_end < work_hours_start, e.g. 22:00–06:00), while the local time is before the end of
 *    those hours plus NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES (never past the start of the next shift there).
 * Any other open IN is a forgotten check-out: it must not lock the employee out the next morning, and the
 * next check-in closes it. The one rule of the punches, the status, the daily summary and (as SQL,
 * isCurrentOpenInSql) the admin's "checked in" count and report, so that the
 * client's "checked in" and the server's refusals agree.
 */
export function isCurrentOpenIn(openIn: OpenInShift, today: string, localTime: string): boolean {
  if (openIn.businessDate === today) return true;
  const hours = openIn.location;
  if (!hours || openIn.businessDate !== previousDay(today) || !spansMidnight(hours.work_hours_start, hours.work_hours_end)) {
    return false;
  }
  const deadline = Math.min(
    minutesOfDay(hours.work_hours_end) + NIGHT_SHIFT_CHECK_OUT_GRACE_MINUTES,
    minutesOfDay(hours.work_hours_start),
  );
  return minutesOfDay(localTime) < deadline;
}

/** The calendar day before `date` (yyyy-MM-dd): plain date arithmetic, no time zone involved. */
function previousDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}
