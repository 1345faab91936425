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
import { makeAutoObservable } from 'mobx';
import type { CorrectionRequest, CorrectionStatus } from '../../../core/contract';
import { FIRST_PAGE, LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import { ErrorKey } from '../../../core/errors';
import type { Scheduler } from '../../../core/ports';
import type { ReviewCorrectionRequests } from '../../../core/use-cases/admin';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import { TimedMessage } from '../../shared/timed-message';
import { serverFieldErrors, serverMessageOr } from '../shared/admin-errors';
import type { PagedList } from '../shared/paged-list';
import { ReasonForm } from '../shared/reason-form';
import { decide, submitRefusal } from '../shared/request-decisions';
import { requestPages } from '../shared/request-pages';

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
  refusal: ReasonForm<CorrectionRequest> | null = null;
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
    this.list = requestPages(this, ({ page, page_size }) => this.requests.list({ status: this.status, page, page_size }), CORRECTIONS_LOAD_ERROR, scheduler);
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

  load(mode?: ReloadMode): Promise<void> {
    return this.list.load(mode);
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
  approve(request: CorrectionRequest): Promise<boolean> {
    return decide(this, request, () => this.requests.approve(request.id), 'corrections.approved', (error) => {
      // A punch changed since the request: the server names the field; its message says what is wrong.
      const [fieldError] = Object.values(serverFieldErrors(error));
      return fieldError ?? serverMessageOr(error, 'corrections.approveError');
    });
  }

  openRefusal(request: CorrectionRequest): void {
    if (this.decidingId === null) this.refusal = new ReasonForm(request, 'corrections.refuseDialog.reasonRequired');
  }

  /** Annulla, Escape: nothing is sent (not while sending). */
  closeRefusal(): void {
    if (!this.refusal?.isSaving) this.refusal = null;
  }

  /** 'Rifiuta' in the dialog. Resolves with whether the request was refused. */
  submitRefusal(): Promise<boolean> {
    return submitRefusal(this, (id, reason) => this.requests.refuse(id, reason), {
      refused: 'corrections.refused',
      error: 'corrections.refuseError',
      decidedElsewhere: DECIDED_ELSEWHERE,
    });
  }
}
