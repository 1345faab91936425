/**
 * 'Attività Sistema' (docs/behaviour.md, "Admin activities"), over GET /api/admin/activities/:
 * - filters are edited in a draft and take effect on 'Applica Filtri' (page 1); 'Reset' clears them; the user is
 *   picked from a server search (user-filter.store.ts), the group from GET /api/gruppi/;
 * - server-side sorting on user__username, entry_type, location__name, timestamp (default newest first);
 * - 'Mostrando X di N attività' and 'Pagina P di T';
 * - the notes dialog, the 'Modifica Data/Ora' dialog (local row update, reload with `_t` 500 ms later),
 *   the audit trail of a punch's corrections, and the CSV export of the applied filters (the same query as the list).
 * Only the answer to the latest request fills the table (fast clicks on pages or sorts).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminActivity, Gruppo, TimesheetEntry } from '../../../core/contract';
import { FIRST_PAGE, type DisplayMessage, type EntryTypeFilter } from '../../../core/domain';
import type { Clock, Scheduler } from '../../../core/ports';
import {
  activityOrdering,
  NO_ACTIVITY_FILTERS,
  type ActivityFilters,
  type ActivitySortField,
  type ExportActivities,
  type LoadActivities,
  type LoadAdminUserOptions,
  type ManageGroups,
} from '../../../core/use-cases/admin';
import { calendarDay } from '../shared/format-date-time';
import type { FileDownload } from '../../../core/ports';
import type { AdminEditPunchCallbacks, AdminEditPunchStore } from './admin-edit-punch.store';
import type { PunchAuditStore } from './punch-audit.store';
import { UserFilterStore } from './user-filter.store';

export const ACTIVITIES_LOAD_ERROR: DisplayMessage = { key: 'admin.activities.loadError' };
export const ACTIVITIES_EXPORT_ERROR: DisplayMessage = { key: 'admin.activities.exportError' };

export type SortDirection = 'ascend' | 'descend';
export interface ActivitySort {
  field: ActivitySortField;
  direction: SortDirection;
}

export interface ActivitiesDependencies {
  loadActivities: LoadActivities;
  loadUserOptions: LoadAdminUserOptions;
  /** The groups of the 'Gruppo' filter. */
  manageGroups: ManageGroups;
  exportActivities: ExportActivities;
  fileDownload: FileDownload;
  clock: Clock;
  /** Debounces the user search. */
  scheduler: Scheduler;
  /** The dialogs' own stores, built per opened row. */
  createEditPunch(activity: AdminActivity, callbacks: AdminEditPunchCallbacks): AdminEditPunchStore;
  createAudit(activity: AdminActivity): PunchAuditStore;
}

export class ActivitiesStore {
  activities: AdminActivity[] = [];
  count = 0;
  totalPages = 0;
  page = FIRST_PAGE;
  sort: ActivitySort | null = null;
  /** What the filter panel shows; `filters` is what the table was loaded with. */
  draft: ActivityFilters = { ...NO_ACTIVITY_FILTERS };
  filters: ActivityFilters = { ...NO_ACTIVITY_FILTERS };
  filtersOpen = false;
  readonly userFilter: UserFilterStore;
  groups: Gruppo[] = [];
  isLoading = false;
  isExporting = false;
  error: DisplayMessage | null = null;
  /** The row whose notes are shown, or null. */
  notesOf: AdminActivity | null = null;
  editPunch: AdminEditPunchStore | null = null;
  audit: PunchAuditStore | null = null;
  private request = 0;

  constructor(private readonly deps: ActivitiesDependencies) {
    this.userFilter = new UserFilterStore(deps.loadUserOptions, deps.scheduler);
    makeAutoObservable<ActivitiesStore, 'deps' | 'request'>(this, { deps: false, request: false, userFilter: false }, { autoBind: true });
  }

  get ordering() {
    return activityOrdering(this.sort?.field ?? null, this.sort?.direction ?? null);
  }

  /** 'Mostrando X di N attività'. */
  get showingMessage(): DisplayMessage {
    return { key: 'admin.activities.showing', params: { shown: this.activities.length, count: this.count } };
  }

  /** 'Pagina P di T' (at least one page, so an empty list reads 'Pagina 1 di 1'). */
  get pageMessage(): DisplayMessage {
    return { key: 'admin.activities.page', params: { page: this.page, total: Math.max(this.totalPages, 1) } };
  }

  /** Loads when the page mounts; leaving stops a pending user search. */
  start(): () => void {
    void this.loadAll();
    return () => this.userFilter.dispose();
  }

  /** The first screen: the table, the user filter's first options and the groups. */
  async loadAll(): Promise<void> {
    await Promise.all([this.load(), this.userFilter.loadFirst(), this.loadGroups()]);
  }

