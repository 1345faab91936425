/**
 * The 'Riapri mese' dialog (docs/behaviour.md, "Closing the month in the admin panel"): the reason is required (it is
 * audited with the reopening). A refused send keeps the dialog open with what was typed, its error above the field.
 */
import { makeAutoObservable } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import type { SubmittingForm } from '../shared/submit-form';
import { withoutFieldError } from '../shared/submit-form';

/** The contract's longest reason. */
export const REOPEN_REASON_MAX_LENGTH = 500;

export class ReopenMonthForm implements SubmittingForm {
  reason = '';
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'reason');
  }

  /** A blank reason is refused here, not sent. */
  validate(): Record<string, string> {
    return this.reason.trim() === '' ? { reason: 'monthClose.reopenDialog.reasonRequired' } : {};
  }
}
