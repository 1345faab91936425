/**
 * Worked time (docs/behaviour.md, "Worked time"): the one place it is computed. Every screen, the attendance CSV, the
 * monthly sheet and 'Le mie ore' read these rows and only format them.
 *
 * - Each punch is paired with the same user's next punch in time order (a window over the user's punches); an IN
 *   followed by an OUT of the same or the next business day is a worked pair, its length the time between them
 *   (timestamptz arithmetic, so a day on which the clocks change counts its real minutes), floored to the minute per
 *   pair. An OUT two or more days later pairs with nothing: that IN is a missing check-out, whatever range is read.
 * - A pair belongs to the business day of its IN: a night shift counts on the day it started, and the OUT that
 *   closes it is listed with that day. Any other punch belongs to its own business day.
 * - Flags: an IN with no OUT after it is a missing check-out unless it is the shift still in progress (the punches'
 *   own rule, isCurrentOpenInSql); a punch recorded as not valid for a reason other than its missing check-out
 *   (the closure of a forgotten IN marks it not valid too: that day is 'Uscita mancante' only); a punch away from
 *   the place (off-site work or a forced location anomaly); a punch moved or added by an administrator.
 * - Each listed punch also says whether it was sent offline (and how late) and its position signals ("Offline
 *   punches", "Position signals"): shown on the day for review, never a flag of the day, so they change no total.
 *
 * One statement for any set of users over a range: one employee, a page of the report, a group's sheets.
 */
import type { DayPunch, WorkedDay } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp, toIsoTimestampOrNull } from '../punch/iso-timestamp';
import { businessClockSql, isCurrentOpenInSql } from '../punch/open-in-shift.query';
import { isWorkedPairSql, opensWorkedPairSql, workedPairMinutesSql } from './worked-pair.sql';
import { MISSING_CHECKOUT_ISSUE } from '../punch/punch-validity';
import type { PairsByUser } from '../schedules/planned-days.service';
import { nextTurn } from '../http/event-loop-slices';

export interface WorkedDaysRange {
  /** yyyy-MM-dd, both included. */
  start_date: string;
  end_date: string;
}


interface WorkedDayRow {
  user_id: number;
  date: string;
  worked_minutes: number;
  first_in: Date | string | null;
  last_out: Date | string | null;
  in_progress: boolean;
  missing_check_out: boolean;
  invalid: boolean;
  off_site: boolean;
  corrected: boolean;
  punches: Array<Omit<DayPunch, 'timestamp' | 'original_timestamp'> & { timestamp: string; original_timestamp: string | null }> | null;
  pair_in: number[] | null;
  pair_out: Array<number | null> | null;
  pair_in_progress: boolean[] | null;
}

export interface WorkedDaysOptions {
  /**
   * false: each day's punches are not listed (an empty list), only its figures and flags; the CSV writes no punch,
   * and listing 100,000 of them as JSON is most of a month's statement.
   */
  punches?: boolean;
}

/**
 * The worked days of `userIds` over the range, by user id, each user's days in date order; a user without punches
 * in the range has no entry. `timezone` is APP_TIMEZONE (business days and the current shift's clock).
 */
export async function loadWorkedDays(
  db: Queryable,
  userIds: readonly number[],
  range: WorkedDaysRange,
  timezone: string,
  options: WorkedDaysOptions = {},
): Promise<Map<number, WorkedDay[]>> {
  return (await readWorkedDays(db, userIds, range, timezone, options, null)).days;
}

/**
 * The worked days as loadWorkedDays reads them, and in the same statement each user's punch pairs as the day
 * computation takes them (server/schedules/planned-days.service.ts), by the business day of their IN from
 * `pairsFrom` (before the range: the working-time checks look back) to the range's end: the report reads its
 * punches once for both (docs/performance.md, "Planned hours in the month's report").
 */
