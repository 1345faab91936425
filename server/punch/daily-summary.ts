import type { DailySummary, TimesheetEntry } from '../../src/core/contract';

/**
 * A day's totals from its punches in time order: minutes between each IN and the OUT that follows it
 * (an IN without its OUT adds nothing: no time is invented), first check-in and last check-out.
 */
export function summariseDay(date: string, entries: TimesheetEntry[], isCheckedIn: boolean): DailySummary {
  let workedMs = 0;
  let openIn: TimesheetEntry | null = null;
  for (const entry of entries) {
    if (entry.entry_type === 'IN') {
      openIn = entry;
    } else if (openIn) {
      workedMs += Date.parse(entry.timestamp) - Date.parse(openIn.timestamp);
      openIn = null;
    }
  }
  const firstIn = entries.find((e) => e.entry_type === 'IN');
  const lastOut = entries.findLast((e) => e.entry_type === 'OUT');
  return {
    date,
    entries,
    worked_minutes: Math.max(0, Math.floor(workedMs / 60000)),
    is_checked_in: isCheckedIn,
    first_check_in: firstIn?.timestamp ?? null,
    last_check_out: lastOut?.timestamp ?? null,
  };
}
