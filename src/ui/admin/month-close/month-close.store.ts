/**
 * 'Chiusura mese' of the admin panel (docs/behaviour.md, "Closing the month in the admin panel"): a month (the previous
 * one first) for everyone or one group; its state; while open, what blocks a clean close and 'Chiudi mese' (the view
 * confirms first, saying how many problems are open: a close with problems is the administrator's choice); once
 * closed, who closed it and when, 'Riapri mese' with a required reason, and 'Export paghe'. Below, 'Storico chiusure'
 * and 'Codici paghe' (payroll-codes.store.ts).
 * - The server decides: a month not over, or already closed, is refused (409) and its Italian message shown.
 * - Only the answer for the month and group shown now is kept (a quick prev/next drops the older answers).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { GruppoListItem, MonthCloseStatus, MonthClosure } from '../../../core/contract';
import { LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import type { FileDownload, Scheduler } from '../../../core/ports';
import {
  groupBlockers,
  monthToClose,
  PAYROLL_CSV_MIME_TYPE,
  shiftMonth,
  type BlockerGroup,
  type CloseMonth,
  type ExportPayroll,
  type ManageGroups,
  type ManagePayrollCodes,
  type MonthScope,
} from '../../../core/use-cases/admin';
import type { CalendarToday } from '../../../core/use-cases/shared';
import { TimedMessage } from '../../shared/timed-message';
import { serverMessageOr } from '../shared/admin-errors';
import { ReasonForm } from '../shared/reason-form';
import { submitForm } from '../shared/submit-form';
import { PayrollCodesStore } from './payroll-codes.store';

export const MONTH_STATUS_LOAD_ERROR: DisplayMessage = { key: 'monthClose.loadError' };
export const MONTH_HISTORY_LOAD_ERROR: DisplayMessage = { key: 'monthClose.history.loadError' };

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface MonthCloseStoreDeps {
  closeMonth: CloseMonth;
  exportPayroll: ExportPayroll;
  payrollCodes: ManagePayrollCodes;
  groups: Pick<ManageGroups, 'list'>;
  calendarToday: CalendarToday;
  fileDownload: FileDownload;
  scheduler: Scheduler;
}

export class MonthCloseStore {
  month: string;
  groupId: number | null = null;
  groups: GruppoListItem[] = [];
  status: MonthCloseStatus | null = null;
  history: MonthClosure[] = [];
  isLoading = false;
  isClosing = false;
  isExporting = false;
  error: DisplayMessage | null = null;
  historyError: DisplayMessage | null = null;
  reopenForm: ReasonForm | null = null;
  readonly notice: TimedMessage;
  readonly codes: PayrollCodesStore;
  /** The latest status asked: older answers are dropped. */
  private statusRequest = 0;

  constructor(private readonly deps: MonthCloseStoreDeps) {
    this.month = monthToClose(deps.calendarToday.today());
    this.notice = new TimedMessage(deps.scheduler, LOCATION_MESSAGE_MS);
    this.codes = new PayrollCodesStore(deps.payrollCodes, deps.scheduler);
    makeAutoObservable<MonthCloseStore, 'deps' | 'statusRequest'>(
      this,
      { deps: false, notice: false, codes: false, statusRequest: false },
      { autoBind: true },
    );
  }

  /** Loads everything when the tab mounts; unmounting drops a pending success message. */
  start(): () => void {
    void this.loadGroups();
    void this.load();
    void this.codes.load();
    return () => {
      this.notice.clear();
      this.codes.notice.clear();
    };
  }

  /** The month's state and the history ('Aggiorna'). */
  async load(): Promise<void> {
    await Promise.all([this.loadStatus(), this.loadHistory()]);
  }

  get scope(): MonthScope {
    return { month: this.month, groupId: this.groupId };
  }

  /** 'yyyy-MM'; an empty or malformed month (the field cleared) keeps the one shown. */
  setMonth(month: string): void {
    if (!MONTH.test(month) || month === this.month) return;
    this.month = month;
    void this.loadStatus();
  }

  previousMonth(): void {
    this.setMonth(shiftMonth(this.month, -1));
  }

  nextMonth(): void {
    this.setMonth(shiftMonth(this.month, 1));
  }

  setGroup(groupId: number | null): void {
    if (groupId === this.groupId) return;
    this.groupId = groupId;
    void this.loadStatus();
  }

  get isClosed(): boolean {
    return this.status?.closure != null;
  }

  get blockerGroups(): BlockerGroup[] {
    return this.status ? groupBlockers(this.status.blockers) : [];
  }

  /** How many problems keep the month from a clean close. */
  get problemCount(): number {
    return this.status?.blockers.length ?? 0;
  }

  /** Why 'Chiudi mese' is disabled (a month still running), or null when it may be asked. */
  get closeDisabledReason(): DisplayMessage | null {
    if (this.status && !this.status.month_over) return { key: 'monthClose.notOver' };
    return null;
  }

  /** 'Chiudi mese', after the view's confirmation. Resolves with whether the month was closed. */
  async close(): Promise<boolean> {
    if (this.isClosing || !this.status || this.isClosed) return false;
    this.isClosing = true;
    this.error = null;
    try {
      await this.deps.closeMonth.close(this.scope);
    } catch (error) {
      runInAction(() => (this.error = serverMessageOr(error, 'monthClose.closeError')));
      // Someone else may have closed it meanwhile: show the month as it is now.
      await this.loadStatus();
      return false;
    } finally {
      runInAction(() => (this.isClosing = false));
    }
    this.notice.show({ key: 'monthClose.closed' });
    await this.load();
    return true;
  }

  openReopen(): void {
    if (this.isClosed) this.reopenForm = new ReasonForm(undefined, 'monthClose.reopenDialog.reasonRequired');
  }

  /** Annulla, Escape: nothing is sent (not while sending). */
  closeReopen(): void {
    if (!this.reopenForm?.isSaving) this.reopenForm = null;
  }

  /**
   * 'Riapri mese' in the dialog: the closing in force is reopened, whoever it covers (a group's view shows a close for
   * everyone too, and reopening it reopens the month for everyone). Resolves with whether the month was reopened.
   */
  async submitReopen(): Promise<boolean> {
    const form = this.reopenForm;
    const closure = this.status?.closure;
    if (!form || !closure) return false;
    const scope: MonthScope = { month: closure.month, groupId: closure.gruppo_id };
    const reopened = await submitForm(form, form.validate, () => this.deps.closeMonth.reopen(scope, form.reason), 'monthClose.reopenError');
    if (!reopened) return false;
    runInAction(() => {
      this.reopenForm = null;
      this.notice.show({ key: 'monthClose.reopened' });
    });
    await this.load();
    return true;
  }

  /** 'Export paghe': the closed month's CSV as a download. */
  async exportPayroll(): Promise<void> {
    if (this.isExporting) return;
    this.isExporting = true;
    this.error = null;
    try {
      const file = await this.deps.exportPayroll.execute(this.scope);
      this.deps.fileDownload.save(file.fileName, file.content, PAYROLL_CSV_MIME_TYPE);
    } catch (error) {
      runInAction(() => (this.error = serverMessageOr(error, 'monthClose.exportError')));
    } finally {
      runInAction(() => (this.isExporting = false));
    }
  }

  clearError(): void {
    this.error = null;
  }

  private async loadStatus(): Promise<void> {
    const request = ++this.statusRequest;
    const scope = this.scope;
    this.isLoading = true;
    try {
      const status = await this.deps.closeMonth.status(scope);
      runInAction(() => {
        if (request !== this.statusRequest) return;
        this.status = status;
        if (this.error?.key === MONTH_STATUS_LOAD_ERROR.key) this.error = null;
      });
    } catch {
      runInAction(() => {
        if (request !== this.statusRequest) return;
        this.status = null;
        this.error = MONTH_STATUS_LOAD_ERROR;
      });
    } finally {
      runInAction(() => {
        if (request === this.statusRequest) this.isLoading = false;
      });
    }
  }

  private async loadHistory(): Promise<void> {
    try {
      const history = await this.deps.closeMonth.history();
      runInAction(() => {
        this.history = history;
        this.historyError = null;
      });
    } catch {
      runInAction(() => (this.historyError = MONTH_HISTORY_LOAD_ERROR));
    }
  }

  /** The 'Gruppo' choices; without them only 'Tutti i gruppi' is offered. */
  private async loadGroups(): Promise<void> {
    try {
      const groups = await this.deps.groups.list();
      runInAction(() => (this.groups = groups));
    } catch {
      // The select still offers 'Tutti i gruppi'; the month's state says nothing is wrong with it.
    }
  }
}
