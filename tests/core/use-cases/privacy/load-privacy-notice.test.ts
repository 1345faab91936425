/**
 * The privacy notice (docs/behaviour.md, "Privacy notice"): its settings come from the public endpoint, even with a
 * stale session in the browser, and the sentences that depend on them follow the settings in force.
 */
import { ApiPaths, type PrivacyNotice } from '../../../../src/core/contract';
import { LoadPrivacyNotice, privacyNoticeWording } from '../../../../src/core/use-cases/privacy';
import { ok, status } from '../../../fakes';
import { createCoreHarness } from '../support/core-harness';

const DEFAULTS: PrivacyNotice = {
  company_name: '',
  privacy_contact: '',
  store_punch_coordinates: false,
  retention_years: 5,
  read_notification_retention_days: 30,
};

describe('LoadPrivacyNotice', () => {
  it('reads the settings in force from GET /api/privacy-notice/ and hands them over as sent', async () => {
    const h = createCoreHarness();
    const notice = { ...DEFAULTS, company_name: 'Caffè Città Alta S.r.l.' };
    h.http.on('GET', ApiPaths.privacyNotice, ok(notice));

    await expect(new LoadPrivacyNotice(h.api).execute()).resolves.toEqual(notice);
    expect(h.http.sent('GET', ApiPaths.privacyNotice)).toHaveLength(1);
  });

  it('never tries to refresh a session for it: a stale token in the browser is no reason to call the refresh', async () => {
    const h = createCoreHarness({ accessToken: 'expired', refreshToken: 'R' });
    h.http.on('GET', ApiPaths.privacyNotice, status(401, { code: 'TOKEN_INVALID' }));

    await expect(new LoadPrivacyNotice(h.api).execute()).rejects.toMatchObject({ status: 401 });
    expect(h.http.sent('POST', ApiPaths.refresh)).toHaveLength(0);
    expect(h.storage.get('refreshToken')).toBe('R');
  });
});

describe('privacyNoticeWording', () => {
  it('names the company and its contact when the installation sets them', () => {
    const wording = privacyNoticeWording({ ...DEFAULTS, company_name: 'Caffè Città Alta S.r.l.', privacy_contact: 'privacy@caffe.example' });

    expect(wording.controller).toEqual({ key: 'privacy.controller.named', params: { company: 'Caffè Città Alta S.r.l.' } });
    expect(wording.contact).toEqual({ key: 'privacy.contact.named', params: { contact: 'privacy@caffe.example' } });
  });

  it('speaks of the employer, and of whom to ask there, when the installation names neither', () => {
    const wording = privacyNoticeWording({ ...DEFAULTS, company_name: '  ', privacy_contact: '' });

    expect(wording.controller).toEqual({ key: 'privacy.controller.unnamed' });
    expect(wording.contact).toEqual({ key: 'privacy.contact.unnamed' });
  });

  it('says the coordinates are kept only when STORE_PUNCH_COORDINATES is on', () => {
    expect(privacyNoticeWording({ ...DEFAULTS, store_punch_coordinates: true }).coordinates).toEqual({ key: 'privacy.recorded.coordinatesKept' });
    expect(privacyNoticeWording({ ...DEFAULTS, store_punch_coordinates: false }).coordinates).toEqual({ key: 'privacy.recorded.coordinatesNotKept' });
  });

  it('gives the retention periods in force, counted for the plural forms', () => {
    const wording = privacyNoticeWording({ ...DEFAULTS, retention_years: 1, read_notification_retention_days: 90 });

    expect(wording.punchRetention).toEqual({ key: 'privacy.retention.punches', params: { count: 1 } });
    expect(wording.notificationRetention).toEqual({ key: 'privacy.retention.notifications', params: { count: 90 } });
  });
});
