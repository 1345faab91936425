/** The history screen's filters (docs/behaviour.md, "History"). */
import { addDays, firstDayOfMonth, lastDayOfMonth, previousMonthOf, weekdayOf, type CalendarDate } from './calendar-date';

export type EntryTypeFilter = 'ALL' | 'IN' | 'OUT';
export type QuickFilter = 'today' | 'thisWeek' | 'thisMonth' | 'lastMonth' | 'last30Days';

export interface DateRange {
  startDate: CalendarDate;
  endDate: CalendarDate;
}

export interface HistoryFilters extends DateRange {
  entryType: EntryTypeFilter;
}

/** 'Ultimi 30 giorni' spans from 30 days ago to today. */
const LAST_DAYS_SPAN = 30;

export function currentMonthRange(today: CalendarDate): DateRange {
  return { startDate: firstDayOfMonth(today), endDate: lastDayOfMonth(today) };
}

export function quickFilterRange(f: QuickFilter, today: CalendarDate): DateRange {
  switch (f) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'thisWeek': {
      // 'Questa settimana' runs Sunday to Saturday, although the date pickers start weeks on Monday.
      const sunday = addDays(today, -weekdayOf(today));
      return { startDate: sunday, endDate: addDays(sunday, 6) };
    }
    case 'thisMonth':
      return currentMonthRange(today);
    case 'lastMonth':
      return currentMonthRange(previousMonthOf(today));
    case 'last30Days':
      return { startDate: addDays(today, -LAST_DAYS_SPAN), endDate: today };
  }
}

/** Current month, every type. */
export function defaultHistoryFilters(today: CalendarDate): HistoryFilters {
  return { ...currentMonthRange(today), entryType: 'ALL' };
}

/** Active when the dates differ from the current month's first and last day, or the type is not ALL. */
export function areFiltersActive(f: HistoryFilters, today: CalendarDate): boolean {
  const month = currentMonthRange(today);
  return f.startDate !== month.startDate || f.endDate !== month.endDate || f.entryType !== 'ALL';
}
