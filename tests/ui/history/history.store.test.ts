/**
 * @jest-environment node
 */
/** The history presenter without React: filters, reset, pagination and states, over the real LoadHistory. */
import { ApiPaths } from '../../../src/core/contract';
import { installBindings } from '../../../src/composition/install-bindings';
import { dashboardModule } from '../../../src/composition/modules/dashboard.module';
import { resolve } from '../../../src/composition/tokens';
import { DashboardToken } from '../../../src/ui/dashboard/dashboard.tokens';
import { Deferred, ok, queryOf, status, type FakeResponse } from '../../fakes';
import { EntryMother } from '../../mothers';
import { employeeWorld } from '../dashboard/employee-world';

const page = (count: number, size = Math.min(count, 10)) => ok({ count, results: Array.from({ length: size }, () => EntryMother.next()) });

async function openHistory(layout: 'mobile' | 'desktop' = 'mobile', ...replies: FakeResponse[]) {
  const world = employeeWorld();
  world.http.on('GET', ApiPaths.timesheets, ...replies);
  installBindings(world.container, dashboardModule);
  const store = resolve(world.container, layout === 'mobile' ? DashboardToken.MobileHistoryStore : DashboardToken.DesktopHistoryStore);
  const lastQuery = () => queryOf(world.http.last('GET', ApiPaths.timesheets));
  return { world, store, lastQuery };
}

describe('HistoryStore', () => {
  it('shows the skeleton until the first answer, then loads the current month of every type', async () => {
    const { world, store, lastQuery } = await openHistory('mobile');
    const answer = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.timesheets, () => answer.promise);
    const loading = store.load();
    expect(store.showSkeleton).toBe(true);
    answer.resolve(page(3));
    await loading;

    expect(store.showSkeleton).toBe(false);
    expect(store.count).toBe(3);
    expect(store.filtersActive).toBe(false);
    const query = lastQuery();
    expect(query).toEqual({ page: '1', limit: '10', start_date: '2025-01-01', end_date: '2025-01-31' });
  });

  it('applies a quick filter and a type, marks the filters active, and Reset returns to the month on page 1', async () => {
    const { store, lastQuery } = await openHistory('mobile', page(25));
    await store.load();
    await store.goToPage(2);
    expect(lastQuery().page).toBe('2');

    store.openFilters();
    store.chooseQuickFilter('today');
    store.setDraftEntryType('OUT');
    expect(store.filtersActive).toBe(false); // nothing applies before 'Applica'
    await store.applyFilters();

    expect(store.isFilterDrawerOpen).toBe(false);
    expect(store.filtersActive).toBe(true);
    expect(lastQuery()).toMatchObject({ page: '1', start_date: '2025-01-15', end_date: '2025-01-15', entry_type: 'OUT' });

    await store.resetFilters();
    expect(store.filtersActive).toBe(false);
    expect(store.filters).toEqual({ startDate: '2025-01-01', endDate: '2025-01-31', entryType: 'ALL' });
    expect(lastQuery()).toEqual({ page: '1', limit: '10', start_date: '2025-01-01', end_date: '2025-01-31' });
  });

  it("offers each quick filter with its days as of today, 'Questa settimana' from Sunday to Saturday", async () => {
    const { world, store } = await openHistory('mobile', page(1));
    // Wednesday 15 January 2025.
    expect(store.quickRanges).toEqual([
      { filter: 'today', range: { startDate: '2025-01-15', endDate: '2025-01-15' } },
      { filter: 'thisWeek', range: { startDate: '2025-01-12', endDate: '2025-01-18' } },
      { filter: 'thisMonth', range: { startDate: '2025-01-01', endDate: '2025-01-31' } },
      { filter: 'lastMonth', range: { startDate: '2024-12-01', endDate: '2024-12-31' } },
      { filter: 'last30Days', range: { startDate: '2024-12-16', endDate: '2025-01-15' } },
    ]);
    // The days shown are those a tap sets, today's: after midnight the next day's.
    await world.clock.advance(24 * 60 * 60 * 1000);
    expect(store.quickRanges[0]).toEqual({ filter: 'today', range: { startDate: '2025-01-16', endDate: '2025-01-16' } });
    store.chooseQuickFilter('thisWeek');
    expect(store.draft).toMatchObject(store.quickRanges[1]!.range);
  });

  it('keeps the filters when the page changes, and desktop pages with page_size', async () => {
    const { store, lastQuery } = await openHistory('desktop', page(30));
    await store.load();
    store.openFilters();
    store.setDraftStartDate('2025-01-10');
    await store.applyFilters();
    await store.goToPage(3);
    expect(lastQuery()).toEqual({ page: '3', page_size: '10', start_date: '2025-01-10', end_date: '2025-01-31' });
  });

  it('shows pagination only when there is more than one page', async () => {
    const one = await openHistory('mobile', page(10));
    await one.store.load();
    expect(one.store.pageCount).toBe(1);
    expect(one.store.showPagination).toBe(false);

    const three = await openHistory('mobile', page(21));
    await three.store.load();
    expect(three.store.pageCount).toBe(3);
    expect(three.store.showPagination).toBe(true);
  });

  it('is empty when nothing matches', async () => {
    const { store } = await openHistory('mobile', ok({ count: 0, results: [] }));
    await store.load();
    expect(store.isEmpty).toBe(true);
    expect(store.showPagination).toBe(false);
  });

  it('turns a failure into the dismissible loading error, logged, and not into the empty state', async () => {
    const { world, store } = await openHistory('mobile', status(500, { code: 'SERVER_ERROR', message: 'Server error' }));
    await store.load();
    expect(store.errorKey).toBe('history.loadError');
    expect(store.isEmpty).toBe(false);
    expect(world.logger.errors.map((e) => e.message)).toContain('History load failed');
    store.dismissError();
    expect(store.errorKey).toBeNull();
  });

  it('keeps one card expanded at a time', async () => {
    const { store } = await openHistory('mobile', page(2));
    await store.load();
    const [a, b] = store.entries;
    store.toggleEntry(a!.id);
    store.toggleEntry(b!.id);
    expect(store.expandedId).toBe(b!.id);
    store.toggleEntry(b!.id);
    expect(store.expandedId).toBeNull();
  });

  it('ignores an earlier answer that arrives after a later one', async () => {
    const { world, store } = await openHistory('mobile');
    const slow = new Deferred<FakeResponse>();
    world.http.on('GET', ApiPaths.timesheets, () => slow.promise, page(2));
    const first = store.load();
    await store.refresh();
    slow.resolve(page(9));
    await first;
    expect(store.count).toBe(2);
  });
});
