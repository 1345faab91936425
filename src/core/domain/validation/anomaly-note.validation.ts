/** The anomaly dialogs (docs/behaviour.md, "Anomaly dialogs"): a non-blank note; in the check-in dialog, a place. */
import { isBlank, ValidationKey } from './validation-keys';

export type AnomalyKind = 'checkin' | 'checkout';

export function validateAnomalyNote(note: string, kind: AnomalyKind): string | null {
  if (!isBlank(note)) return null;
  return kind === 'checkin' ? ValidationKey.anomalyNoteCheckin : ValidationKey.anomalyNoteCheckout;
}

/** The check-in anomaly dialog's choice: a location id, or off-site work ('Fuori sede / Lavoro da remoto'). */
export type AnomalyChoice = number | 'offsite' | null;

export function validateAnomalyChoice(choice: AnomalyChoice): string | null {
  return choice === null ? ValidationKey.selectLocation : null;
}
