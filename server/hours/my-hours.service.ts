/**
 * GET /api/timesheets/hours/?month=yyyy-MM, 'Le mie ore' (docs/behaviour.md, "My hours"): the signed-in employee's
 * worked days of one month (default: the current one in APP_TIMEZONE) and their totals, beside the same month's
 * planned hours (planned against worked per day, the month's overtime) from the one day computation. Only their own.
 *
 * GET /api/timesheets/hours/today/, 'Orario di oggi': today's plan alone, in one statement (the plans' data), no
 * punches read: the day computation's plan resolution (server/schedules/day-plan.ts), not a second one.
 */
import type { TodaySchedule, WorkedDays } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { computeDay } from '../schedules/day-figures';
import { PlanResolver } from '../schedules/day-plan';
import { loadPlanData } from '../schedules/schedule-plans.query';
import { currentMonth, monthRange } from './month-range';
import { loadPlannedHours, workedDaysWithPlan } from './planned-hours';
import { loadWorkedDays } from './worked-days.query';

export async function loadMyHours(db: Queryable, userId: number, month: string | undefined, timezone: string): Promise<WorkedDays> {
  const range = monthRange(month ?? currentMonth(timezone));
  // Both reads at once: on PostgreSQL's pool they overlap; PGlite queues them.
  const [worked, planned] = await Promise.all([loadWorkedDays(db, [userId], range, timezone), loadPlannedHours(db, [userId], range, timezone)]);
  return workedDaysWithPlan(range, worked.get(userId) ?? [], planned.get(userId));
}

/** The business day (yyyy-MM-dd) that `now` falls in, in `timezone`. */
function businessDay(timezone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export async function loadTodaySchedule(db: Queryable, userId: number, timezone: string, now: Date = new Date()): Promise<TodaySchedule> {
  const date = businessDay(timezone, now);
  const resolved = new PlanResolver(await loadPlanData(db, [userId], date, date), date, date).resolve(userId, date);
  const figures = computeDay({ date, timezone, ...resolved, pairs: [] });
  const plan = resolved.plan;
  const planned = figures.kind === 'working' && plan !== null;
  return {
    date,
    kind: figures.kind,
    holiday_name: figures.holiday_name,
    closure_name: figures.closure_name,
    intervals: planned ? plan.intervals.map(({ start, end }) => ({ start, end })) : [],
    planned_minutes: figures.planned_minutes,
    tolerance_minutes: plan?.toleranceMinutes ?? 0,
    flex_earliest_start: planned ? (plan.flex?.earliestStart ?? null) : null,
    flex_latest_start: planned ? (plan.flex?.latestStart ?? null) : null,
    is_override: plan?.isOverride ?? false,
  };
}
