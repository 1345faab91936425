/**
 * @jest-environment node
 */
/** The server-paged, searchable, sortable list state of the admin tables (docs/behaviour.md, "Admin panel"). */
import type { ListPage } from '../../../../src/core/use-cases/admin/admin-collection';
import { PagedList, SEARCH_DEBOUNCE_MS, type PageRequest } from '../../../../src/ui/admin/shared/paged-list';
import { Deferred, FakeClock } from '../../../fakes';

interface Row {
  id: number;
}

/** A server of `total` rows (ids 1…total) that answers every request at once unless the test holds it. */
function pagedWorld(total = 45) {
  const clock = new FakeClock();
  const requests: PageRequest[] = [];
  const held: Array<Deferred<ListPage<Row>>> = [];
  let rows = total;
  let hold = false;
  const failures: unknown[] = [];
  let loaded = 0;
  const answer = ({ page, page_size }: PageRequest): ListPage<Row> => {
    const from = (page - 1) * page_size;
    const ids = Array.from({ length: Math.max(0, Math.min(page_size, rows - from)) }, (_, i) => ({ id: from + i + 1 }));
    return { count: rows, next: from + page_size < rows ? page + 1 : null, results: ids };
  };
  const list = new PagedList<Row, 'name' | 'email'>(['name', 'email'], {
    scheduler: clock,
    fetch: (request) => {
      requests.push(request);
      if (!hold) return Promise.resolve(answer(request));
      const deferred = new Deferred<ListPage<Row>>();
      held.push(deferred);
      return deferred.promise;
    },
    onLoaded: () => loaded++,
    onFailed: (error) => failures.push(error),
  });
  return {
    clock,
    list,
    requests,
    held,
    failures,
    loaded: () => loaded,
    answer,
    holdAnswers: () => (hold = true),
    setTotal: (count: number) => (rows = count),
  };
}

