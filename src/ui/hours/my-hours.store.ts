/**
 * Presenter of 'Le mie ore' (docs/behaviour.md, "My hours").
 * - Opens on the current month; 'Mese precedente' / 'Mese successivo' move one month (never past the current one),
 *   'Questo mese' comes back. Only the answer to the latest month asked is kept.
 * - The month's days come with the employee's own correction requests, so each day shows its request's state. A
 *   failed load of the requests is logged and leaves the days without states; a failed load of the month becomes
 *   the dismissible 'Impossibile caricare le ore' and keeps what was shown.
 * - Days are listed newest first: the days an employee checks are the last ones (yesterday's missing check-out),
 *   at the top without scrolling, as the history and the dashboard list punches. The list is the days with punches
 *   and the past working days that miss time without any (an absence), each with its planned figures (listedDays).
 * - The planned totals ('Ore teoriche', 'Straordinario', 'Ritardo', 'Ore mancanti') show only when the month has a
 *   plan at all (periodHasPlan): without one they would all read 0:00.
 * - 'Richiedi correzione' opens the dialog (CorrectionDialogStore) on one day; a request sent is added to the list
 *   at once, so the day shows 'Correzione richiesta'.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CorrectionRequest, CorrectionKind, HoursTotals, PlannedTotals, WorkedDay } from '../../core/contract';
import type { Logger } from '../../core/ports';
import {
  addMonths,
  correctionTargets,
  requestsOfDay,
  type LoadMyHours,
  type MyCorrectionRequests,
  type RequestCorrection,
  type YearMonth,
} from '../../core/use-cases/hours';
import { periodHasPlan, type ListedDay } from '../../core/use-cases/shared';
import { CorrectionDialogStore } from './correction-dialog.store';

export interface MyHoursStoreDeps {
  loadMyHours: Pick<LoadMyHours, 'currentMonth' | 'hasNextMonth' | 'execute' | 'listedDays'>;
  myRequests: Pick<MyCorrectionRequests, 'execute'>;
  requestCorrection: Pick<RequestCorrection, 'execute'>;
  logger: Logger;
}

export const MY_HOURS_LOAD_ERROR_KEY = 'hours.loadError';

export class MyHoursStore {
  month: YearMonth;
  days: WorkedDay[] = [];
  totals: HoursTotals | null = null;
  /** The days the screen lists, newest first: with punches, or absent and missing time. */
  listedDays: ListedDay[] = [];
  /** The month's planned totals, null when the month has no plan at all (nothing planned, no working day). */
  plannedTotals: PlannedTotals | null = null;
  requests: CorrectionRequest[] = [];
  /** True until the first answer (success or failure). */
  isFirstLoad = true;
  isLoading = false;
  errorKey: string | null = null;
  /** The open 'Richiedi correzione' dialog, or null. */
  dialog: CorrectionDialogStore | null = null;

  private requestSeq = 0;

  constructor(private readonly deps: MyHoursStoreDeps) {
    this.month = deps.loadMyHours.currentMonth();
    makeAutoObservable<this, 'deps' | 'requestSeq'>(this, { deps: false, requestSeq: false }, { autoBind: true });
  }

  get isCurrentMonth(): boolean {
    return this.month === this.deps.loadMyHours.currentMonth();
  }

  get hasNextMonth(): boolean {
    return this.deps.loadMyHours.hasNextMonth(this.month);
  }

  /** Newest first (see above). */
  get daysNewestFirst(): WorkedDay[] {
    return [...this.days].sort((a, b) => b.date.localeCompare(a.date));
  }

  get isEmpty(): boolean {
    return !this.isFirstLoad && !this.isLoading && this.errorKey === null && this.listedDays.length === 0;
  }

  /** The requests a day shows, newest per punch. */
  requestsOf(day: WorkedDay): CorrectionRequest[] {
    return requestsOfDay(day, this.requests);
  }

  /** Whether a day offers 'Richiedi correzione': it has punches to correct. */
  canRequestCorrection(day: WorkedDay): boolean {
    return correctionTargets(day).length > 0;
  }

  /** When the screen mounts (useScreenStore). */
  start(): void {
    void this.load();
  }

  goToPreviousMonth(): Promise<void> {
    return this.goTo(addMonths(this.month, -1));
  }

  goToNextMonth(): Promise<void> {
    if (!this.hasNextMonth) return Promise.resolve();
    return this.goTo(addMonths(this.month, 1));
  }

  goToCurrentMonth(): Promise<void> {
    return this.goTo(this.deps.loadMyHours.currentMonth());
  }

  dismissError(): void {
    this.errorKey = null;
  }

  /** Opens 'Richiedi correzione' on a day, on its missing check-out when it has one. */
  openCorrection(day: WorkedDay, kind?: CorrectionKind): void {
    const targets = correctionTargets(day);
    if (targets.length === 0) return;
    this.dialog = new CorrectionDialogStore(day, targets, { requestCorrection: this.deps.requestCorrection, onSent: this.requestSent }, kind);
  }

  closeCorrection(): void {
    if (this.dialog?.isSaving) return;
    this.dialog = null;
  }

  load(): Promise<void> {
    return this.fetch();
  }

  private requestSent(request: CorrectionRequest): void {
    this.requests = [request, ...this.requests];
    this.dialog = null;
  }

  private goTo(month: YearMonth): Promise<void> {
    if (month === this.month && !this.isLoading) return Promise.resolve();
    this.month = month;
    return this.fetch();
  }

  private async fetch(): Promise<void> {
    const seq = ++this.requestSeq;
    const month = this.month;
    this.isLoading = true;
    const requests = this.deps.myRequests.execute().catch((error: unknown) => {
      this.deps.logger.warn('Own correction requests load failed', error);
      return null;
    });
    try {
      const worked = await this.deps.loadMyHours.execute(month);
      const ownRequests = await requests;
      if (seq !== this.requestSeq) return;
      runInAction(() => {
        this.days = worked.days;
        this.totals = worked.totals;
        this.listedDays = this.deps.loadMyHours.listedDays(worked);
        this.plannedTotals = periodHasPlan(worked) ? worked.planned_totals : null;
        if (ownRequests) this.requests = ownRequests;
        this.errorKey = null;
      });
    } catch (error) {
      if (seq !== this.requestSeq) return;
      this.deps.logger.error('My hours load failed', error);
      runInAction(() => {
        this.errorKey = MY_HOURS_LOAD_ERROR_KEY;
      });
    } finally {
      if (seq === this.requestSeq) {
        runInAction(() => {
          this.isFirstLoad = false;
          this.isLoading = false;
        });
      }
    }
  }
}
