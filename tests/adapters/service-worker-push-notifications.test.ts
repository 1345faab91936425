/**
 * Web Push in the browser (docs/behaviour.md, "Reminders"): 'unsupported' without Notification, service workers or
 * PushManager; the permission as the browser has it; subscribing with the server's key as bytes, reusing a
 * subscription made with the same key and replacing one made with another; unsubscribing answers the endpoint.
 */
import { ServiceWorkerPushNotifications } from '../../src/adapters/service-worker-push-notifications';

const KEY_BYTES = Uint8Array.from({ length: 65 }, (_, index) => (index * 7 + 4) % 256);
const KEY = Buffer.from(KEY_BYTES).toString('base64url');

function fakeSubscription(endpoint: string, key: Uint8Array | null) {
  const subscription = {
    endpoint,
    expirationTime: null,
    options: { applicationServerKey: key ? key.slice().buffer : null },
    unsubscribed: false,
    toJSON: () => ({ endpoint, keys: { p256dh: 'P256', auth: 'AUTH' } }),
    unsubscribe: async () => {
      subscription.unsubscribed = true;
      return true;
    },
  };
  return subscription;
}

function browser(options: { permission?: NotificationPermission; existing?: ReturnType<typeof fakeSubscription> | null } = {}) {
  const subscribed: PushSubscriptionOptionsInit[] = [];
  let current = options.existing ?? null;
  const registration = {
    pushManager: {
      getSubscription: async () => current,
      subscribe: async (init: PushSubscriptionOptionsInit) => {
        subscribed.push(init);
        current = fakeSubscription('https://fcm.googleapis.com/fcm/send/new', init.applicationServerKey as Uint8Array);
        return current;
      },
    },
  } as unknown as ServiceWorkerRegistration;
  const env = {
    Notification: { permission: options.permission ?? 'default', requestPermission: async () => 'granted' as NotificationPermission },
    PushManager: function PushManager() {},
    navigator: { serviceWorker: { ready: Promise.resolve(registration), getRegistration: async () => registration } },
  };
  return { push: new ServiceWorkerPushNotifications(env as never), subscribed };
}

describe('ServiceWorkerPushNotifications', () => {
  it("is 'unsupported' when the browser lacks any of Notification, PushManager, service workers", async () => {
    const full = { Notification: { permission: 'granted' }, PushManager: {}, navigator: { serviceWorker: {} } };
    for (const missing of ['Notification', 'PushManager', 'navigator'] as const) {
      const push = new ServiceWorkerPushNotifications({ ...full, [missing]: undefined } as never);
      await expect(push.permission()).resolves.toBe('unsupported');
      await expect(push.requestPermission()).resolves.toBe('unsupported');
      await expect(push.currentSubscription()).resolves.toBeNull();
    }
  });

  it('answers the permission as the browser has it, and what the prompt answers', async () => {
    const { push } = browser({ permission: 'denied' });
    await expect(push.permission()).resolves.toBe('denied');
    await expect(browser().push.requestPermission()).resolves.toBe('granted');
  });

  it("subscribes visibly with the server's key as bytes and answers the subscription's JSON", async () => {
    const { push, subscribed } = browser({ permission: 'granted' });

    await expect(push.subscribe(KEY)).resolves.toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/new',
      expirationTime: null,
      keys: { p256dh: 'P256', auth: 'AUTH' },
    });
    expect(subscribed).toHaveLength(1);
    expect(subscribed[0]!.userVisibleOnly).toBe(true);
    expect([...(subscribed[0]!.applicationServerKey as Uint8Array)]).toEqual([...KEY_BYTES]);
  });

  it('keeps a subscription made with the same key; replaces one made with another key', async () => {
    const same = browser({ permission: 'granted', existing: fakeSubscription('https://fcm.googleapis.com/fcm/send/old', KEY_BYTES) });
    await expect(same.push.subscribe(KEY)).resolves.toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/old' });
    expect(same.subscribed).toHaveLength(0);

    const old = fakeSubscription('https://fcm.googleapis.com/fcm/send/old', new Uint8Array(65));
    const other = browser({ permission: 'granted', existing: old });
    await expect(other.push.subscribe(KEY)).resolves.toMatchObject({ endpoint: 'https://fcm.googleapis.com/fcm/send/new' });
    expect(old.unsubscribed).toBe(true);
  });

  it('unsubscribes and answers the endpoint; null when there was none', async () => {
    const existing = fakeSubscription('https://fcm.googleapis.com/fcm/send/old', KEY_BYTES);
    await expect(browser({ permission: 'granted', existing }).push.unsubscribe()).resolves.toBe('https://fcm.googleapis.com/fcm/send/old');
    expect(existing.unsubscribed).toBe(true);
    await expect(browser({ permission: 'granted' }).push.unsubscribe()).resolves.toBeNull();
  });
});
