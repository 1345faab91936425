import type { ValidationIssue } from '../contract';
import { apiErrorKey } from './error-translation';

/**
 * Why a saved punch is 'Invalido' (the 'Errori di validazione:' box of the history: docs/behaviour.md, "History").
 * The server's refusal texts (errors.*) read as refusals ("Operazione non consentita…") while these punches were
 * saved: the known codes get wording of their own, describing the record.
 */
export const VALIDATION_ISSUE_KEYS: Readonly<Record<string, string>> = {
  TOO_FAR: 'history.issues.tooFar',
  OUTSIDE_WORK_HOURS: 'history.issues.outsideWorkHours',
  LOW_GPS_ACCURACY: 'history.issues.lowGpsAccuracy',
  MISSING_CHECKOUT: 'history.issues.missingCheckout',
  // A check-out the server wrote at the planned end (docs/behaviour.md, "Automatic close").
  AUTO_CHECKOUT: 'history.issues.autoCheckout',
};

/** The message key of an issue, by its code only: its own wording, else the refusal's; null: a code unknown here. */
export function validationIssueKey(issue: ValidationIssue): string | null {
  return VALIDATION_ISSUE_KEYS[issue.code] ?? apiErrorKey(issue.code);
}
