/**
 * Presenter of both history screens, 'Storico Timbrature' (docs/behaviour.md, "History").
 * - First load shows the skeleton; later loads keep the list; 'refresh' sets `isRefreshing`.
 * - The drawer (mobile) or the collapsible panel (desktop) edits a draft; 'Applica' applies it on page 1,
 *   'Reset' / 'Rimuovi' return to the current month, type ALL, page 1. Changing page keeps the filters.
 * - A load error becomes the dismissible 'Errore nel caricamento delle timbrature' and is logged.
 * - Only the answer to the latest request is kept (a slow earlier page cannot overwrite a later one).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { TimesheetEntry } from '../../core/contract';
import {
  isCalendarDate,
  quickFilterRange,
  type CalendarDate,
  type DateRange,
  type EntryTypeFilter,
  type HistoryFilters,
  type QuickFilter,
} from '../../core/domain';
import type { Logger } from '../../core/ports';
import type { HistoryLayout, HistoryQuery, LoadHistory } from '../../core/use-cases/history';

export interface HistoryStoreDeps {
  loadHistory: Pick<LoadHistory, 'initialQuery' | 'withFilters' | 'withPage' | 'filtersActive' | 'execute'>;
  /** Today's calendar day in the user's zone (CalendarToday.today), for the quick filters. */
  today(): CalendarDate;
  logger: Logger;
}

export const HISTORY_LOAD_ERROR_KEY = 'history.loadError';

/** The quick filters of 'Filtri Ricerca', in the order they are offered. */
export const QUICK_FILTERS: readonly QuickFilter[] = ['today', 'thisWeek', 'thisMonth', 'lastMonth', 'last30Days'];

/** A quick filter and the days it stands for today, shown on its button so no one has to guess a week's start. */
export interface QuickFilterRange {
  filter: QuickFilter;
  range: DateRange;
}

export class HistoryStore {
  query: HistoryQuery;
  entries: TimesheetEntry[] = [];
  count = 0;
  pageCount = 0;
  /** True until the first answer (success or failure) arrives: the skeleton of 5 cards. */
  isFirstLoad = true;
  isLoading = false;
  isRefreshing = false;
  /** i18n key of the dismissible error, or null. */
  errorKey: string | null = null;
  /** The one expanded card (mobile), or null. */
  expandedId: number | null = null;
  /** Mobile bottom drawer 'Filtri Ricerca'. */
  isFilterDrawerOpen = false;
  /** Desktop collapsible filter panel. */
  areFiltersVisible = false;
  /** The filters being edited, applied only by 'Applica'. */
  draft: HistoryFilters;
  /** The quick filter whose range the draft holds, for its highlighted chip; null once dates are typed. */
  draftQuickFilter: QuickFilter | null = null;

  private requestSeq = 0;

  constructor(
    private readonly deps: HistoryStoreDeps,
    readonly layout: HistoryLayout,
  ) {
    this.query = deps.loadHistory.initialQuery();
    this.draft = { ...this.query.filters };
    // quickRanges reads today's date, which MobX cannot observe: a plain getter, computed again at every render.
    makeAutoObservable<this, 'deps' | 'requestSeq'>(this, { deps: false, requestSeq: false, layout: false, quickRanges: false }, { autoBind: true });
  }

  /** Each quick filter with its days as of today ('Questa settimana' Sunday to Saturday, as the spec says). */
  get quickRanges(): readonly QuickFilterRange[] {
    const today = this.deps.today();
    return QUICK_FILTERS.map((filter) => ({ filter, range: quickFilterRange(filter, today) }));
  }

  get filters(): HistoryFilters {
    return this.query.filters;
  }

  get page(): number {
    return this.query.page;
  }

  get filtersActive(): boolean {
    return this.deps.loadHistory.filtersActive(this.query.filters);
  }

  get showSkeleton(): boolean {
    return this.isFirstLoad;
  }

  get isEmpty(): boolean {
    return !this.isFirstLoad && !this.isLoading && this.errorKey === null && this.entries.length === 0;
  }

  /** First/last/page buttons only when there is more than one page. */
  get showPagination(): boolean {
    return this.pageCount > 1;
  }

  /** Refresh and pagination are disabled while a request runs. */
  get isBusy(): boolean {
    return this.isLoading || this.isRefreshing;
  }

  /** When the screen mounts (useScreenStore): the first load. */
  start(): void {
    void this.load();
  }

  load(): Promise<void> {
    return this.fetch(false);
  }

  refresh(): Promise<void> {
    return this.fetch(true);
  }

  goToPage(page: number): Promise<void> {
    if (page < 1 || (this.pageCount > 0 && page > this.pageCount) || page === this.query.page) return Promise.resolve();
    this.query = this.deps.loadHistory.withPage(this.query, page);
    this.expandedId = null;
    return this.load();
  }

  toggleEntry(id: number): void {
    this.expandedId = this.expandedId === id ? null : id;
  }

  dismissError(): void {
    this.errorKey = null;
  }

  openFilters(): void {
    this.draft = { ...this.query.filters };
    this.draftQuickFilter = null;
    this.isFilterDrawerOpen = true;
    this.areFiltersVisible = true;
  }

  closeFilters(): void {
    this.isFilterDrawerOpen = false;
  }

  toggleFiltersPanel(): void {
    if (this.areFiltersVisible) this.areFiltersVisible = false;
    else this.openFilters();
  }

  chooseQuickFilter(filter: QuickFilter): void {
    this.draft = { ...this.draft, ...quickFilterRange(filter, this.deps.today()) };
    this.draftQuickFilter = filter;
  }

  /** A cleared or partial date input is ignored: the query needs real days. */
  setDraftStartDate(date: CalendarDate): void {
    if (!isCalendarDate(date)) return;
    this.draft = { ...this.draft, startDate: date };
    this.draftQuickFilter = null;
  }

  setDraftEndDate(date: CalendarDate): void {
    if (!isCalendarDate(date)) return;
    this.draft = { ...this.draft, endDate: date };
    this.draftQuickFilter = null;
  }

  setDraftEntryType(entryType: EntryTypeFilter): void {
    this.draft = { ...this.draft, entryType };
  }

  applyFilters(): Promise<void> {
    this.query = this.deps.loadHistory.withFilters({ ...this.draft });
    this.isFilterDrawerOpen = false;
    this.expandedId = null;
    return this.load();
  }

  /** 'Reset' in the filters and 'Rimuovi' in the 'Filtri attivi' panel. */
  resetFilters(): Promise<void> {
    this.query = this.deps.loadHistory.initialQuery();
    this.draft = { ...this.query.filters };
    this.draftQuickFilter = null;
    this.isFilterDrawerOpen = false;
    this.expandedId = null;
    return this.load();
  }

  private async fetch(refreshing: boolean): Promise<void> {
    const seq = ++this.requestSeq;
    const query = this.query;
    if (refreshing) this.isRefreshing = true;
    else this.isLoading = true;
    try {
      const result = await this.deps.loadHistory.execute(query, this.layout);
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.entries = result.entries;
        this.count = result.count;
        this.pageCount = result.pageCount;
        this.errorKey = null;
      });
    } catch (error) {
      if (seq !== this.requestSeq) return;
      this.deps.logger.error('History load failed', error);
      runInAction(() => {
        this.errorKey = HISTORY_LOAD_ERROR_KEY;
      });
    } finally {
      if (seq === this.requestSeq) {
        runInAction(() => {
          this.isFirstLoad = false;
          this.isLoading = false;
          this.isRefreshing = false;
        });
      }
    }
  }
}
