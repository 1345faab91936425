/** The totals of some worked days (docs/behaviour.md, "Worked time"): sums of what worked-days.query.ts computed. */
import type { HoursTotals, PlannedDay, PlannedTotals, PlannedWeek, WorkedDay } from '../../src/core/contract';

/** A day with a flag needs an administrator's look. */
export function hasFlag(day: WorkedDay): boolean {
  const { missing_check_out, invalid, off_site, corrected } = day.flags;
  return missing_check_out || invalid || off_site || corrected;
}

/**
 * Days worked are the days with a check-in (a missing check-out included: the person was there). A day read without
 * its punches (worked-days.query.ts, `punches: false`; a day always has at least one) has one when it has a first
 * check-in.
 */
export function hoursTotals(days: readonly WorkedDay[]): HoursTotals {
  const checkedIn = (day: WorkedDay) =>
    day.punches.length > 0 ? day.punches.some((punch) => punch.entry_type === 'IN') : day.first_in !== null;
  return {
    days_worked: days.filter(checkedIn).length,
    worked_minutes: days.reduce((sum, day) => sum + day.worked_minutes, 0),
    anomaly_days: days.filter(hasFlag).length,
  };
}

/** The planned-hours figures of `days` added up, and the days or weeks each working-time check flags. */
export function plannedTotals(days: readonly PlannedDay[], weeks: readonly PlannedWeek[]): PlannedTotals {
  const totals: PlannedTotals = {
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
    over_average_weeks: weeks.filter((week) => week.over_average_limit).length,
    absence_minutes: 0,
    punched_on_absence_days: 0,
  };
  for (const day of days) {
    totals.planned_minutes += day.planned_minutes;
    totals.ordinary_minutes += day.ordinary_minutes;
    totals.overtime_minutes += day.overtime_minutes;
    totals.late_minutes += day.late_minutes;
    totals.early_exit_minutes += day.early_exit_minutes;
    totals.missing_minutes += day.missing_minutes;
    totals.night_minutes += day.night_minutes;
    totals.holiday_minutes += day.holiday_minutes;
    totals.absence_minutes += day.absence_minutes;
    if (day.punched_on_absence) totals.punched_on_absence_days++;
    if (day.late_minutes > 0) totals.late_days++;
    if (day.checks.short_rest_minutes !== null) totals.short_rest_days++;
    if (day.checks.no_break_minutes !== null) totals.no_break_days++;
    if (day.checks.no_weekly_rest) totals.no_weekly_rest_days++;
  }
  return totals;
}
