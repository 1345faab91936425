/**
 * 'Report Presenze' (docs/behaviour.md, "Attendance report"), over GET /api/admin/attendance/:
 * - the period (by default the current month of the calendar) takes effect as soon as both days are valid, and the
 *   quick ranges at once; 'Gruppo' and 'Utente' (the activities' server-searched select) too; each goes back to page 1;
 * - one page of employees with the server's totals (PagedList: only the latest answer is shown);
 * - an expanded row asks for that employee's days over the same period; a new period or filter closes the rows;
 * - 'Esporta CSV' downloads the same employees and period; 'Foglio presenze mensile' opens its dialog
 *   (attendance-sheet.store.ts) for the employee of the row opened last (still open), else the 'Utente' filter's, or
 *   the 'Gruppo' filter's group.
 */
import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { AttendanceSummary, Gruppo } from '../../../core/contract';
import { FIRST_PAGE, type DateRange, type DisplayMessage } from '../../../core/domain';
import type { FileDownload, Scheduler } from '../../../core/ports';
import {
  ATTENDANCE_PRESETS,
  attendancePeriodError,
  attendancePresetOf,
  attendancePresetRange,
  defaultAttendanceFilters,
  monthOf,
  type AttendanceFilters,
  type AttendancePreset,
  type DownloadAttendanceSheet,
  type ExportAttendance,
  type LoadAdminUserOptions,
  type LoadAttendance,
  type ManageGroups,
} from '../../../core/use-cases/admin';
import type { CalendarToday } from '../../../core/use-cases/shared';
import { UserFilterStore } from '../activities/user-filter.store';
import { PagedList } from '../shared/paged-list';
import { AttendanceSheetStore, type BinaryFileDownload, type SheetEmployee } from './attendance-sheet.store';
import { EmployeeDaysStore } from './employee-days.store';

export const ATTENDANCE_LOAD_ERROR: DisplayMessage = { key: 'attendance.loadError' };
export const ATTENDANCE_EXPORT_ERROR: DisplayMessage = { key: 'attendance.exportError' };

export interface AttendanceDependencies {
  loadAttendance: LoadAttendance;
  exportAttendance: ExportAttendance;
  downloadSheet: DownloadAttendanceSheet;
  manageGroups: ManageGroups;
  loadUserOptions: LoadAdminUserOptions;
  calendarToday: CalendarToday;
  fileDownload: FileDownload;
  /** The monthly sheet is a PDF: bytes, not text. */
  sheetFiles: BinaryFileDownload;
  scheduler: Scheduler;
}

export class AttendanceStore {
  readonly list: PagedList<AttendanceSummary, never>;
  readonly userFilter: UserFilterStore;
  /** The filters the table answers. */
  filters: AttendanceFilters;
  /** What the two date fields show (a day being typed may not be valid yet). */
  startInput: string;
  endInput: string;
  periodError: DisplayMessage | null = null;
  groups: Gruppo[] = [];
  error: DisplayMessage | null = null;
  isExporting = false;
  /** The open rows' days, by employee id. */
  readonly days = observable.map<number, EmployeeDaysStore>();
  sheet: AttendanceSheetStore | null = null;
  private readonly today: string;

  constructor(private readonly deps: AttendanceDependencies) {
    this.today = deps.calendarToday.today();
    this.filters = defaultAttendanceFilters(this.today);
    this.startInput = this.filters.startDate;
    this.endInput = this.filters.endDate;
    this.userFilter = new UserFilterStore(deps.loadUserOptions, deps.scheduler);
    this.list = new PagedList<AttendanceSummary, never>([], {
      fetch: (request) => this.deps.loadAttendance.page(this.filters, request),
      scheduler: deps.scheduler,
      onLoaded: () => {
        this.error = null;
      },
      onFailed: () => {
        this.error = ATTENDANCE_LOAD_ERROR;
      },
    });
    makeAutoObservable<AttendanceStore, 'deps' | 'today'>(
      this,
      { deps: false, today: false, list: false, userFilter: false, days: false },
      { autoBind: true },
    );
  }

  /** The quick range the period is now, if any. */
  get preset(): AttendancePreset | null {
    return attendancePresetOf(this.filters, this.today);
  }

  /** Each quick range with its days ('Questa settimana' Monday to Sunday), shown on its button. */
  get presetRanges(): ReadonlyArray<{ preset: AttendancePreset; range: DateRange }> {
    return ATTENDANCE_PRESETS.map((preset) => ({ preset, range: attendancePresetRange(preset, this.today) }));
  }

