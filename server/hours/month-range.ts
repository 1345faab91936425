/** Months of the business calendar (docs/behaviour.md, "Worked time"): 'Le mie ore' and the monthly sheet read one. */
import type { WorkedDaysRange } from './worked-days.query';

/** The first and last day of `month` (yyyy-MM). */
export function monthRange(month: string): WorkedDaysRange {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { start_date: `${month}-01`, end_date: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The month (yyyy-MM) that `now` falls in, in `timezone`. */
export function currentMonth(timezone: string, now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: timezone, year: 'numeric', month: '2-digit' }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}
