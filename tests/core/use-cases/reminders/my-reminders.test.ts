/** 'Promemoria' in the profile: the person's choices and this browser's Web Push (docs/behaviour.md, "Reminders"). */
import { ReminderPaths } from '../../../../src/core/contract';
import { ManageMyReminders } from '../../../../src/core/use-cases/reminders';
import { FakePushNotifications, ok, pushSubscriptionOf, status } from '../../../fakes';
import { RefusalMother } from '../../../mothers';
import { createCoreHarness } from '../support/core-harness';
import { RemindersMother } from './reminders.mother';

function setup(push = new FakePushNotifications(), ios = false) {
  const h = createCoreHarness({ accessToken: 'A', refreshToken: 'R' });
  h.http.on('GET', ReminderPaths.myReminders, ok(RemindersMother.mine()));
  h.http.on('POST', ReminderPaths.pushSubscriptions, status(201, {}));
  h.http.on('DELETE', ReminderPaths.pushSubscriptions, status(204));
  return { h, push, reminders: new ManageMyReminders(h.api, push, () => ios) };
}

describe('ManageMyReminders.load', () => {
  it('a browser with push and nothing asked yet: the choices, and this browser can be turned on', async () => {
    const { reminders, h } = setup();

    const view = await reminders.load();

    expect(view).toEqual({ reminders: RemindersMother.mine(), device: { kind: 'available' } });
    expect(h.http.sent('POST', ReminderPaths.pushSubscriptions)).toHaveLength(0);
  });

  it('a browser already subscribed hands its subscription to the server again, for the person signed in now', async () => {
    const push = new FakePushNotifications('granted');
    push.subscription = pushSubscriptionOf('https://fcm.googleapis.com/fcm/send/abc');
    const { reminders, h } = setup(push);

    await expect(reminders.load()).resolves.toMatchObject({ device: { kind: 'active' } });
    expect(h.http.last('POST', ReminderPaths.pushSubscriptions).body).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
      expiration_time: null,
      keys: push.subscription.keys,
    });
  });

  it('a subscription the server refuses is not shown as active', async () => {
    const push = new FakePushNotifications('granted');
    push.subscription = pushSubscriptionOf();
    const { reminders, h } = setup(push);
    h.http.on('POST', ReminderPaths.pushSubscriptions, RefusalMother.of(400, 'VALIDATION_ERROR'));

    await expect(reminders.load()).resolves.toMatchObject({ device: { kind: 'available' } });
  });

  it('notifications refused: denied; no push at all: unsupported, on an iPhone with the app to install first', async () => {
    await expect(setup(new FakePushNotifications('denied')).reminders.load()).resolves.toMatchObject({ device: { kind: 'denied' } });
    await expect(setup(new FakePushNotifications('unsupported')).reminders.load()).resolves.toMatchObject({
      device: { kind: 'unsupported', installFirst: false },
    });
    await expect(setup(new FakePushNotifications('unsupported'), true).reminders.load()).resolves.toMatchObject({
      device: { kind: 'unsupported', installFirst: true },
    });
  });

  it('a failed read rejects (the dialog offers to try again)', async () => {
    const { reminders, h } = setup();
    h.http.on('GET', ReminderPaths.myReminders, status(500, { code: 'INTERNAL_ERROR', message: 'x' }));

    await expect(reminders.load()).rejects.toBeDefined();
  });
});

describe('ManageMyReminders.enable', () => {
  it("asks the permission, subscribes with the server's key, hands the subscription over and answers the new state", async () => {
    const { reminders, h, push } = setup();
    const after = RemindersMother.mine({ push_subscriptions: 1 });
    h.http.on('GET', ReminderPaths.myReminders, ok(after));

    await expect(reminders.enable('PUBLIC-KEY')).resolves.toEqual({ kind: 'active', reminders: after });
    expect(push.prompts).toBe(1);
    expect(push.keysSubscribedWith).toEqual(['PUBLIC-KEY']);
    expect(h.http.last('POST', ReminderPaths.pushSubscriptions).body).toMatchObject({ endpoint: push.subscription!.endpoint });
  });

  it('does not ask again when the permission is already given', async () => {
    const { reminders, push } = setup(new FakePushNotifications('granted'));

    await expect(reminders.enable('K')).resolves.toMatchObject({ kind: 'active' });
    expect(push.prompts).toBe(0);
  });

  it('a refusal at the prompt: denied, nothing subscribed; a prompt closed without answer: dismissed', async () => {
    const refused = new FakePushNotifications();
    refused.answer = 'denied';
    const first = setup(refused);
    await expect(first.reminders.enable('K')).resolves.toEqual({ kind: 'denied' });
    expect(refused.subscription).toBeNull();
    expect(first.h.http.sent('POST', ReminderPaths.pushSubscriptions)).toHaveLength(0);

    const ignored = new FakePushNotifications();
    ignored.answer = 'default';
    await expect(setup(ignored).reminders.enable('K')).resolves.toEqual({ kind: 'dismissed' });
  });

  it('a push service out of reach, or a server refusal, is an error message', async () => {
    const failing = new FakePushNotifications('granted');
    failing.subscribeFails = true;
    await expect(setup(failing).reminders.enable('K')).resolves.toEqual({ kind: 'error', message: { key: 'reminders.device.subscribeFailed' } });

    const { reminders, h } = setup(new FakePushNotifications('granted'));
    h.http.on('POST', ReminderPaths.pushSubscriptions, RefusalMother.of(400, 'VALIDATION_ERROR', { field_codes: { endpoint: { code: 'INVALID' } } }));
    await expect(reminders.enable('K')).resolves.toEqual({ kind: 'error', message: { key: 'errors.fieldInvalid' } });
  });
});

describe('ManageMyReminders.disable and savePreferences', () => {
  it('the server forgets the endpoint first, then the browser unsubscribes', async () => {
    const push = new FakePushNotifications('granted');
    push.subscription = pushSubscriptionOf('https://fcm.googleapis.com/fcm/send/xyz');
    const { reminders, h } = setup(push);

    await expect(reminders.disable()).resolves.toMatchObject({ kind: 'done' });
    expect(h.http.last('DELETE', ReminderPaths.pushSubscriptions).body).toEqual({ endpoint: 'https://fcm.googleapis.com/fcm/send/xyz' });
    expect(push.subscription).toBeNull();
  });

  it('a server that cannot be reached leaves the browser subscribed', async () => {
    const push = new FakePushNotifications('granted');
    push.subscription = pushSubscriptionOf();
    const { reminders, h } = setup(push);
    h.http.on('DELETE', ReminderPaths.pushSubscriptions, status(503, { code: 'SERVICE_UNAVAILABLE', message: 'x' }));

    await expect(reminders.disable()).resolves.toMatchObject({ kind: 'error' });
    expect(push.subscription).not.toBeNull();
  });

  it('saves the whole choice with PUT and answers the server', async () => {
    const { reminders, h } = setup();
    const saved = RemindersMother.mine({ preferences: { check_in: false, check_out: true, digest: true } });
    h.http.on('PUT', ReminderPaths.myReminders, ok(saved));

    await expect(reminders.savePreferences({ check_in: false, check_out: true, digest: true })).resolves.toEqual(saved);
    expect(h.http.last('PUT', ReminderPaths.myReminders).body).toEqual({ check_in: false, check_out: true, digest: true });
  });
});
