/**
 * The 'Richiedi correzione' dialog of one day (docs/behaviour.md, "My hours"): what to correct (the exit of an IN
 * left without it, or the time of a punch), the proposed day and time, and the reason, which is required.
 * - Choosing a punch's time fills in its day and time (to edit); choosing a missing exit fills in the IN's day and
 *   leaves the time to type.
 * - 'Invia richiesta' checks the fields, then sends; a refusal keeps everything typed and shows the server's reason
 *   in Italian (core/errors); a request sent closes the dialog (the caller's onSent).
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { CorrectionKind, CorrectionRequest, WorkedDay } from '../../core/contract';
import type { DisplayMessage, FieldErrors } from '../../core/domain';
import { toDisplayMessage } from '../../core/errors';
import { validateCorrectionDraft, type CorrectionTarget, type RequestCorrection } from '../../core/use-cases/hours';
import { fromDateTimeLocal, toDateTimeLocal } from '../admin/shared/format-date-time';

export interface CorrectionDialogDeps {
  requestCorrection: Pick<RequestCorrection, 'execute'>;
  onSent(request: CorrectionRequest): void;
}

/** A target's key in the dialog's choice ('missing_check_out:12', 'wrong_time:12'). */
export const targetKey = (target: CorrectionTarget): string => `${target.kind}:${target.punch.id}`;

export class CorrectionDialogStore {
  selectedKey: string;
  date = '';
  time = '';
  reason = '';
  fieldErrors: FieldErrors<'date' | 'time' | 'reason'> = {};
  /** The server's refusal (or a failure to reach it), translated; the fields keep what was typed. */
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(
    readonly day: WorkedDay,
    readonly targets: CorrectionTarget[],
    private readonly deps: CorrectionDialogDeps,
    kind?: CorrectionKind,
  ) {
    const first = targets.find((target) => target.kind === kind) ?? targets[0]!;
    this.selectedKey = targetKey(first);
    this.prefill(first);
    makeAutoObservable<this, 'deps'>(this, { day: false, targets: false, deps: false }, { autoBind: true });
  }

  get selected(): CorrectionTarget {
    return this.targets.find((target) => targetKey(target) === this.selectedKey) ?? this.targets[0]!;
  }

  select(key: string): void {
    const target = this.targets.find((candidate) => targetKey(candidate) === key);
    if (!target || key === this.selectedKey) return;
    this.selectedKey = key;
    this.prefill(target);
    this.fieldErrors = {};
    this.error = null;
  }

  setDate(value: string): void {
    this.date = value;
    this.fieldErrors = { ...this.fieldErrors, date: undefined };
  }

  setTime(value: string): void {
    this.time = value;
    this.fieldErrors = { ...this.fieldErrors, time: undefined };
  }

  setReason(value: string): void {
    this.reason = value;
    this.fieldErrors = { ...this.fieldErrors, reason: undefined };
  }

  /** Resolves true when the request was sent. */
  async submit(): Promise<boolean> {
    if (this.isSaving) return false;
    const errors = validateCorrectionDraft({ date: this.date, time: this.time, reason: this.reason });
    if (Object.keys(errors).length > 0) {
      this.fieldErrors = errors;
      return false;
    }
    this.isSaving = true;
    this.error = null;
    try {
      const proposed = fromDateTimeLocal(`${this.date.trim()}T${this.time.trim()}`);
      const request = await this.deps.requestCorrection.execute(this.selected, proposed, this.reason);
      runInAction(() => {
        this.isSaving = false;
      });
      this.deps.onSent(request);
      return true;
    } catch (error) {
      runInAction(() => {
        this.error = toDisplayMessage(error);
        this.isSaving = false;
      });
      return false;
    }
  }

  private prefill(target: CorrectionTarget): void {
    const [date = '', time = ''] = toDateTimeLocal(target.punch.timestamp).split('T');
    this.date = date;
    this.time = target.kind === 'wrong_time' ? time : '';
  }
}
