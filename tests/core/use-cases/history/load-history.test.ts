import { ApiPaths } from '../../../../src/core/contract';
import { CalendarToday, LoadHistory } from '../../../../src/core/use-cases';
import { ok, queryOf } from '../../../fakes';
import { EntryMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';

function setup() {
  // The fake clock starts on 2025-01-15 (Europe/Rome).
  const h = createCoreHarness({ accessToken: 'A' });
  h.http.on('GET', ApiPaths.timesheets, ok({ count: 23, results: EntryMother.many(10) }));
  return { h, history: new LoadHistory(h.api, h.calendar) };
}

describe('LoadHistory', () => {
  it('starts on the current month, type ALL, page 1', () => {
    const { history } = setup();
    expect(history.initialQuery()).toEqual({ filters: { startDate: '2025-01-01', endDate: '2025-01-31', entryType: 'ALL' }, page: 1 });
  });

  it('desktop: page and page_size 10, the dates, and no entry_type for ALL', async () => {
    const { h, history } = setup();

    const result = await history.execute(history.initialQuery(), 'desktop');

    expect(queryOf(h.http.last('GET', ApiPaths.timesheets))).toEqual({ page: '1', page_size: '10', start_date: '2025-01-01', end_date: '2025-01-31' });
    expect(result).toMatchObject({ count: 23, pageCount: 3 });
    expect(result.entries).toHaveLength(10);
  });

  it('mobile: limit instead of page_size; a type filter is sent', async () => {
    const { h, history } = setup();
    const query = history.withFilters({ startDate: '2024-12-01', endDate: '2024-12-31', entryType: 'OUT' });

    await history.execute(history.withPage(query, 2), 'mobile');

    expect(queryOf(h.http.last('GET', ApiPaths.timesheets))).toEqual({ page: '2', limit: '10', start_date: '2024-12-01', end_date: '2024-12-31', entry_type: 'OUT' });
  });

  it('changing filters returns to page 1; changing page keeps the filters', () => {
    const { history } = setup();
    const filters = { startDate: '2024-12-01', endDate: '2024-12-31', entryType: 'IN' as const };
    const onPage3 = history.withPage(history.withFilters(filters), 3);
    expect(onPage3).toEqual({ filters, page: 3 });
    expect(history.withFilters({ ...filters, entryType: 'OUT' }).page).toBe(1);
  });

  it('knows when filters differ from the defaults', () => {
    const { history } = setup();
    expect(history.filtersActive(history.initialQuery().filters)).toBe(false);
    expect(history.filtersActive({ ...history.initialQuery().filters, entryType: 'IN' })).toBe(true);
  });

  it('takes today in the browser time zone (late evening UTC is already tomorrow in Rome)', () => {
    const h = createCoreHarness();
    const clock = { now: () => Date.UTC(2025, 0, 31, 23, 30) };
    const history = new LoadHistory(h.api, new CalendarToday(clock, h.environment));
    expect(history.initialQuery().filters.startDate).toBe('2025-02-01');
  });
});
