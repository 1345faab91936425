/**
 * One employee's day as the plans make it (docs/behaviour.md, "Work schedules"): resolved (template, 'Turno del
 * giorno', holiday, closure; day-plan.ts), then its figures computed (day-figures.ts). The planned-hours days, the
 * week's grid and an absence's amount all read a day this one way, so they never disagree on what a day is.
 */
import { computeDay, type DayFigures, type DayInput } from './day-figures';
import type { PlanResolver, ResolvedDay } from './day-plan';

/** What the day's figures count besides its plan; omitted: no punches, no absences, every day over. */
export type DayFacts = Partial<Pick<DayInput, 'pairs' | 'absences' | 'now'>>;

export interface PlanDay {
  resolved: ResolvedDay;
  figures: DayFigures;
}

/** `userId`'s day `date` (yyyy-MM-dd): its resolved plan and its figures. */
export function planDay(resolver: PlanResolver, userId: number, date: string, timezone: string, { pairs = [], absences, now }: DayFacts = {}): PlanDay {
  const resolved = resolver.resolve(userId, date);
  return { resolved, figures: computeDay({ date, timezone, ...resolved, pairs, absences, now }) };
}
