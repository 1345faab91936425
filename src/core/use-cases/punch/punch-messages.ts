import { verbatim, type DisplayMessage } from '../../domain';
import { ErrorKey, errorMessageKey } from '../../errors';

/** The i18n keys the punch flow hands to the views (Italian texts in the UI catalogue). */
export const PunchMessageKey = {
  /** 'Check-in effettuato con successo' */
  checkinSuccess: 'punch.checkinSuccess',
  /** 'Check-out effettuato con successo' */
  checkoutSuccess: 'punch.checkoutSuccess',
  /** 'Check-out con anomalia di posizione registrato' */
  checkoutAnomalySuccess: 'punch.checkoutAnomalySuccess',
  /** The local refusal 'Location or device not available' (spec §5): the errors module's key. */
  locationOrDeviceUnavailable: ErrorKey.locationOrDeviceUnavailable,
  /** 'La tua posizione GPS non coincide con la sede di check-in.' */
  checkoutAnomalyDefault: 'punch.checkoutAnomalyDefault',
} as const;

/** A server text as a message: its translation key when the §8 table knows it, else verbatim. */
export function serverText(text: string): DisplayMessage {
  const key = errorMessageKey(text);
  return key ? { key } : verbatim(text);
}
