/** The anomaly dialogs (spec §5): a non-blank note, and in the check-in dialog a chosen place. */
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
