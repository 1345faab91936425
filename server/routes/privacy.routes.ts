import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, PrivacyNotice } from '../../src/core/contract';
import type { AppConfig } from '../app-config';

/**
 * GET /api/privacy-notice/ (docs/behaviour.md, "Privacy notice"): the settings in force that the notice words, for
 * anyone: no guard, since the login screen links to the notice before anybody signs in. Nothing here is secret; it
 * is what the notice tells every employee anyway.
 */
const privacyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ApiPaths.privacyNotice, { schema: { response: { 200: PrivacyNotice } } }, async () => privacyNoticeOf(app.config));
};
export default privacyRoutes;

function privacyNoticeOf(config: AppConfig): PrivacyNotice {
  return {
    company_name: config.companyName,
    privacy_contact: config.privacyContact,
    store_punch_coordinates: config.storePunchCoordinates,
    retention_years: config.retentionYears,
    read_notification_retention_days: config.readNotificationRetentionDays,
  };
}
