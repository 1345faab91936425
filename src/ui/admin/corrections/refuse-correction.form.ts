/**
 * The 'Rifiuta' dialog of a correction request (docs/behaviour.md, "Correction requests"): the reason is required
 * (the employee reads it). A refused send keeps the dialog open with what was typed, its error above the field.
 */
import { makeAutoObservable } from 'mobx';
import type { CorrectionRequest } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { SubmittingForm } from '../shared/submit-form';
import { withoutFieldError } from '../shared/submit-form';

/** The contract's longest refusal reason. */
export const REFUSAL_REASON_MAX_LENGTH = 500;

export class RefuseCorrectionForm implements SubmittingForm {
  reason = '';
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(readonly request: CorrectionRequest) {
    makeAutoObservable(this, { request: false }, { autoBind: true });
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'reason');
  }

  /** The field errors before sending: a blank reason is refused here, not by the server. */
  validate(): Record<string, string> {
    return this.reason.trim() === '' ? { reason: 'corrections.refuseDialog.reasonRequired' } : {};
  }
}
