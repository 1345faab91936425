/**
 * The privacy notice (docs/behaviour.md, "Privacy notice"): the installation's settings in force, read from the
 * server by anyone (GET /api/privacy-notice/, no sign-in), and the sentences of the notice that depend on them.
 * The rest of the notice is the same everywhere and lives in the screen's catalogue.
 */
import { ApiPaths, type PrivacyNotice } from '../../contract';
import type { DisplayMessage } from '../../domain';
import type { ApiClient } from '../api';

/** The sentences of the notice that follow the installation's settings. */
export interface PrivacyNoticeWording {
  /** Who decides about the data: the company by name, else the employee's employer. */
  controller: DisplayMessage;
  /** Whom to write to about one's data: PRIVACY_CONTACT, else the employer's staff office or an administrator. */
  contact: DisplayMessage;
  /** What a punch keeps of the phone's coordinates: kept (STORE_PUNCH_COORDINATES) or only used for the distance. */
  coordinates: DisplayMessage;
  /** How long punches, their audit rows and corrections are kept. */
  punchRetention: DisplayMessage;
  /** How long administrators' notifications are kept once read. */
  notificationRetention: DisplayMessage;
}

export class LoadPrivacyNotice {
  constructor(private readonly api: ApiClient) {}

  /** The notice's settings; public, so a 401 could never mean an expired session: no refresh is tried. */
  execute(): Promise<PrivacyNotice> {
    return this.api.get<PrivacyNotice>(ApiPaths.privacyNotice, { skipRefresh: true });
  }
}

export function privacyNoticeWording(notice: PrivacyNotice): PrivacyNoticeWording {
  const company = notice.company_name.trim();
  const contact = notice.privacy_contact.trim();
  return {
    controller: company ? { key: 'privacy.controller.named', params: { company } } : { key: 'privacy.controller.unnamed' },
    contact: contact ? { key: 'privacy.contact.named', params: { contact } } : { key: 'privacy.contact.unnamed' },
    coordinates: { key: notice.store_punch_coordinates ? 'privacy.recorded.coordinatesKept' : 'privacy.recorded.coordinatesNotKept' },
    punchRetention: { key: 'privacy.retention.punches', params: { count: notice.retention_years } },
    notificationRetention: { key: 'privacy.retention.notifications', params: { count: notice.read_notification_retention_days } },
  };
}
