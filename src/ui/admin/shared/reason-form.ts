/**
 * The form of a dialog asking for a required reason ('Rifiuta' of a request, 'Riapri mese'): the reason is someone's
 * to read (the employee, the audit), so a blank one is refused here, not sent. A refused send keeps the dialog open
 * with what was typed, its error above the field.
 */
import { makeAutoObservable } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import { withoutFieldError, type SubmittingForm } from './submit-form';

/** The contract's longest reason (refusals of corrections and absences, reopening a month). */
export const REASON_MAX_LENGTH = 500;

export class ReasonForm<Subject = undefined> implements SubmittingForm {
  reason = '';
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;

  /** `subject` is what the reason is about (the request refused); `requiredKey` the text of a blank reason. */
  constructor(
    readonly subject: Subject,
    readonly requiredKey: string,
  ) {
    makeAutoObservable(this, { subject: false, requiredKey: false }, { autoBind: true });
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'reason');
  }

  /** The field errors before sending: a blank reason is refused here, not by the server. */
  validate(): Record<string, string> {
    return this.reason.trim() === '' ? { reason: this.requiredKey } : {};
  }
}
