/**
 * The working-time limits of D.Lgs. 66/2003, checked on what was worked (closed punch pairs), flagged per day or per
 * week for an administrator to look at; they never refuse a punch: a punch is a fact, the law's breach is the
 * company's to fix. Pure (no SQL, no clock). Each limit is a parameter with the law's value as default.
 *
 * - art. 7, daily rest: fewer than 11 consecutive hours between the last check-out before a day and that day's first
 *   check-in flags the day ('Riposo giornaliero < 11 h').
 * - art. 8, break: more than 6 hours worked without a break flags the day ('Oltre 6 h senza pausa'). Pairs separated
 *   by less than the minimum break (10 minutes, the law's fallback when no contract sets it) count as one stretch.
 * - art. 9, weekly rest: a worked day ending seven calendar days (itself and the six before) inside which there are
 *   never 24 consecutive hours without work is flagged ('Nessun riposo di 24 h in 7 giorni').
 * - art. 4, average week: a week (Monday to Sunday) whose average weekly work over the reference period ending with it
 *   (4 months by default; contracts may set up to 6 or 12) exceeds 48 hours is flagged. Weeks of the period without
 *   punches count as weeks of 0 hours.
 */
import { addDays, mondayOf, monthsBefore, wallClockInstant } from './zoned-time';

const MINUTE_MS = 60_000;

export interface WorkingTimeLimits {
  minDailyRestMinutes: number;
  maxStretchWithoutBreakMinutes: number;
  minBreakMinutes: number;
  minWeeklyRestMinutes: number;
  maxAverageWeeklyMinutes: number;
  averagePeriodMonths: number;
}

export const LEGAL_LIMITS: WorkingTimeLimits = {
  minDailyRestMinutes: 11 * 60,
  maxStretchWithoutBreakMinutes: 6 * 60,
  minBreakMinutes: 10,
  minWeeklyRestMinutes: 24 * 60,
  maxAverageWeeklyMinutes: 48 * 60,
  averagePeriodMonths: 4,
};

/** Closed pairs of one business day (the day of their IN), instants in ms. */
export interface WorkedDaySpans {
  date: string;
  spans: Array<{ from: number; to: number }>;
}

export interface DayChecks {
  /** art. 7: the rest before the day's first check-in, in minutes, when shorter than the limit; else null. */
  short_rest_minutes: number | null;
  /** art. 8: the longest stretch without a break, when longer than the limit; else null. */
  no_break_minutes: number | null;
  /** art. 9: no 24-hour rest in the seven days ending with this one. */
  no_weekly_rest: boolean;
}

export interface WeekCheck {
  /** The week's Monday. */
  week_start: string;
  worked_minutes: number;
  /** The average week over the reference period ending with this week. */
  average_minutes: number;
  /** art. 4: the average is over the limit. */
  over_average_limit: boolean;
}

/**
 * The checks of each day of `days` (a user's worked days in date order; earlier days may be given for context, only
 * days from `from` on are answered).
 */
export function dailyChecks(
  days: readonly WorkedDaySpans[],
  from: string,
  timezone: string,
  limits: WorkingTimeLimits = LEGAL_LIMITS,
): Map<string, DayChecks> {
  const sorted = [...days].filter((d) => d.spans.length > 0).sort((a, b) => a.date.localeCompare(b.date));
  const all = sorted.flatMap((d) => d.spans).sort((a, b) => a.from - b.from);
  const longest = all.reduce((max, s) => Math.max(max, s.to - s.from), 0);
  const checks = new Map<string, DayChecks>();
  let previousEnd: number | null = null;
  for (const day of sorted) {
    const spans = [...day.spans].sort((a, b) => a.from - b.from);
    const firstIn = spans[0]!.from;
    if (day.date >= from) {
      const rest = previousEnd === null ? null : Math.floor((firstIn - previousEnd) / MINUTE_MS);
      const stretch = longestStretch(spans, limits.minBreakMinutes);
      checks.set(day.date, {
        short_rest_minutes: rest !== null && rest < limits.minDailyRestMinutes ? Math.max(0, rest) : null,
        no_break_minutes: stretch > limits.maxStretchWithoutBreakMinutes ? stretch : null,
        no_weekly_rest: !hasRestInWeekEnding(day.date, all, longest, timezone, limits.minWeeklyRestMinutes),
      });
    }
    const end = Math.max(...spans.map((s) => s.to));
    previousEnd = previousEnd === null ? end : Math.max(previousEnd, end);
  }
  return checks;
}

/** The longest run of work in minutes, pairs closer than `minBreak` minutes joined. */
function longestStretch(spans: ReadonlyArray<{ from: number; to: number }>, minBreak: number): number {
  let longest = 0;
  let start = spans[0]!.from;
  let end = spans[0]!.to;
  for (const span of spans.slice(1)) {
    if (span.from - end < minBreak * MINUTE_MS) {
      end = Math.max(end, span.to);
    } else {
      longest = Math.max(longest, end - start);
      start = span.from;
      end = span.to;
    }
  }
  return Math.floor(Math.max(longest, end - start) / MINUTE_MS);
}

/**
 * Whether the seven calendar days ending with `date` hold `minRest` consecutive minutes without work. `spans` in order
 * of their start, none longer than `longest` ms: only those that can reach into the seven days are looked at, so a
 * month's days do not each walk every pair of the month.
 */
function hasRestInWeekEnding(
  date: string,
  spans: ReadonlyArray<{ from: number; to: number }>,
  longest: number,
  timezone: string,
  minRest: number,
): boolean {
  const windowStart = wallClockInstant(addDays(date, -6), 0, timezone);
  const windowEnd = wallClockInstant(addDays(date, 1), 0, timezone);
  let restFrom = windowStart;
  for (let i = firstStartingFrom(spans, windowStart - longest); i < spans.length; i++) {
    const span = spans[i]!;
    if (span.from >= windowEnd) break;
    if (span.to <= windowStart) continue;
    if (span.from - restFrom >= minRest * MINUTE_MS) return true;
    restFrom = Math.max(restFrom, span.to);
  }
  return windowEnd - restFrom >= minRest * MINUTE_MS;
}

/** The index of the first span starting at or after `instant` (binary search; spans in order of their start). */
function firstStartingFrom(spans: ReadonlyArray<{ from: number }>, instant: number): number {
  let low = 0;
  let high = spans.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (spans[middle]!.from < instant) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The art. 4 check of each week from `from`'s week to `to`'s, given the worked minutes of every week (by Monday)
 * from the reference period's start on.
 */
export function weeklyChecks(
  workedByWeek: ReadonlyMap<string, number>,
  from: string,
  to: string,
  limits: WorkingTimeLimits = LEGAL_LIMITS,
): WeekCheck[] {
  const weeks: WeekCheck[] = [];
  for (let week = mondayOf(from); week <= to; week = addDays(week, 7)) {
    const periodStart = monthsBefore(week, limits.averagePeriodMonths);
    let total = 0;
    let count = 0;
    // The weeks whose Monday falls after the period's start, this one included.
    for (let w = week; w > periodStart; w = addDays(w, -7)) {
      total += workedByWeek.get(w) ?? 0;
      count++;
    }
    const average = Math.floor(total / count);
    weeks.push({
      week_start: week,
      worked_minutes: workedByWeek.get(week) ?? 0,
      average_minutes: average,
      over_average_limit: average > limits.maxAverageWeeklyMinutes,
    });
  }
  return weeks;
}
