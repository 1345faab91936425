import type { PlannedDay, PlannedTotals } from '../../src/core/contract';

/** The planned totals of a period with nothing planned, worked or flagged. */
export const NO_PLANNED_TOTALS: PlannedTotals = {
  planned_minutes: 0,
  ordinary_minutes: 0,
  overtime_minutes: 0,
  late_minutes: 0,
  early_exit_minutes: 0,
  missing_minutes: 0,
  night_minutes: 0,
  holiday_minutes: 0,
  late_days: 0,
  short_rest_days: 0,
  no_break_days: 0,
  no_weekly_rest_days: 0,
  over_average_weeks: 0,
  absence_minutes: 0,
  punched_on_absence_days: 0,
};

/** The planned-hours part of a period's answer when no schedule is in force (no days listed, no weeks). */
export const NOTHING_PLANNED = { planned_days: [], planned_weeks: [], planned_totals: NO_PLANNED_TOTALS };

/** A working day of 8 hours as the server sends it, nobody at work (all of it missing) unless `overrides` say more. */
export function plannedDay(date: string, overrides: Partial<PlannedDay> = {}): PlannedDay {
  return {
    date,
    kind: 'working',
    holiday_name: null,
    closure_name: null,
    festive: false,
    planned_minutes: 480,
    worked_minutes: 0,
    ordinary_minutes: 0,
    extra_minutes: 0,
    overtime_minutes: 0,
    late_minutes: 0,
    tolerated_late_minutes: 0,
    early_exit_minutes: 0,
    missing_minutes: 480,
    night_minutes: 0,
    holiday_minutes: 0,
    planned_start: null,
    planned_end: null,
    missing_check_out: false,
    in_progress: false,
    checks: { short_rest_minutes: null, no_break_minutes: null, no_weekly_rest: false },
    absences: [],
    absence_minutes: 0,
    punched_on_absence: false,
    ...overrides,
  };
}