  /**
   * Loads the current page; `refresh` adds the cache buster (after a correction). That reload runs in the background,
   * without the table's spinner: the corrected row shows already, and a spinner over the table would swallow the
   * administrator's next click (on the row's 'Storico correzioni', say) for as long as the reload lasts.
   */
  async load(refresh = false): Promise<void> {
    const request = ++this.request;
    this.isLoading = !refresh;
    try {
      const answer = await this.deps.loadActivities.execute({ filters: this.filters, page: this.page, ordering: this.ordering, refresh });
      runInAction(() => {
        if (request !== this.request) return;
        this.activities = answer.results;
        this.count = answer.count;
        this.totalPages = answer.total_pages;
        this.error = null;
      });
    } catch {
      runInAction(() => {
        if (request === this.request) this.error = ACTIVITIES_LOAD_ERROR;
      });
    } finally {
      runInAction(() => {
        if (request === this.request) this.isLoading = false;
      });
    }
  }

  async loadGroups(): Promise<void> {
    try {
      const groups = await this.deps.manageGroups.list();
      runInAction(() => {
        this.groups = groups;
      });
    } catch {
      // The filter then offers only 'Tutti i gruppi'; the table itself is unaffected.
    }
  }

  toggleFilters(): void {
    this.filtersOpen = !this.filtersOpen;
  }

  setDraftStartDate(date: string | null): void {
    this.draft = { ...this.draft, startDate: date || null };
  }

  setDraftEndDate(date: string | null): void {
    this.draft = { ...this.draft, endDate: date || null };
  }

  setDraftEntryType(entryType: EntryTypeFilter): void {
    this.draft = { ...this.draft, entryType };
  }

  /** A user by id (its label from the options at hand, else asked to the server), or null for 'Tutti'. */
  setDraftUser(userId: number | null): Promise<void> {
    this.draft = { ...this.draft, userId };
    return this.userFilter.select(userId);
  }

  setDraftGroup(groupId: number | null): void {
    this.draft = { ...this.draft, groupId };
  }

  /** 'Applica Filtri': the draft becomes the filters, from page 1. */
  applyFilters(): Promise<void> {
    this.filters = { ...this.draft };
    this.page = FIRST_PAGE;
    return this.load();
  }

  /**
   * Filters named by the page's address (a link from the attendance report): set as applied and as drafted, the
   * panel open so the administrator sees them, from page 1. The load is start()'s (or the caller's).
   */
  startWithFilters(filters: ActivityFilters): void {
    this.draft = { ...filters };
    this.filters = { ...filters };
    this.filtersOpen = true;
    this.page = FIRST_PAGE;
    void this.userFilter.select(filters.userId);
  }

  /** 'Reset': no filters, page 1. */
  resetFilters(): Promise<void> {
    this.draft = { ...NO_ACTIVITY_FILTERS };
    void this.userFilter.select(null);
    this.filters = { ...NO_ACTIVITY_FILTERS };
    this.page = FIRST_PAGE;
    return this.load();
  }

  setPage(page: number): Promise<void> {
    this.page = page;
    return this.load();
  }

  /** A column header click: a new order from page 1 (null: back to newest first). */
  setSort(sort: ActivitySort | null): Promise<void> {
    this.sort = sort;
    this.page = FIRST_PAGE;
    return this.load();
  }

  openNotes(activity: AdminActivity): void {
    this.notesOf = activity;
  }

  closeNotes(): void {
    this.notesOf = null;
  }

  openEditPunch(activity: AdminActivity): void {
    this.editPunch = this.deps.createEditPunch(activity, {
      applyLocally: (entry) => this.applyCorrection(entry),
      reload: () => this.load(true),
    });
  }

  closeEditPunch(): void {
    if (this.editPunch?.isSaving) return;
    this.editPunch = null;
  }

  /** Saves the open edit dialog and closes it on success. */
  async saveEditPunch(): Promise<boolean> {
    const editPunch = this.editPunch;
    if (!editPunch) return false;
    const saved = await editPunch.save();
    if (saved) runInAction(() => (this.editPunch = null));
    return saved;
  }

  openAudit(activity: AdminActivity): void {
    this.audit = this.deps.createAudit(activity);
    void this.audit.load();
  }

  closeAudit(): void {
    this.audit = null;
  }

  /** 'Esporta CSV': the activities of the applied filters and order, as a file named after today. */
  async exportCsv(): Promise<void> {
    if (this.isExporting) return;
    this.isExporting = true;
    this.error = null;
    try {
      const csv = await this.deps.exportActivities.execute(this.filters, this.ordering);
      this.deps.fileDownload.save(`attivita-${calendarDay(this.deps.clock.now())}.csv`, csv, 'text/csv;charset=utf-8');
    } catch {
      runInAction(() => {
        this.error = ACTIVITIES_EXPORT_ERROR;
      });
    } finally {
      runInAction(() => {
        this.isExporting = false;
      });
    }
  }

  clearError(): void {
    this.error = null;
  }

  /** The corrected row at once; the reload 500 ms later brings whatever else changed. */
  private applyCorrection(entry: TimesheetEntry): void {
    this.activities = this.activities.map((activity) =>
      activity.id === entry.id ? { ...activity, timestamp: entry.timestamp, original_timestamp: entry.original_timestamp } : activity,
    );
  }
}