describe('PagedList', () => {
  it('asks for page 1 of 20 with no search or order, and shows the rows and the total', async () => {
    const { list, requests, loaded } = pagedWorld(45);
    await list.load();
    expect(requests).toEqual([{ page: 1, page_size: 20 }]);
    expect(list.rows).toHaveLength(20);
    expect(list.count).toBe(45);
    expect(list.isLoading).toBe(false);
    expect(loaded()).toBe(1);
  });

  it('goes to another page, and back to page 1 with a new page size', async () => {
    const { list, requests } = pagedWorld(45);
    await list.setPage(3);
    expect(requests.at(-1)).toEqual({ page: 3, page_size: 20 });
    expect(list.rows.map((row) => row.id)).toEqual([41, 42, 43, 44, 45]);

    await list.setPage(3, 50);
    expect(requests.at(-1)).toEqual({ page: 1, page_size: 50 });
    expect(list.page).toBe(1);
    expect(list.rows).toHaveLength(45);
  });

  it('asks for the typed search after a 300 ms pause, from page 1, once per pause', async () => {
    const { clock, list, requests } = pagedWorld();
    await list.setPage(2);
    requests.length = 0;

    list.setSearchText('ma');
    await clock.advance(SEARCH_DEBOUNCE_MS - 1);
    list.setSearchText('mar');
    await clock.advance(SEARCH_DEBOUNCE_MS - 1);
    expect(requests).toEqual([]);
    await clock.advance(1);
    expect(requests).toEqual([{ page: 1, page_size: 20, search: 'mar' }]);
    expect(list.search).toBe('mar');
    expect(list.isFiltered).toBe(true);

    // Only spaces added: the same search, not asked again.
    list.setSearchText(' mar ');
    await clock.advance(SEARCH_DEBOUNCE_MS);
    expect(requests).toHaveLength(1);

    // Emptied: the whole list again.
    list.setSearchText('');
    await clock.advance(SEARCH_DEBOUNCE_MS);
    expect(requests.at(-1)).toEqual({ page: 1, page_size: 20 });
    expect(list.isFiltered).toBe(false);
  });

  it('asks at once on Enter, and not again when the pause ends', async () => {
    const { clock, list, requests } = pagedWorld();
    list.setSearchText('rossi');
    await list.searchNow();
    expect(requests).toEqual([{ page: 1, page_size: 20, search: 'rossi' }]);
    await clock.advance(SEARCH_DEBOUNCE_MS * 2);
    expect(requests).toHaveLength(1);
  });

  it('never lets an earlier answer overwrite a newer one', async () => {
    const { clock, list, held, answer, holdAnswers, loaded } = pagedWorld();
    holdAnswers();
    list.setSearchText('ma');
    await clock.advance(SEARCH_DEBOUNCE_MS);
    list.setSearchText('mario');
    await clock.advance(SEARCH_DEBOUNCE_MS);
    expect(held).toHaveLength(2);

    held[1]!.resolve({ count: 1, next: null, results: [{ id: 7 }] });
    await clock.advance(0);
    expect(list.rows).toEqual([{ id: 7 }]);
    expect(list.isLoading).toBe(false);

    held[0]!.resolve(answer({ page: 1, page_size: 20 }));
    await clock.advance(0);
    expect(list.rows).toEqual([{ id: 7 }]);
    expect(list.count).toBe(1);
    expect(loaded()).toBe(1);
  });

  it('stays loading until the latest request settles; only its failure is reported', async () => {
    const { clock, list, held, holdAnswers, failures } = pagedWorld();
    holdAnswers();
    void list.load();
    void list.setPage(2);
    held[0]!.reject(new Error('earlier'));
    await clock.advance(0);
    expect(list.isLoading).toBe(true);
    expect(failures).toEqual([]);

    held[1]!.reject(new Error('latest'));
    await clock.advance(0);
    expect(list.isLoading).toBe(false);
    expect(failures).toEqual([new Error('latest')]);
  });

  it('reloads quietly: never busy while the rows change in place', async () => {
    const { clock, list, held, holdAnswers, setTotal } = pagedWorld(45);
    await list.load();
    holdAnswers();
    setTotal(46);
    void list.load({ quiet: true });
    expect(list.isLoading).toBe(false);

    held[0]!.resolve({ count: 46, next: 2, results: list.rows });
    await clock.advance(0);
    expect(list.isLoading).toBe(false);
    expect(list.count).toBe(46);
  });

  it('orders by a column from page 1, descending with a leading minus; no order means the server default', async () => {
    const { list, requests } = pagedWorld();
    await list.setPage(2);
    await list.setSort({ field: 'email', direction: 'descend' });
    expect(requests.at(-1)).toEqual({ page: 1, page_size: 20, ordering: '-email' });
    expect(list.sortOrder('email')).toBe('descend');
    expect(list.sortOrder('name')).toBeNull();

    await list.setSort({ field: 'name', direction: 'ascend' });
    expect(requests.at(-1)).toEqual({ page: 1, page_size: 20, ordering: 'name' });

    await list.setSort(null);
    expect(requests.at(-1)).toEqual({ page: 1, page_size: 20 });
  });

  it('keeps the search and the order on every page', async () => {
    const { list, requests } = pagedWorld();
    list.setSearchText('a');
    await list.searchNow();
    await list.setSort({ field: 'name', direction: 'ascend' });
    await list.setPage(2);
    expect(requests.at(-1)).toEqual({ page: 2, page_size: 20, search: 'a', ordering: 'name' });
  });

  it('moves to the new last page when the page shown no longer exists (its last row deleted)', async () => {
    const { list, requests, setTotal } = pagedWorld(41);
    await list.setPage(3);
    expect(list.rows.map((row) => row.id)).toEqual([41]);

    setTotal(40);
    await list.load();
    expect(requests.slice(-2)).toEqual([
      { page: 3, page_size: 20 },
      { page: 2, page_size: 20 },
    ]);
    expect(list.page).toBe(2);
    expect(list.rows).toHaveLength(20);
    expect(list.count).toBe(40);

    // Nothing left at all: page 1, empty.
    setTotal(0);
    await list.load();
    expect(list.page).toBe(1);
    expect(list.rows).toEqual([]);
  });

  it('asks nothing once disposed with a search pending', async () => {
    const { clock, list, requests } = pagedWorld();
    list.setSearchText('rossi');
    list.dispose();
    await clock.advance(SEARCH_DEBOUNCE_MS * 2);
    expect(requests).toEqual([]);
  });
});
