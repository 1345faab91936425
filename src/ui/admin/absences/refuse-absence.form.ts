/**
 * The 'Rifiuta' dialog of an absence request (docs/behaviour.md, "Absences in the admin panel"): 'Motivo del rifiuto'
 * is required (the employee reads it). A refused send keeps the dialog open with what was typed.
 */
import { makeAutoObservable } from 'mobx';
import type { Absence } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import { withoutFieldError, type SubmittingForm } from '../shared/submit-form';

/** The contract's longest refusal reason. */
export const ABSENCE_REFUSAL_MAX_LENGTH = 500;

export class RefuseAbsenceForm implements SubmittingForm {
  reason = '';
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;

  constructor(readonly absence: Absence) {
    makeAutoObservable(this, { absence: false }, { autoBind: true });
  }

  setReason(reason: string): void {
    this.reason = reason;
    this.fieldErrors = withoutFieldError(this.fieldErrors, 'reason');
  }

  /** A blank reason is refused here, not by the server. */
  validate(): Record<string, string> {
    return this.reason.trim() === '' ? { reason: 'adminAbsences.refuse.reasonRequired' } : {};
  }
}
