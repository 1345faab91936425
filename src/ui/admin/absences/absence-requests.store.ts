/**
 * 'Richieste' of the 'Assenze' tab (docs/behaviour.md, "Absences in the admin panel"): the absences of one status
 * ('In attesa' first on every visit, oldest first; 'Approvate', 'Rifiutate', 'Annullate'), narrowed to one employee
 * or one group, a page at a time; the count still pending (the tab's badge, whatever the filter); and the decisions:
 * 'Approva', 'Rifiuta' through its dialog with a required reason, 'Annulla assenza' of an approved one after the
 * view's confirmation.
 *
 * Like 'Richieste di correzione': a decision shows a success message (3 s) and the list reloads at once and about 1 s
 * later; one the server refuses shows its message in Italian (another administrator decided first, the month is
 * closed) and the list reloads, so that it shows what is still there to decide.
 */
import { makeAutoObservable } from 'mobx';
import type { Absence, AbsenceStatus } from '../../../core/contract';
import { FIRST_PAGE, LOCATION_MESSAGE_MS, type DisplayMessage } from '../../../core/domain';
import { ErrorKey } from '../../../core/errors';
import type { Scheduler } from '../../../core/ports';
import type { ReviewAbsenceRequests } from '../../../core/use-cases/admin';
import type { ListRefresher, ReloadMode } from '../../../core/use-cases/shared';
import { TimedMessage } from '../../shared/timed-message';
import { serverMessageOr } from '../shared/admin-errors';
import type { PagedList } from '../shared/paged-list';
import { ReasonForm } from '../shared/reason-form';
import { decide, submitRefusal } from '../shared/request-decisions';
import { requestPages } from '../shared/request-pages';

export const ABSENCES_LOAD_ERROR: DisplayMessage = { key: 'adminAbsences.requests.loadError' };

/**
 * Refusals after which the absence cannot be decided from here (another administrator decided it, it is gone, its
 * month was closed meanwhile): the dialog closes and the list reloads.
 */
const DECIDED_ELSEWHERE: readonly string[] = [ErrorKey.absenceAlreadyDecided, ErrorKey.notFound, ErrorKey.monthClosed];

export class AbsenceRequestsStore {
  status: AbsenceStatus = 'pending';
  /** The employee filter, or null for everyone. */
  userId: number | null = null;
  /** The group filter, or null for every group. */
  groupId: number | null = null;
  /** The requests still pending, as the server counted them with the latest page (the badge). */
  pendingCount = 0;
  error: DisplayMessage | null = null;
  /** The absence being decided or cancelled (its buttons busy, the others' disabled), or null. */
  decidingId: number | null = null;
  refusal: ReasonForm<Absence> | null = null;
  readonly notice: TimedMessage;
  readonly list: PagedList<Absence, never>;

  constructor(
    private readonly review: ReviewAbsenceRequests,
    private readonly refresher: ListRefresher,
    scheduler: Scheduler,
  ) {
    this.notice = new TimedMessage(scheduler, LOCATION_MESSAGE_MS);
    this.list = requestPages(
      this,
      ({ page, page_size }) =>
        this.review.list({ status: this.status, user_id: this.userId ?? undefined, gruppo_id: this.groupId ?? undefined, page, page_size }),
      ABSENCES_LOAD_ERROR,
      scheduler,
    );
    makeAutoObservable<AbsenceRequestsStore, 'review' | 'refresher'>(
      this,
      { review: false, refresher: false, notice: false, list: false },
      { autoBind: true },
    );
  }

  /** A new visit of the panel: the pending requests of everyone. */
  restart(): Promise<void> {
    this.status = 'pending';
    this.userId = null;
    this.groupId = null;
    this.error = null;
    this.refusal = null;
    return this.list.setPage(FIRST_PAGE);
  }

  stop(): void {
    this.notice.clear();
    this.list.dispose();
  }

  load(mode?: ReloadMode): Promise<void> {
    return this.list.load(mode);
  }

  reloadAfterChange(): Promise<void> {
    return this.refresher.refresh(this.load);
  }

  setStatus(status: AbsenceStatus): Promise<void> {
    if (status === this.status) return Promise.resolve();
    this.status = status;
    return this.list.setPage(FIRST_PAGE);
  }

  setUser(userId: number | null): Promise<void> {
    if (userId === this.userId) return Promise.resolve();
    this.userId = userId;
    return this.list.setPage(FIRST_PAGE);
  }

  setGroup(groupId: number | null): Promise<void> {
    if (groupId === this.groupId) return Promise.resolve();
    this.groupId = groupId;
    return this.list.setPage(FIRST_PAGE);
  }

  clearError(): void {
    this.error = null;
  }

  /** 'Approva': resolves with whether it was approved. */
  approve(absence: Absence): Promise<boolean> {
    return decide(this, absence, () => this.review.approve(absence.id), 'adminAbsences.requests.approved', (error) =>
      serverMessageOr(error, 'adminAbsences.requests.approveError'),
    );
  }

  /** 'Annulla assenza', after the view's confirmation: the days miss time again. */
  cancel(absence: Absence): Promise<boolean> {
    return decide(this, absence, () => this.review.cancel(absence.id), 'adminAbsences.requests.cancelled', (error) =>
      serverMessageOr(error, 'adminAbsences.requests.cancelError'),
    );
  }

  openRefusal(absence: Absence): void {
    if (this.decidingId === null) this.refusal = new ReasonForm(absence, 'adminAbsences.refuse.reasonRequired');
  }

  /** Annulla, Escape: nothing is sent (not while sending). */
  closeRefusal(): void {
    if (!this.refusal?.isSaving) this.refusal = null;
  }

  /** 'Rifiuta' in the dialog: resolves with whether the absence was refused. */
  submitRefusal(): Promise<boolean> {
    return submitRefusal(this, (id, reason) => this.review.refuse(id, reason), {
      refused: 'adminAbsences.requests.refused',
      error: 'adminAbsences.refuse.error',
      decidedElsewhere: DECIDED_ELSEWHERE,
    });
  }
}
