/**
 * What the screens show of planned hours ('Report Presenze' and 'Le mie ore', docs/behaviour.md "Attendance report"
 * and "My hours"): which days a period lists, which of a day's figures are worth reading, which working-time checks
 * it fails, and whether the period has a plan at all. Every number is the server's one day computation ("Work
 * schedules"); nothing here computes one, it only chooses what to show.
 */
import type { PlannedDay, PlannedTotals, WorkedDay, WorkedDays } from '../../contract';
import type { CalendarDate } from '../../domain';

/** One listed day: its punches (null: none, an absence) and its planned figures (null: the answer has no such day). */
export interface ListedDay {
  date: CalendarDate;
  worked: WorkedDay | null;
  planned: PlannedDay | null;
}

/**
 * The days of a period worth listing, oldest first: every day with punches, every day over (before `today`) that
 * still misses time without any punch (an absence is missing hours the payroll office and the employee must see), and
 * every day with an approved absence ('FE' on a day of ferie, which misses nothing; docs/behaviour.md, "Absences").
 * Rest days, holidays and closures without punches say nothing; today and the days to come miss nothing yet.
 */
export function listedDays(period: WorkedDays, today: CalendarDate): ListedDay[] {
  const planned = new Map(period.planned_days.map((day) => [day.date, day]));
  const rows = new Map<CalendarDate, ListedDay>();
  for (const day of planned.values()) {
    const missesTime = day.date < today && day.missing_minutes > 0;
    if (missesTime || day.absences.length > 0) rows.set(day.date, { date: day.date, worked: null, planned: day });
  }
  for (const worked of period.days) rows.set(worked.date, { date: worked.date, worked, planned: planned.get(worked.date) ?? null });
  return [...rows.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/**
 * Whether 'Ordinarie' and 'Straordinario' mean anything for these totals. Totals that plan nothing and hold no
 * overtime (an employee with no template in force: the minutes are worked, neither ordinary nor overtime) would read
 * a misleading 0:00.
 */
export function hasPlannedSplit(totals: PlannedTotals): boolean {
  return totals.planned_minutes > 0 || totals.ordinary_minutes > 0 || totals.overtime_minutes > 0;
}

/**
 * Whether a period has a plan at all: its totals split something, or one of its days is a working day (a template in
 * force whose days were all holidays still is one).
 */
export function periodHasPlan(period: WorkedDays): boolean {
  return hasPlannedSplit(period.planned_totals) || period.planned_days.some((day) => day.kind === 'working');
}

export type PlannedFigure = 'planned' | 'overtime' | 'late' | 'earlyExit' | 'missing' | 'night' | 'holiday';

/**
 * A day's planned figures worth reading, in the order of "Work schedules": each one that is not zero ('Teorico'
 * first, 'Festivo' last). The shift still in progress has neither left early nor missed anything yet.
 */
export function plannedFigures(day: PlannedDay): Array<{ figure: PlannedFigure; minutes: number }> {
  const figures: Array<{ figure: PlannedFigure; minutes: number }> = [
    { figure: 'planned', minutes: day.planned_minutes },
    { figure: 'overtime', minutes: day.overtime_minutes },
    { figure: 'late', minutes: day.late_minutes },
    { figure: 'earlyExit', minutes: day.early_exit_minutes },
    { figure: 'missing', minutes: day.missing_minutes },
    { figure: 'night', minutes: day.night_minutes },
    { figure: 'holiday', minutes: day.holiday_minutes },
  ];
  return figures.filter(({ figure, minutes }) => minutes > 0 && !(day.in_progress && (figure === 'earlyExit' || figure === 'missing')));
}

/** The D.Lgs. 66/2003 checks: art. 7, art. 8, art. 9 flag days; art. 4 flags weeks. */
export type WorkingTimeCheck = 'shortRest' | 'noBreak' | 'noWeeklyRest' | 'overAverage';

/** The checks one day fails, in the law's order (art. 4 is a week's, shown with the period's totals). */
export function failedDayChecks(day: PlannedDay): WorkingTimeCheck[] {
  const checks: WorkingTimeCheck[] = [];
  if (day.checks.short_rest_minutes !== null) checks.push('shortRest');
  if (day.checks.no_break_minutes !== null) checks.push('noBreak');
  if (day.checks.no_weekly_rest) checks.push('noWeeklyRest');
  return checks;
}

/** The checks the totals flag, each with how many days (weeks for art. 4), leaving out those never flagged. */
export function flaggedCheckCounts(totals: PlannedTotals): Array<{ check: WorkingTimeCheck; count: number }> {
  const counts: Array<{ check: WorkingTimeCheck; count: number }> = [
    { check: 'shortRest', count: totals.short_rest_days },
    { check: 'noBreak', count: totals.no_break_days },
    { check: 'noWeeklyRest', count: totals.no_weekly_rest_days },
    { check: 'overAverage', count: totals.over_average_weeks },
  ];
  return counts.filter(({ count }) => count > 0);
}
