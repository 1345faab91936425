/** The totals of some worked days (docs/behaviour.md, "Worked time"): sums of what worked-days.query.ts computed. */
import type { HoursTotals, WorkedDay } from '../../src/core/contract';

/** A day with a flag needs an administrator's look. */
export function hasFlag(day: WorkedDay): boolean {
  const { missing_check_out, invalid, off_site, corrected } = day.flags;
  return missing_check_out || invalid || off_site || corrected;
}

/** Days worked are the days with a check-in (a missing check-out included: the person was there). */
export function hoursTotals(days: readonly WorkedDay[]): HoursTotals {
  return {
    days_worked: days.filter((day) => day.punches.some((punch) => punch.entry_type === 'IN')).length,
    worked_minutes: days.reduce((sum, day) => sum + day.worked_minutes, 0),
    anomaly_days: days.filter(hasFlag).length,
  };
}
