/**
 * The punch history (docs/behaviour.md, "History").
 * Defaults: the current month, type ALL, page 1. Changing filters resets the page to 1; changing page keeps them.
 * Desktop pages with page + page_size, mobile with page + limit; entry type ALL is left out of the query.
 */
import { ApiPaths, type TimesheetEntry, type TimesheetPage } from '../../contract';
import {
  areFiltersActive,
  defaultHistoryFilters,
  FIRST_PAGE,
  PAGE_SIZE,
  pageCount,
  type HistoryFilters,
} from '../../domain';
import { withQuery, type ApiClient } from '../api';
import type { CalendarToday } from '../shared';

export interface HistoryQuery {
  filters: HistoryFilters;
  page: number;
}

export interface HistoryResult {
  entries: TimesheetEntry[];
  count: number;
  pageCount: number;
}

export type HistoryLayout = 'desktop' | 'mobile';

export class LoadHistory {
  constructor(
    private readonly api: ApiClient,
    private readonly calendar: CalendarToday,
  ) {}

  /** The first query, and the one 'Reset' returns to: current month, ALL, page 1. */
  initialQuery(): HistoryQuery {
    return { filters: defaultHistoryFilters(this.calendar.today()), page: FIRST_PAGE };
  }

  withFilters(filters: HistoryFilters): HistoryQuery {
    return { filters, page: FIRST_PAGE };
  }

  withPage(query: HistoryQuery, page: number): HistoryQuery {
    return { ...query, page };
  }

  /** Whether the filters differ from the defaults (highlights the filter button, shows 'Filtri attivi'). */
  filtersActive(filters: HistoryFilters): boolean {
    return areFiltersActive(filters, this.calendar.today());
  }

  async execute(query: HistoryQuery, layout: HistoryLayout): Promise<HistoryResult> {
    const path = withQuery(ApiPaths.timesheets, {
      page: query.page,
      ...(layout === 'desktop' ? { page_size: PAGE_SIZE } : { limit: PAGE_SIZE }),
      start_date: query.filters.startDate,
      end_date: query.filters.endDate,
      entry_type: query.filters.entryType === 'ALL' ? undefined : query.filters.entryType,
    });
    const page = await this.api.get<TimesheetPage>(path);
    return { entries: page.results, count: page.count, pageCount: pageCount(page.count, PAGE_SIZE) };
  }
}
