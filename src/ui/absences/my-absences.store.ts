/**
 * Presenter of 'Le mie assenze' (docs/behaviour.md, "My absences").
 * - On mount it loads, side by side, the year's balances ('Saldo ferie e permessi'), the first page of the own
 *   absences ('Le mie richieste', newest first) and the active types for the form. A failed balances load says so
 *   in its card and leaves the rest; a failed list load becomes the dismissible 'Impossibile caricare le assenze'
 *   and keeps what was shown; without the types the form cannot open ('Richiedi assenza' says why).
 * - 'Richiedi assenza' opens the form (AbsenceFormStore) with the types and the balances; a request sent closes it,
 *   shows 'Richiesta inviata' (with the balance warning when over_balance) and reloads the list from its first page
 *   and the balances ('In attesa' grows).
 * - 'Annulla richiesta' asks to confirm, then withdraws a pending request; the list and the balances reload.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { Absence, AbsenceBalance, AbsenceType } from '../../core/contract';
import { FIRST_PAGE, type DisplayMessage } from '../../core/domain';
import { toDisplayMessage } from '../../core/errors';
import {
  canCancelAbsence,
  type CancelAbsenceRequest,
  type LoadMyAbsences,
  type LoadMyBalances,
  type RequestAbsence,
} from '../../core/use-cases/absences';
import type { CalendarToday } from '../../core/use-cases/shared';
import type { Logger } from '../../core/ports';
import { AbsenceFormStore } from './absence-form.store';

export interface MyAbsencesStoreDeps {
  loadAbsences: Pick<LoadMyAbsences, 'execute' | 'pageCount'>;
  loadBalances: Pick<LoadMyBalances, 'currentYear' | 'execute'>;
  requestAbsence: Pick<RequestAbsence, 'types' | 'execute'>;
  cancelRequest: Pick<CancelAbsenceRequest, 'execute'>;
  calendar: Pick<CalendarToday, 'today'>;
  logger: Logger;
}

export const MY_ABSENCES_LOAD_ERROR_KEY = 'absences.loadError';

export class MyAbsencesStore {
  readonly year: number;
  balances: AbsenceBalance[] = [];
  balancesFailed = false;
  /** True once the balances answered (or failed) a first time. */
  balancesLoaded = false;
  types: AbsenceType[] = [];
  typesFailed = false;
  absences: Absence[] = [];
  count = 0;
  page = FIRST_PAGE;
  /** True until the first answer of the list (success or failure). */
  isFirstLoad = true;
  isLoading = false;
  errorKey: string | null = null;
  /** The open 'Richiedi assenza' form, or null. */
  form: AbsenceFormStore | null = null;
  /** The request just sent, for 'Richiesta inviata' (and the balance warning), until dismissed. */
  sent: Absence | null = null;
  /** The pending request whose withdrawal waits for 'Sì, annulla'. */
  confirming: Absence | null = null;
  isCancelling = false;
  cancelError: DisplayMessage | null = null;

  private listSeq = 0;

  constructor(private readonly deps: MyAbsencesStoreDeps) {
    this.year = deps.loadBalances.currentYear();
    makeAutoObservable<this, 'deps' | 'listSeq'>(this, { deps: false, listSeq: false, year: false }, { autoBind: true });
  }

  get pageCount(): number {
    return this.deps.loadAbsences.pageCount(this.count);
  }

  get isEmpty(): boolean {
    return !this.isFirstLoad && this.errorKey === null && this.absences.length === 0;
  }

  /** 'Richiedi assenza' works once the types arrived. */
  get canRequest(): boolean {
    return this.types.length > 0;
  }

  canCancel(absence: Absence): boolean {
    return canCancelAbsence(absence);
  }

  /** When the screen mounts (useScreenStore). */
  start(): void {
    void this.load();
  }

  load(): Promise<void> {
    return Promise.all([this.loadBalances(), this.loadPage(this.page), this.loadTypes()]).then(() => undefined);
  }

  goToPage(page: number): Promise<void> {
    if (page < FIRST_PAGE || page > this.pageCount) return Promise.resolve();
    return this.loadPage(page);
  }

  dismissError(): void {
    this.errorKey = null;
  }

  openForm(): void {
    if (!this.canRequest) return;
    this.sent = null;
    this.form = new AbsenceFormStore(this.types, this.balances, this.deps.calendar.today(), {
      requestAbsence: this.deps.requestAbsence,
      onSent: this.requestSent,
    });
  }

  closeForm(): void {
    if (this.form?.isSaving) return;
    this.form = null;
  }

  dismissSent(): void {
    this.sent = null;
  }

  askCancel(absence: Absence): void {
    if (!canCancelAbsence(absence)) return;
    this.confirming = absence;
    this.cancelError = null;
  }

  dismissCancel(): void {
    if (this.isCancelling) return;
    this.confirming = null;
    this.cancelError = null;
  }

  /** 'Sì, annulla': withdraws the request; a refusal (already decided) stays in the dialog. */
  async confirmCancel(): Promise<void> {
    const absence = this.confirming;
    if (!absence || this.isCancelling) return;
    this.isCancelling = true;
    this.cancelError = null;
    try {
      await this.deps.cancelRequest.execute(absence);
      runInAction(() => {
        this.isCancelling = false;
        this.confirming = null;
      });
      await Promise.all([this.loadPage(this.page), this.loadBalances()]);
    } catch (error) {
      this.deps.logger.warn('Absence cancellation refused', error);
      runInAction(() => {
        this.isCancelling = false;
        this.cancelError = toDisplayMessage(error);
      });
    }
  }

  private requestSent(absence: Absence): void {
    this.form = null;
    this.sent = absence;
    void Promise.all([this.loadPage(FIRST_PAGE), this.loadBalances()]);
  }

  private async loadPage(page: number): Promise<void> {
    const seq = ++this.listSeq;
    this.isLoading = true;
    try {
      const answer = await this.deps.loadAbsences.execute(page);
      if (seq !== this.listSeq) return;
      runInAction(() => {
        this.absences = answer.results;
        this.count = answer.count;
        this.page = page;
        this.errorKey = null;
      });
    } catch (error) {
      if (seq !== this.listSeq) return;
      this.deps.logger.error('My absences load failed', error);
      runInAction(() => {
        this.errorKey = MY_ABSENCES_LOAD_ERROR_KEY;
      });
    } finally {
      if (seq === this.listSeq) {
        runInAction(() => {
          this.isFirstLoad = false;
          this.isLoading = false;
        });
      }
    }
  }

  private async loadBalances(): Promise<void> {
    try {
      const answer = await this.deps.loadBalances.execute(this.year);
      runInAction(() => {
        this.balances = answer.balances;
        this.balancesFailed = false;
        this.balancesLoaded = true;
      });
    } catch (error) {
      this.deps.logger.error('My balances load failed', error);
      runInAction(() => {
        this.balancesFailed = true;
        this.balancesLoaded = true;
      });
    }
  }

  private async loadTypes(): Promise<void> {
    if (this.types.length > 0) return;
    try {
      const types = await this.deps.requestAbsence.types();
      runInAction(() => {
        this.types = types;
        this.typesFailed = false;
      });
    } catch (error) {
      this.deps.logger.error('Absence types load failed', error);
      runInAction(() => {
        this.typesFailed = true;
      });
    }
  }
}
