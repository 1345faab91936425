/**
 * Planned hours beside worked time (docs/behaviour.md, "Work schedules", "Attendance report", "My hours"): the one
 * day computation's figures (server/schedules/planned-days.service.ts, two statements for any number of employees)
 * joined to the worked days of the same employees and range, for the report, its CSV, the sheet and 'Le mie ore'.
 * Nothing here computes a figure: it only picks and adds up what the day computation answered.
 */
import type { PlannedDay, PlannedEmployee, PlannedWeek, WorkedDay, WorkedDays } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { plannedDays, type PairsByUser } from '../schedules/planned-days.service';
import { mondayOf } from '../schedules/zoned-time';
import { hoursTotals, plannedTotals } from './hours-totals';
import type { WorkedDaysRange } from './worked-days.query';

/**
 * Each employee's planned days over the range, by user id (every id given has an entry). `pairs`: their punch pairs
 * when read with the worked days (worked-days.query.ts, loadWorkedDaysAndPairs), so the punches are read once.
 */
export async function loadPlannedHours(
  db: Queryable,
  userIds: readonly number[],
  range: WorkedDaysRange,
  timezone: string,
  pairs?: PairsByUser | Promise<PairsByUser>,
): Promise<Map<number, PlannedEmployee>> {
  const employees = await plannedDays(db, userIds, range.start_date, range.end_date, timezone, { pairs });
  return new Map(employees.map((employee) => [employee.user_id, employee]));
}

const NOTHING_PLANNED: PlannedEmployee = { user_id: 0, days: [], weeks: [] };

/** One person's answer: the days with punches and their totals, and the range's planned days, weeks and totals. */
export function workedDaysWithPlan(range: WorkedDaysRange, days: WorkedDay[], planned: PlannedEmployee | undefined): WorkedDays {
  const { days: plannedDaysOfRange, weeks } = planned ?? NOTHING_PLANNED;
  return {
    start_date: range.start_date,
    end_date: range.end_date,
    days,
    totals: hoursTotals(days),
    planned_days: plannedDaysOfRange,
    planned_weeks: weeks,
    planned_totals: plannedTotals(plannedDaysOfRange, weeks),
  };
}

/** The week (by its Monday) a day falls in, from the planned weeks; null when the range did not reach it. */
function weekOf(weeks: readonly PlannedWeek[], date: string): PlannedWeek | null {
  const monday = mondayOf(date);
  return weeks.find((week) => week.week_start === monday) ?? null;
}

/**
 * The days a per-day listing shows: every day with punches, and every day with planned time (an absence is missing
 * time, and a payroll office must see it), in date order, each with its worked day (null: no punches) and figures.
 */
export function daysToList(
  worked: readonly WorkedDay[],
  planned: PlannedEmployee | undefined,
): Array<{ date: string; worked: WorkedDay | null; planned: PlannedDay | null; week: PlannedWeek | null }> {
  const workedByDate = new Map(worked.map((day) => [day.date, day]));
  const { days, weeks } = planned ?? NOTHING_PLANNED;
  const listed = days
    .filter((day) => workedByDate.has(day.date) || day.planned_minutes > 0)
    .map((day) => ({ date: day.date, worked: workedByDate.get(day.date) ?? null, planned: day, week: weekOf(weeks, day.date) }));
  // Without planned days (none computed), the worked days alone, as before schedules existed.
  if (days.length === 0) return worked.map((day) => ({ date: day.date, worked: day, planned: null, week: null }));
  return listed;
}
