/**
 * How much an absence takes, in its type's unit (docs/behaviour.md, "Absences"), from the employee's plan as the
 * planned-hours days resolve it (server/schedules/plan-day.ts, not a second reading of schedules):
 * - a 'days' type: the working days covered (a day with planned time; a day with no schedule in force counts
 *   Monday to Friday unless it is a holiday or a closure);
 * - an 'hours' type over whole days: the planned hours of those days (a weekday with no schedule: 8 hours);
 * - a range of hours: its length.
 * Computed when the absence is filed and again when it is approved (the plan may have changed in between).
 */
import type { AbsenceUnit } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import type { DayKind } from '../schedules/day-figures';
import { PlanResolver } from '../schedules/day-plan';
import { planDay } from '../schedules/plan-day';
import { loadPlanData } from '../schedules/schedule-plans.query';
import { daysBetween, isoWeekday } from '../schedules/zoned-time';
import type { AbsenceSpan } from './absence.rules';

/** The minutes of a weekday without any schedule in force, as a working day counts them. */
export const UNSCHEDULED_DAY_MINUTES = 8 * 60;

/** One covered day as the plan sees it. */
export interface CoveredDay {
  date: string;
  kind: DayKind;
  plannedMinutes: number;
}

const round2 = (n: number): number => Math.round(n * 100) / 100;

/** Whether a day without a schedule in force counts as a working day: Monday to Friday (holidays are another kind). */
const unscheduledWorkday = (day: CoveredDay): boolean => day.kind === 'unscheduled' && isoWeekday(day.date) <= 5;

/** The amount of whole days `days` in `unit`. Pure. */
export function amountOfDays(days: readonly CoveredDay[], unit: AbsenceUnit): number {
  if (unit === 'days') return days.filter((d) => d.kind === 'working' || unscheduledWorkday(d)).length;
  const minutes = days.reduce(
    (sum, d) => sum + (d.kind === 'working' ? d.plannedMinutes : unscheduledWorkday(d) ? UNSCHEDULED_DAY_MINUTES : 0),
    0,
  );
  return round2(minutes / 60);
}

/** The days of `span` for `userId`, each with its kind and planned minutes. */
export async function coveredDays(q: Queryable, userId: number, span: AbsenceSpan, timezone: string): Promise<CoveredDay[]> {
  const resolver = new PlanResolver(await loadPlanData(q, [userId], span.startDate, span.endDate), span.startDate, span.endDate);
  return daysBetween(span.startDate, span.endDate).map((date) => {
    const { figures } = planDay(resolver, userId, date, timezone);
    return { date, kind: figures.kind, plannedMinutes: figures.planned_minutes };
  });
}

/** The absence's amount in `unit` (0 for whole days with no working day among them). */
export async function absenceAmount(q: Queryable, userId: number, span: AbsenceSpan, unit: AbsenceUnit, timezone: string): Promise<number> {
  if (span.startMinute !== null && span.endMinute !== null) return round2((span.endMinute - span.startMinute) / 60);
  return amountOfDays(await coveredDays(q, userId, span, timezone), unit);
}
