/**
 * Calendar days and wall-clock times of the business time zone (APP_TIMEZONE) turned into instants, without SQL:
 * the planned-hours computation places a plan's '09:00' on its day with the zone's real offset, so a day on which the
 * clocks change has its real length (a 22:00–06:00 shift is 7 h the night the clocks go forward, 9 h the night they go
 * back), as the worked pairs already have (server/hours/worked-days.query.ts).
 */

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(timezone: string): Intl.DateTimeFormat {
  let format = formats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(timezone, format);
  }
  return format;
}

/** The zone's offset from UTC at `instant` (ms since the epoch), in ms. */
function offsetAt(timezone: string, instant: number): number {
  const parts: Record<string, number> = {};
  for (const part of formatOf(timezone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const midnights = new Map<string, number>();
const datesByDayNumber = new Map<number, string>();

/** yyyy-MM-dd as the UTC midnight of that calendar day (a day number that needs no zone); remembered. */
function utcMidnight(date: string): number {
  let midnight = midnights.get(date);
  if (midnight === undefined) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    midnight = Date.UTC(y, m - 1, d);
    if (midnights.size > 100_000) midnights.clear();
    midnights.set(date, midnight);
  }
  return midnight;
}

/** The calendar day of a UTC midnight; remembered, as a month's report asks the same few days again and again. */
function dateOfMidnight(midnight: number): string {
  let date = datesByDayNumber.get(midnight);
  if (date === undefined) {
    date = new Date(midnight).toISOString().slice(0, 10);
    if (datesByDayNumber.size > 100_000) datesByDayNumber.clear();
    datesByDayNumber.set(midnight, date);
  }
  return date;
}

/**
 * The instant at which the clocks of `timezone` show `minutes` after the midnight of `date` (minutes may pass 1440:
 * the next day's clock). A time the clocks skip (02:30 the night they go forward) is read with the offset after the
 * change, as PostgreSQL's `AT TIME ZONE` does; a time they show twice, as the later one.
 */
export function wallClockInstant(date: string, minutes: number, timezone: string): number {
  // A month's report asks the same few (day, minute) pairs for every employee: reading the zone's rules is the cost.
  // Remembered by the wall clock's reading as a number (no key string to build per call), per zone.
  const wall = utcMidnight(date) + minutes * MINUTE_MS;
  let known = instants.get(timezone);
  if (!known) instants.set(timezone, (known = new Map()));
  let instant = known.get(wall);
  if (instant === undefined) {
    if (known.size > 200_000) known.clear();
    instant = computeWallClockInstant(wall, timezone);
    known.set(wall, instant);
  }
  return instant;
}

const instants = new Map<string, Map<number, number>>();

/** `wall`: the clocks' reading as if they were UTC's (ms). */
function computeWallClockInstant(wall: number, timezone: string): number {
  const first = offsetAt(timezone, wall);
  let instant = wall - first;
  const second = offsetAt(timezone, instant);
  if (second !== first) instant = wall - second;
  return instant;
}

/** The calendar day `days` after `date` (negative: before). */
export function addDays(date: string, days: number): string {
  return dateOfMidnight(utcMidnight(date) + days * DAY_MINUTES * MINUTE_MS);
}

/** ISO weekday of a calendar day: 1 Monday … 7 Sunday. */
export function isoWeekday(date: string): number {
  // 1 January 1970 was a Thursday (ISO 4).
  const days = Math.round(utcMidnight(date) / (DAY_MINUTES * MINUTE_MS));
  return ((((days + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the week of `date`. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** Calendar days from `start` to `end`, both included. */
export function daysBetween(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Minutes on the clocks of `timezone` at `instant`, counted from the midnight of `date` (past 1440 on the next day). */
export function wallMinutes(instant: number, date: string, timezone: string): number {
  return Math.floor((instant + offsetAt(timezone, instant) - utcMidnight(date)) / MINUTE_MS);
}

/** The same day `months` calendar months before (clamped to the month's last day: 31 May − 3 months = 28/29 Feb). */
export function monthsBefore(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}
