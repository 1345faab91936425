/**
 * GET /api/privacy-notice/ (docs/behaviour.md, "Privacy notice"): anyone may read it, signed in or not, and it says
 * what the installation's settings in force say.
 */
import { ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { startTestServer, type TestServer } from '../support/test-server';

describe('GET /api/privacy-notice/', () => {
  describe('on an installation that names its company and contact and keeps coordinates', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer({
        config: {
          companyName: 'Caffè Città Alta S.r.l.',
          privacyContact: 'Ufficio personale, privacy@caffecittaalta.example',
          storePunchCoordinates: true,
          retentionYears: 7,
          readNotificationRetentionDays: 45,
        },
      });
    });
    afterAll(() => server.close());

    it('answers without a token, with the settings in force', async () => {
      const response = await api(server.url).get(ApiPaths.privacyNotice);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        company_name: 'Caffè Città Alta S.r.l.',
        privacy_contact: 'Ufficio personale, privacy@caffecittaalta.example',
        store_punch_coordinates: true,
        retention_years: 7,
        read_notification_retention_days: 45,
      });
    });

    it('answers the same to a signed-in employee, and to a browser still holding an expired or broken token', async () => {
      const employee = await server.createUser();
      const { access } = await server.loginAs(employee);
      const anonymous = await api(server.url).get(ApiPaths.privacyNotice);

      for (const token of [access, 'not-a-token']) {
        const response = await api(server.url).get(ApiPaths.privacyNotice, token);
        expect(response.status).toBe(200);
        expect(response.body).toEqual(anonymous.body);
      }
    });
  });

  describe('on an installation left at its defaults', () => {
    let server: TestServer;

    beforeAll(async () => {
      server = await startTestServer();
    });
    afterAll(() => server.close());

    it('says so: no company, no contact, coordinates not kept, the default retention periods', async () => {
      const response = await api(server.url).get(ApiPaths.privacyNotice);

      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        company_name: '',
        privacy_contact: '',
        store_punch_coordinates: false,
        retention_years: 5,
        read_notification_retention_days: 30,
      });
    });
  });
});
