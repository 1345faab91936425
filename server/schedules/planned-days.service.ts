/**
 * Each employee's planned-hours days over a range (docs/behaviour.md, "Work schedules"): the schedules and the punches
 * of any number of employees read in two statements (schedule-plans.query.ts; the art. 4 average from the weekly
 * totals the database keeps, not from months of punches), then every day computed in memory by
 * the pure modules (day-figures.ts, working-time-checks.ts). The approved absences come in the plans' statement. No
 * statement per employee or per day: a month for a thousand employees costs the same two.
 */
import type { PlannedDay, PlannedEmployee } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import type { PunchPair } from './day-figures';
import { PlanResolver } from './day-plan';
import { planDay } from './plan-day';
import { loadPlanDataAndAbsences, loadPlanDataAndWeeks, loadPunchData } from './schedule-plans.query';
import { dailyChecks, LEGAL_LIMITS, weeklyChecks, type WorkingTimeLimits, type DayChecks } from './working-time-checks';
import { addDays, daysBetween, mondayOf, monthsBefore } from './zoned-time';
import { mapInSlices } from '../http/event-loop-slices';

/** The seven days of the weekly-rest check reach six days before the range. */
const CONTEXT_DAYS = 6;

const NO_CHECKS: DayChecks = { short_rest_minutes: null, no_break_minutes: null, no_weekly_rest: false };

/** ISO 8601 of an instant; remembered, as a month's employees share a few planned starts and ends. */
function iso(instant: number | null, known: Map<number, string>): string | null {
  if (instant === null) return null;
  let text = known.get(instant);
  if (text === undefined) known.set(instant, (text = new Date(instant).toISOString()));
  return text;
}

/** The first day whose punch pairs the days from `start` on need: the art. 9 check's seven days reach six back. */
export const pairsNeededFrom = (start: string): string => addDays(start, -CONTEXT_DAYS);

/** Each employee's punch pairs by the business day of their IN, from pairsNeededFrom(start) to the range's end. */
export type PairsByUser = Map<number, Map<string, PunchPair[]>>;

export interface PlannedDaysOptions {
  /** The working-time checks' limits (default: the law's). */
  limits?: WorkingTimeLimits;
  /**
   * The punch pairs, when the caller reads them anyway (with the worked days, server/hours/worked-days.query.ts), so
   * they are not read twice; without them they are read here.
   */
  pairs?: PairsByUser | Promise<PairsByUser>;
  /** The instant the days are read at (default: now): days not over by then miss nothing yet (day-figures.ts). */
  now?: number;
}

/** The days from `start` to `end` (yyyy-MM-dd) of each of `userIds`, in the order given. */
export async function plannedDays(
  db: Queryable,
  userIds: readonly number[],
  start: string,
  end: string,
  timezone: string,
  { limits = LEGAL_LIMITS, pairs, now = Date.now() }: PlannedDaysOptions = {},
): Promise<PlannedEmployee[]> {
  if (userIds.length === 0) return [];
  const weeksFrom = monthsBefore(mondayOf(start), limits.averagePeriodMonths);
  const weeksTo = addDays(mondayOf(end), 6);
  // Both reads at once: on PostgreSQL's pool they overlap; on one connection (PGlite, the CSV's snapshot) they queue.
  // The approved absences come with the plans, in their statement (docs/behaviour.md, "Absences").
  const [punches, { plans, absences }] = pairs
    ? await Promise.all([pairs, loadPlanDataAndWeeks(db, userIds, start, end, { from: weeksFrom, to: weeksTo })]).then(
        ([given, read]) => [{ pairs: given, weeks: read.weeks }, read] as const,
      )
    : await Promise.all([
        loadPunchData(db, userIds, { weeksFrom, pairsFrom: pairsNeededFrom(start), to: end, weeksTo }, timezone),
        loadPlanDataAndAbsences(db, userIds, start, end),
      ]);
  const resolver = new PlanResolver(plans, start, end);
  const days = daysBetween(start, end);
  const isoTexts = new Map<number, string>();

  return mapInSlices(userIds, (userId) => {
    const byDate = punches.pairs.get(userId) ?? new Map<string, PunchPair[]>();
    const absent = absences.get(userId);
    const spans = [...byDate].map(([date, dayPairs]) => ({
      date,
      spans: dayPairs.filter((p) => p.out !== null).map((p) => ({ from: p.in, to: p.out! })),
    }));
    const checks = dailyChecks(spans, start, timezone, limits);
    const planned = days.map((date): PlannedDay => {
      const { figures } = planDay(resolver, userId, date, timezone, { pairs: byDate.get(date) ?? [], absences: absent?.get(date), now });
      return { ...figures, planned_start: iso(figures.planned_start, isoTexts), planned_end: iso(figures.planned_end, isoTexts), checks: checks.get(date) ?? NO_CHECKS };
    });
    return { user_id: userId, days: planned, weeks: weeklyChecks(punches.weeks.get(userId) ?? new Map(), start, end, limits) };
  }, EMPLOYEES_PER_TURN);
}

/** A month of one person's days takes about a quarter of a millisecond: this many people per turn of the event loop. */
const EMPLOYEES_PER_TURN = 50;

/** The longest range one request computes: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

/**
 * Who a planned-days request is about: one user (any account), the active members of a group, or every active
 * employee (administrators are not planned), by id.
 */
export async function plannedUserIds(db: Queryable, filter: { user_id?: number; gruppo_id?: number }): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM users
      WHERE CASE WHEN $1::int IS NOT NULL THEN id = $1
                 WHEN $2::int IS NOT NULL THEN gruppo_id = $2 AND is_active
                 ELSE is_active AND NOT is_admin END
      ORDER BY id`,
    [filter.user_id ?? null, filter.gruppo_id ?? null],
  );
  return rows.map((r) => r.id);
}