  /** The ids of the open rows, for the table. */
  get expandedIds(): number[] {
    return [...this.days.keys()];
  }

  /** The employee of the row opened last among those still open (the sheet's first choice). */
  get lastExpanded(): SheetEmployee | null {
    return [...this.days.values()].at(-1)?.employee ?? null;
  }

  /** Loads when the tab mounts; leaving stops a pending search. */
  start(): () => void {
    void this.loadAll();
    return () => {
      this.list.dispose();
      this.userFilter.dispose();
    };
  }

  /** The table, the first users of the 'Utente' filter and the groups ('Aggiorna Lista' too, which reloads open rows). */
  async loadAll(): Promise<void> {
    await Promise.all([this.list.load(), this.userFilter.loadFirst(), this.loadGroups(), ...[...this.days.values()].map((days) => days.load())]);
  }

  async loadGroups(): Promise<void> {
    try {
      const groups = await this.deps.manageGroups.list();
      runInAction(() => (this.groups = groups));
    } catch {
      // The filter then offers only 'Tutti i gruppi'; the table itself is unaffected.
    }
  }

  /** 'Questo mese', 'Mese scorso', 'Questa settimana'. */
  choosePreset(preset: AttendancePreset): Promise<void> {
    const range = attendancePresetRange(preset, this.today);
    this.startInput = range.startDate;
    this.endInput = range.endDate;
    return this.applyPeriod();
  }

  setStartDate(value: string): Promise<void> {
    this.startInput = value;
    return this.applyPeriod();
  }

  setEndDate(value: string): Promise<void> {
    this.endInput = value;
    return this.applyPeriod();
  }

  setGroup(groupId: number | null): Promise<void> {
    return this.applyFilters({ ...this.filters, groupId });
  }

  async setUser(userId: number | null): Promise<void> {
    await Promise.all([this.userFilter.select(userId), this.applyFilters({ ...this.filters, userId })]);
  }

  /** Opens or closes an employee's row; opening asks for the days of the period. */
  toggleRow(summary: AttendanceSummary): void {
    const open = this.days.get(summary.user_id);
    if (open) {
      this.days.delete(summary.user_id);
      return;
    }
    const employee = { userId: summary.user_id, username: summary.username, fullName: summary.full_name || summary.username };
    const period = { startDate: this.filters.startDate, endDate: this.filters.endDate };
    const days = new EmployeeDaysStore(employee, period, this.deps.loadAttendance, this.today);
    this.days.set(summary.user_id, days);
    void days.load();
  }

  /** 'Esporta CSV': the same employees and period as the table. */
  async exportCsv(): Promise<void> {
    if (this.isExporting) return;
    this.isExporting = true;
    this.error = null;
    try {
      const file = await this.deps.exportAttendance.execute(this.filters);
      this.deps.fileDownload.save(file.fileName, file.content, 'text/csv;charset=utf-8');
    } catch {
      runInAction(() => (this.error = ATTENDANCE_EXPORT_ERROR));
    } finally {
      runInAction(() => (this.isExporting = false));
    }
  }

  /** 'Foglio presenze mensile': the dialog, on the period's month and the employee or group chosen. */
  openSheet(): void {
    this.sheet = new AttendanceSheetStore(
      monthOf(this.filters.startDate),
      this.sheetEmployee(),
      this.filters.groupId,
      this.groups,
      this.deps.downloadSheet,
      this.deps.sheetFiles,
    );
  }

  closeSheet(): void {
    if (this.sheet?.isDownloading) return;
    this.sheet = null;
  }

  clearError(): void {
    this.error = null;
  }

  /** The last opened row's employee, else the 'Utente' filter's. */
  private sheetEmployee(): SheetEmployee | null {
    if (this.lastExpanded) return this.lastExpanded;
    const chosen = this.userFilter.selected;
    return chosen && chosen.id === this.filters.userId ? { userId: chosen.id, username: chosen.username, fullName: chosen.full_name || chosen.username } : null;
  }

  private applyPeriod(): Promise<void> {
    const range = { startDate: this.startInput, endDate: this.endInput };
    const error = attendancePeriodError(range);
    this.periodError = error ? { key: error } : null;
    if (error) return Promise.resolve();
    if (range.startDate === this.filters.startDate && range.endDate === this.filters.endDate) return Promise.resolve();
    return this.applyFilters({ ...this.filters, ...range });
  }

  /** New filters: the open rows close (their days were of the old ones), page 1. */
  private applyFilters(filters: AttendanceFilters): Promise<void> {
    this.filters = filters;
    this.days.clear();
    return this.list.setPage(FIRST_PAGE);
  }
}
