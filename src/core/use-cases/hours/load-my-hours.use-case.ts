/**
 * 'Le mie ore' (docs/behaviour.md, "My hours"): the signed-in employee's worked days of one month and their totals,
 * as the server computed them (GET /api/timesheets/hours/?month=yyyy-MM). Months are 'yyyy-MM'; the screen opens on
 * the current one and never goes past it (a future month has nothing to show).
 */
import { ApiPaths, type WorkedDays } from '../../contract';
import { withQuery, type ApiClient } from '../api';
import { listedDays, type CalendarToday, type ListedDay } from '../shared';

/** A month of the calendar, 'yyyy-MM'. */
export type YearMonth = string;

/** The month `delta` months after `month` (negative: before). */
export function addMonths(month: YearMonth, delta: number): YearMonth {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (monthNumber - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export class LoadMyHours {
  constructor(
    private readonly api: ApiClient,
    private readonly calendar: CalendarToday,
  ) {}

  /** This month, in the user's zone. */
  currentMonth(): YearMonth {
    return this.calendar.today().slice(0, 7);
  }

  /** Whether the month after `month` may be opened: not past the current one. */
  hasNextMonth(month: YearMonth): boolean {
    return month < this.currentMonth();
  }

  execute(month: YearMonth): Promise<WorkedDays> {
    return this.api.get<WorkedDays>(withQuery(ApiPaths.myHours, { month }));
  }

  /** The days the screen lists (with punches, or past and missing time: listedDays), newest first. */
  listedDays(month: WorkedDays): ListedDay[] {
    return listedDays(month, this.calendar.today()).reverse();
  }
}
