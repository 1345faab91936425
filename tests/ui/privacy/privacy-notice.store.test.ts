/**
 * @jest-environment node
 */
/**
 * The privacy notice's presenter (docs/behaviour.md, "Privacy notice"): nothing is worded until the settings in force
 * have arrived; a failed load says so and 'Riprova' loads again.
 */
import type { PrivacyNotice } from '../../../src/core/contract';
import { PrivacyNoticeStore } from '../../../src/ui/privacy/privacy-notice.store';
import { Deferred, FakeLogger } from '../../fakes';

const NOTICE: PrivacyNotice = {
  company_name: 'Caffè Città Alta S.r.l.',
  privacy_contact: '',
  store_punch_coordinates: false,
  retention_years: 5,
  read_notification_retention_days: 30,
};

function storeAnswering(...answers: Array<Deferred<PrivacyNotice>>) {
  const queue = [...answers];
  return new PrivacyNoticeStore({ loadNotice: { execute: () => queue.shift()!.promise }, logger: new FakeLogger() });
}

describe('PrivacyNoticeStore', () => {
  it('words nothing while the settings load, then the sentences of the settings in force', async () => {
    const answer = new Deferred<PrivacyNotice>();
    const store = storeAnswering(answer);

    store.start();
    expect(store.isLoading).toBe(true);
    expect(store.wording).toBeNull();

    answer.resolve(NOTICE);
    await answer.promise;
    await Promise.resolve();
    expect(store.isLoading).toBe(false);
    expect(store.wording?.controller).toEqual({ key: 'privacy.controller.named', params: { company: 'Caffè Città Alta S.r.l.' } });
    expect(store.wording?.contact).toEqual({ key: 'privacy.contact.unnamed' });
  });

  it("says a failed load, and 'Riprova' loads again", async () => {
    const failed = new Deferred<PrivacyNotice>();
    const retried = new Deferred<PrivacyNotice>();
    const store = storeAnswering(failed, retried);

    store.start();
    failed.reject(new Error('offline'));
    await failed.promise.catch(() => undefined);
    await Promise.resolve();
    expect(store.loadFailed).toBe(true);
    expect(store.wording).toBeNull();

    const again = store.load();
    expect(store.loadFailed).toBe(false);
    retried.resolve(NOTICE);
    await again;
    expect(store.wording).not.toBeNull();
    expect(store.loadFailed).toBe(false);
  });
});
