import { ErrorKey } from '../../errors';

/** The i18n keys the punch flow hands to the views (Italian texts in the UI catalogue). */
export const PunchMessageKey = {
  /** 'Check-in effettuato con successo' */
  checkinSuccess: 'punch.checkinSuccess',
  /** 'Check-out effettuato con successo' */
  checkoutSuccess: 'punch.checkoutSuccess',
  /** 'Check-out con anomalia di posizione registrato' */
  checkoutAnomalySuccess: 'punch.checkoutAnomalySuccess',
  /** The local refusal 'Location or device not available' (no position or no device id): the errors module's key. */
  locationOrDeviceUnavailable: ErrorKey.locationOrDeviceUnavailable,
  /** 'Check-in salvato sul dispositivo: in attesa di invio' (the dashboard's catalogue: only the dashboard punches). */
  checkinQueued: 'dashboard.offlinePunch.checkinQueued',
  /** 'Check-out salvato sul dispositivo: in attesa di invio' */
  checkoutQueued: 'dashboard.offlinePunch.checkoutQueued',
  /** 'La tua posizione GPS non coincide con la sede di check-in.' */
  checkoutAnomalyDefault: 'punch.checkoutAnomalyDefault',
} as const;
