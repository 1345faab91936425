/**
 * The state of an admin list the server pages, searches and orders ('Gestione Utenti', 'Gestione Location';
 * docs/behaviour.md, "Admin panel"). Each list's store composes one:
 * - every request asks for exactly the page, page size, applied search and column order held here;
 * - typing asks after a pause of SEARCH_DEBOUNCE_MS (Enter at once), from page 1; a new order or page size also goes
 *   back to page 1;
 * - only the answer to the latest request is shown: an earlier search answering late never overwrites a newer one;
 * - a page past the end (the last row of the last page deleted meanwhile) moves to the new last page.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { FIRST_PAGE, pageCount } from '../../../core/domain';
import type { Scheduler, TimerHandle } from '../../../core/ports';
import type { ListPage } from '../../../core/use-cases/admin/admin-collection';
import type { ReloadMode } from '../../../core/use-cases/shared';

/** The page sizes offered; none above the server's 100. */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_ADMIN_PAGE_SIZE = 20;
/** Pause after the last keystroke before the server is asked (the admin lists and the activities' user select). */
export const SEARCH_DEBOUNCE_MS = 300;
/** The longest search the server accepts (the contract's `search`). */
export const SEARCH_MAX_LENGTH = 100;

export type SortDirection = 'ascend' | 'descend';
export interface ListSort<Field extends string> {
  field: Field;
  direction: SortDirection;
}

/**
 * What one request asks for: `search` and `ordering` left out when there are none (the server's defaults). A type,
 * not an interface, so that it passes as the use-cases' QueryParams.
 */
export type PageRequest = {
  page: number;
  page_size: number;
  search?: string;
  ordering?: string;
};

export interface PagedListOptions<Item> {
  fetch(request: PageRequest): Promise<ListPage<Item>>;
  scheduler: Scheduler;
  /** The latest request answered (its rows are shown). */
  onLoaded(): void;
  /** The latest request failed; the rows shown stay unless the store clears them. */
  onFailed(error: unknown): void;
}

export class PagedList<Item, Field extends string> {
  rows: Item[] = [];
  /** How many rows match in all (the pager's total). */
  count = 0;
  page = FIRST_PAGE;
  pageSize = DEFAULT_ADMIN_PAGE_SIZE;
  /** What the search box shows. */
  searchText = '';
  /** The search the rows answer (trimmed; '' for none). */
  search = '';
  /** null: the server's default order. */
  sort: ListSort<Field> | null = null;
  isLoading = false;
  private request = 0;
  private debounce: TimerHandle | null = null;

  constructor(
    /** The columns the server can order by. */
    readonly sortable: readonly Field[],
    private readonly options: PagedListOptions<Item>,
  ) {
    makeAutoObservable<PagedList<Item, Field>, 'options' | 'request' | 'debounce'>(
      this,
      { sortable: false, options: false, request: false, debounce: false },
      { autoBind: true },
    );
  }

  get query(): PageRequest {
    const query: PageRequest = { page: this.page, page_size: this.pageSize };
    if (this.search) query.search = this.search;
    if (this.sort) query.ordering = this.sort.direction === 'descend' ? `-${this.sort.field}` : this.sort.field;
    return query;
  }

  /** Whether the rows answer a search (an empty list then says that nothing matches). */
  get isFiltered(): boolean {
    return this.search !== '';
  }

  /** The column's current direction, for the table's header (null when not ordered by it). */
  sortOrder(field: Field): SortDirection | null {
    return this.sort?.field === field ? this.sort.direction : null;
  }

  /** Loads the current page; a quiet reload (ListRefresher's second one) shows no busy table. */
  async load(mode?: ReloadMode): Promise<void> {
    const request = ++this.request;
    if (!mode?.quiet) this.isLoading = true;
    try {
      const answer = await this.options.fetch(this.query);
      if (request !== this.request) return;
      const lastPage = Math.max(FIRST_PAGE, pageCount(answer.count, this.pageSize));
      if (this.page > lastPage) {
        runInAction(() => {
          this.page = lastPage;
        });
        await this.load(mode);
        return;
      }
      runInAction(() => {
        this.rows = answer.results;
        this.count = answer.count;
        this.options.onLoaded();
      });
    } catch (error) {
      if (request === this.request) runInAction(() => this.options.onFailed(error));
    } finally {
      if (request === this.request) {
        runInAction(() => {
          this.isLoading = false;
        });
      }
    }
  }

  /** A keystroke in the search box: the list is asked after the pause. */
  setSearchText(text: string): void {
    this.searchText = text;
    this.cancelDebounce();
    this.debounce = this.options.scheduler.setTimeout(() => void this.applySearch(), SEARCH_DEBOUNCE_MS);
  }

  /** Enter in the search box: no pause. */
  searchNow(): Promise<void> {
    this.cancelDebounce();
    return this.applySearch();
  }

  /** A page of the pager, or a new page size (which starts again from page 1). */
  setPage(page: number, pageSize: number = this.pageSize): Promise<void> {
    if (pageSize !== this.pageSize) {
      this.pageSize = pageSize;
      this.page = FIRST_PAGE;
    } else {
      this.page = page;
    }
    return this.load();
  }

  /** A column header click: a new order from page 1 (null: the server's default). */
  setSort(sort: ListSort<Field> | null): Promise<void> {
    this.sort = sort;
    this.page = FIRST_PAGE;
    return this.load();
  }

  /** An ended session shows no rows. */
  clear(): void {
    this.rows = [];
    this.count = 0;
  }

  /** The screen is gone: a pending search is not asked. */
  dispose(): void {
    this.cancelDebounce();
  }

  private applySearch(): Promise<void> {
    this.debounce = null;
    const search = this.searchText.trim();
    if (search === this.search) return Promise.resolve();
    this.search = search;
    this.page = FIRST_PAGE;
    return this.load();
  }

  private cancelDebounce(): void {
    if (this.debounce) this.options.scheduler.clear(this.debounce);
    this.debounce = null;
  }
}