export async function loadWorkedDaysAndPairs(
  db: Queryable,
  userIds: readonly number[],
  range: WorkedDaysRange,
  timezone: string,
  pairsFrom: string,
  options: WorkedDaysOptions = {},
): Promise<{ days: Map<number, WorkedDay[]>; pairs: PairsByUser }> {
  return readWorkedDays(db, userIds, range, timezone, options, pairsFrom < range.start_date ? pairsFrom : range.start_date);
}

/** A worked day's row takes a few microseconds to read: this many rows per turn of the event loop. */
const ROWS_PER_TURN = 2000;

async function readWorkedDays(
  db: Queryable,
  userIds: readonly number[],
  range: WorkedDaysRange,
  timezone: string,
  options: WorkedDaysOptions,
  pairsFrom: string | null,
): Promise<{ days: Map<number, WorkedDay[]>; pairs: PairsByUser }> {
  const byUser = new Map<number, WorkedDay[]>();
  const pairs: PairsByUser = new Map();
  if (userIds.length === 0) return { days: byUser, pairs };
  const clock = businessClockSql('$4');
  const inProgress = isCurrentOpenInSql(
    { businessDate: 'e.business_date', workHoursStart: 'l.work_hours_start', workHoursEnd: 'l.work_hours_end' },
    clock,
  );
  const { rows } = await db.query<WorkedDayRow>(
    `WITH paired AS (
       SELECT e.id, e.user_id, e.entry_type, e."timestamp", e.original_timestamp, e.is_added, e.is_valid,
              e.offline_delay_seconds, e.position_signals, e.auto_closed,
              (e.is_offsite OR e.has_location_anomaly) AS off_site, l.name AS location_name, e.business_date,
              -- not valid for a reason of its own: an IN closed as a missing check-out is recorded not valid too,
              -- but that day says 'Uscita mancante' (and, once its OUT is added, 'Corretta'), not twice the same thing
              (NOT e.is_valid AND (e.validation_errors = '[]'::jsonb OR EXISTS (
                SELECT 1 FROM jsonb_array_elements(e.validation_errors) issue
                WHERE issue->>'code' IS DISTINCT FROM '${MISSING_CHECKOUT_ISSUE.code}'))) AS invalid,
              lead(e.entry_type) OVER w AS next_type, lead(e."timestamp") OVER w AS next_timestamp,
              lead(e.business_date) OVER w AS next_date,
              lag(e.entry_type) OVER w AS previous_type, lag(e.business_date) OVER w AS previous_date,
              e.is_open AND ${inProgress} AS in_progress
       FROM timesheet_entries e LEFT JOIN locations l ON l.id = e.location_id
       -- a day more on each side: the OUT after midnight of the last day's IN, the IN before midnight of the first
       -- day's first OUT (which then belongs to the day before the range); $1: the first day answered, the range's
       -- or, with the pairs, the first day of the pairs
       WHERE e.business_date BETWEEN $1::date - 1 AND $2::date + 1 AND e.user_id = ANY($3::int[])
         -- the same punches by their instants, a day wider each side than any zone's offset: timesheet_user_time_idx
         -- then reads the range's punches of each user, not every punch they ever made
         AND e."timestamp" >= $1::date - 3 AND e."timestamp" < $2::date + 4
       WINDOW w AS (PARTITION BY e.user_id ORDER BY e."timestamp", e.id)
     ),
     punches AS (
       SELECT p.*,
              ${opensWorkedPairSql('p')} AS opens_pair,
              -- an OUT closing a pair belongs to its IN's day
              CASE WHEN ${isWorkedPairSql({ entryType: 'p.previous_type', businessDate: 'p.previous_date', nextType: 'p.entry_type', nextDate: 'p.business_date' })}
                   THEN p.previous_date ELSE p.business_date END AS work_date
       FROM paired p
     )
     SELECT p.user_id, to_char(p.work_date, 'YYYY-MM-DD') AS date,
       COALESCE(sum(${workedPairMinutesSql('p')})
                FILTER (WHERE p.opens_pair), 0)::int AS worked_minutes,
       min(p."timestamp") FILTER (WHERE p.entry_type = 'IN') AS first_in,
       max(p."timestamp") FILTER (WHERE p.entry_type = 'OUT') AS last_out,
       COALESCE(bool_or(p.in_progress), false) AS in_progress,
       COALESCE(bool_or(p.entry_type = 'IN' AND NOT p.opens_pair AND NOT p.in_progress), false) AS missing_check_out,
       bool_or(p.invalid) AS invalid,
       bool_or(p.off_site) AS off_site,
       bool_or(p.original_timestamp IS NOT NULL OR p.is_added) AS corrected,
       ${options.punches === false ? 'NULL::json' : PUNCHES_JSON} AS punches,
       ${pairsFrom === null ? 'NULL::float8[] AS pair_in, NULL::float8[] AS pair_out, NULL::boolean[] AS pair_in_progress' : PAIRS_ARRAYS}
     FROM punches p
     WHERE p.work_date BETWEEN $1::date AND $2::date
     GROUP BY p.user_id, p.work_date
     ORDER BY p.user_id, p.work_date`,
    [pairsFrom ?? range.start_date, range.end_date, `{${userIds.join(',')}}`, timezone],
  );
  for (const [index, row] of rows.entries()) {
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn(); // a group's month is thousands of rows
    if (row.pair_in !== null) addPairs(pairs, row);
    // Days before the range were read for their pairs only.
    if (row.date < range.start_date) continue;
    const days = byUser.get(row.user_id) ?? [];
    days.push(toWorkedDay(row));
    byUser.set(row.user_id, days);
  }
  return { days: byUser, pairs };
}

