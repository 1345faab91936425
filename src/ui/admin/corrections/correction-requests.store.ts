/**
 * 'Richieste di correzione' (docs/behaviour.md, "Correction requests"): the employees' requests of one status
 * ('In attesa', 'Approvate', 'Rifiutate'), a page at a time in the server's order, the count still pending (the tab's
 * badge, whatever the filter), and the decisions: 'Approva' after the view's confirmation, 'Rifiuta' through its
 * dialog with a required reason.
 *
 * One instance serves the tab's label (its badge) and the tab for a visit of the panel: both views start it, and
 * only the first start of a visit resets it to the pending requests and loads them; the last one to go ends the
 * visit. Like the other admin lists, a decision shows a success message (3 s) and the list reloads at once and about
 * 1 s later (ListRefresher); a decision the server refuses shows its message, translated (another administrator
 * decided first, the punches changed meanwhile), and the list reloads so that it shows what is still pending.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CorrectionRequest, CorrectionStatus } from '../../../core/contract';
import { FIRST_PAGE, LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import { ErrorKey } from '../../../core/errors';
import type { Scheduler } from '../../../core/ports';
import type { ReviewCorrectionRequests } from '../../../core/use-cases/admin';
import type { ListRefresher } from '../../../core/use-cases/shared';
import { TimedMessage } from '../../shared/timed-message';
import { serverFieldErrors, serverMessageOr } from '../shared/admin-errors';
import { PagedList } from '../shared/paged-list';
import { submitForm } from '../shared/submit-form';
import { RefuseCorrectionForm } from './refuse-correction.form';

export const CORRECTIONS_LOAD_ERROR: DisplayMessage = { key: 'corrections.loadError' };

/** Refusals after which the request is no longer there to decide: the dialog closes and the list reloads. */
const DECIDED_ELSEWHERE: readonly string[] = [ErrorKey.correctionAlreadyDecided, ErrorKey.notFound];

export class CorrectionRequestsStore {
  /** The requests shown: 'pending' first on every visit. */
  status: CorrectionStatus = 'pending';
  /** The requests still pending, as the server counted them with the latest page (the badge). */
  pendingCount = 0;
  error: DisplayMessage | null = null;
  /** The request being decided (its buttons busy, the others' disabled), or null. */
  decidingId: number | null = null;
  /** The open 'Rifiuta' dialog, or null. */
  refusal: RefuseCorrectionForm | null = null;
  readonly notice: TimedMessage;
  readonly list: PagedList<CorrectionRequest, never>;
  /** How many views started this visit (the label, the tab; antd may render a label twice). */
  private viewers = 0;

  constructor(
    private readonly requests: ReviewCorrectionRequests,
    private readonly refresher: ListRefresher,
    scheduler: Scheduler,
  ) {
    this.notice = new TimedMessage(scheduler, LOCATION_MESSAGE_MS);
    this.list = new PagedList<CorrectionRequest, never>([], {
      fetch: async ({ page, page_size }) => {
        const answer = await this.requests.list({ status: this.status, page, page_size });
        runInAction(() => (this.pendingCount = answer.pending));
        return { count: answer.count, next: null, results: answer.results };
      },
      scheduler,
      onLoaded: () => {
        if (this.error?.key === CORRECTIONS_LOAD_ERROR.key) this.error = null;
      },
      onFailed: () => {
        this.error = CORRECTIONS_LOAD_ERROR;
      },
    });
    makeAutoObservable<CorrectionRequestsStore, 'requests' | 'refresher' | 'viewers'>(
      this,
      { requests: false, refresher: false, notice: false, list: false, viewers: false },
      { autoBind: true },
    );
  }

  /** A view of the panel mounts: the first one of a visit starts afresh on the pending requests. */
  start(): () => void {
    this.viewers += 1;
    if (this.viewers === 1) {
      this.status = 'pending';
      this.error = null;
      this.refusal = null;
      void this.list.setPage(FIRST_PAGE);
    }
    return () => {
      this.viewers -= 1;
      if (this.viewers === 0) {
        this.notice.clear();
        this.list.dispose();
      }
    };
  }

  load(): Promise<void> {
    return this.list.load();
  }

  reloadAfterChange(): Promise<void> {
    return this.refresher.refresh(this.load);
  }

  /** The filter: another status, from its first page. */
  setStatus(status: CorrectionStatus): Promise<void> {
    if (status === this.status) return Promise.resolve();
    this.status = status;
    return this.list.setPage(FIRST_PAGE);
  }

  clearError(): void {
    this.error = null;
  }

  /**
   * After the view's confirmation: the proposed time becomes the punch's (an added check-out, or the punch moved,
   * its original time kept). Resolves with whether it was approved.
   */
  async approve(request: CorrectionRequest): Promise<boolean> {
    if (this.decidingId !== null) return false;
    this.decidingId = request.id;
    this.error = null;
    try {
      await this.requests.approve(request.id);
    } catch (error) {
      runInAction(() => {
        // A punch changed since the request: the server names the field; its message says what is wrong.
        const [fieldError] = Object.values(serverFieldErrors(error));
        this.error = fieldError ?? serverMessageOr(error, 'corrections.approveError');
        this.decidingId = null;
      });
      await this.load();
      return false;
    }
    runInAction(() => {
      this.decidingId = null;
      this.notice.show({ key: 'corrections.approved' });
    });
    await this.reloadAfterChange();
    return true;
  }

  openRefusal(request: CorrectionRequest): void {
    if (this.decidingId === null) this.refusal = new RefuseCorrectionForm(request);
  }

  /** Annulla, Escape: nothing is sent (not while sending). */
  closeRefusal(): void {
    if (!this.refusal?.isSaving) this.refusal = null;
  }

  /** 'Rifiuta' in the dialog. Resolves with whether the request was refused. */
  async submitRefusal(): Promise<boolean> {
    const form = this.refusal;
    if (!form || this.decidingId !== null) return false;
    this.decidingId = form.request.id;
    this.error = null;
    try {
      const refused = await submitForm(form, form.validate, () => this.requests.refuse(form.request.id, form.reason), 'corrections.refuseError');
      if (refused) {
        runInAction(() => {
          this.refusal = null;
          this.notice.show({ key: 'corrections.refused' });
        });
        await this.reloadAfterChange();
        return true;
      }
      if (form.error && DECIDED_ELSEWHERE.includes(form.error.key)) {
        runInAction(() => {
          this.refusal = null;
          this.error = form.error;
        });
        await this.load();
      }
      return false;
    } finally {
      runInAction(() => (this.decidingId = null));
    }
  }
}
