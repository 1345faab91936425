/**
 * 'Vedi timbrature' of the attendance report: the query that opens 'Attività Sistema' on one employee's punches of
 * one day, and the activities page reading it back into its filters (docs/behaviour.md, "Admin activities").
 */
import { isCalendarDate, type CalendarDate } from '../../domain';
import { withQuery } from '../api';
import { NO_ACTIVITY_FILTERS, type ActivityFilters } from './activity-query';

/** '?user_id=5&start_date=2026-11-03&end_date=2026-11-03' */
export function dayActivitiesQuery(userId: number, day: CalendarDate): string {
  return withQuery('', { user_id: userId, start_date: day, end_date: day });
}

/**
 * The activities' filters named by a page address's query ('?user_id=…&gruppo=…&start_date=…&end_date=…&entry_type=…'),
 * or null when it names none. Values that are not ids, days or types are ignored.
 */
export function activityFiltersFromQuery(search: string): ActivityFilters | null {
  const params = new Map<string, string>();
  for (const pair of search.replace(/^\?/, '').split('&')) {
    const at = pair.indexOf('=');
    if (at <= 0) continue;
    try {
      params.set(decodeURIComponent(pair.slice(0, at)), decodeURIComponent(pair.slice(at + 1).replace(/\+/g, ' ')));
    } catch {
      // A malformed escape: that parameter is ignored.
    }
  }
  const id = (name: string) => {
    const value = params.get(name) ?? '';
    return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
  };
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return isCalendarDate(value) ? value : null;
  };
  const type = params.get('entry_type');
  const filters: ActivityFilters = {
    startDate: day('start_date'),
    endDate: day('end_date'),
    entryType: type === 'IN' || type === 'OUT' ? type : 'ALL',
    userId: id('user_id'),
    groupId: id('gruppo'),
  };
  const named = Object.entries(filters).some(([field, value]) => value !== NO_ACTIVITY_FILTERS[field as keyof ActivityFilters]);
  return named ? filters : null;
}