/**
 * The day's pairs as the day computation takes them (server/schedules/day-figures.ts, PunchPair): each IN of the day,
 * in time order, with the OUT that closes it as the worked pair (null: open), and whether an open one is the shift
 * in progress. Instants as epoch milliseconds.
 */
const PAIRS_ARRAYS = `array_agg((extract(epoch FROM p."timestamp") * 1000)::float8 ORDER BY p."timestamp", p.id)
         FILTER (WHERE p.entry_type = 'IN') AS pair_in,
       array_agg(CASE WHEN p.opens_pair THEN (extract(epoch FROM p.next_timestamp) * 1000)::float8 END ORDER BY p."timestamp", p.id)
         FILTER (WHERE p.entry_type = 'IN') AS pair_out,
       array_agg(NOT p.opens_pair AND COALESCE(p.in_progress, false) ORDER BY p."timestamp", p.id)
         FILTER (WHERE p.entry_type = 'IN') AS pair_in_progress`;

function addPairs(pairs: PairsByUser, row: WorkedDayRow): void {
  let days = pairs.get(row.user_id);
  if (!days) pairs.set(row.user_id, (days = new Map()));
  days.set(
    row.date,
    row.pair_in!.map((instant, i) => ({ in: instant, out: row.pair_out![i] ?? null, inProgress: row.pair_in_progress![i] === true })),
  );
}

const PUNCHES_JSON = `json_agg(json_build_object(
         'id', p.id, 'entry_type', p.entry_type, 'timestamp', p."timestamp", 'original_timestamp', p.original_timestamp,
         'is_added', p.is_added, 'is_valid', p.is_valid, 'off_site', p.off_site, 'location_name', p.location_name,
         'offline_delay_seconds', p.offline_delay_seconds, 'position_signals', p.position_signals, 'auto_closed', p.auto_closed
       ) ORDER BY p."timestamp", p.id)`;

function toWorkedDay(row: WorkedDayRow): WorkedDay {
  return {
    date: row.date,
    worked_minutes: row.worked_minutes,
    first_in: toIsoTimestampOrNull(row.first_in),
    last_out: toIsoTimestampOrNull(row.last_out),
    in_progress: row.in_progress,
    flags: { missing_check_out: row.missing_check_out, invalid: row.invalid, off_site: row.off_site, corrected: row.corrected },
    punches: (row.punches ?? []).map((punch) => ({
      ...punch,
      timestamp: toIsoTimestamp(punch.timestamp),
      original_timestamp: toIsoTimestampOrNull(punch.original_timestamp),
    })),
  };
}
