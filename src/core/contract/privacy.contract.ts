/**
 * The privacy notice (docs/behaviour.md, "Privacy notice"): the installation's settings the notice depends on, read
 * by anyone, signed in or not, so the login screen can show it before an account exists on this phone.
 */
import { Type, type Static } from '@sinclair/typebox';

/** GET /api/privacy-notice/ (public). */
export const PrivacyNotice = Type.Object({
  /** COMPANY_NAME, the data controller; '' when the installation does not name it. */
  company_name: Type.String(),
  /** PRIVACY_CONTACT, whom employees write to about their data; '' when none is set. */
  privacy_contact: Type.String(),
  /** STORE_PUNCH_COORDINATES: whether a punch keeps the phone's raw coordinates. */
  store_punch_coordinates: Type.Boolean(),
  /** RETENTION_YEARS: how long punches, their audit rows and corrections are kept. */
  retention_years: Type.Integer({ minimum: 1 }),
  /** READ_NOTIFICATION_RETENTION_DAYS: how long administrators' notifications are kept once read. */
  read_notification_retention_days: Type.Integer({ minimum: 1 }),
});
export type PrivacyNotice = Static<typeof PrivacyNotice>;
