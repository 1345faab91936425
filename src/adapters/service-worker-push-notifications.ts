/**
 * ServiceWorkerPushNotifications: the PushNotifications port over Notification and the app's service worker's
 * PushManager (docs/behaviour.md, "Reminders").
 * - 'unsupported' when the browser lacks any of Notification, navigator.serviceWorker or PushManager: iPhone Safari
 *   outside an app added to the home screen, an insecure origin, an old browser.
 * - The subscription belongs to the service worker's registration (the app registers its worker at start-up,
 *   pwa/service-worker-updates.ts), which also shows the pushed notifications. Reading it asks for the registration
 *   as it is; subscribing waits for the worker to be active, 10 s at most: where service workers are blocked (some
 *   privacy modes) it never becomes active, and subscribing fails instead of hanging.
 * - A subscription made with another VAPID key (the server's keys changed) is ended before subscribing again: the
 *   browser refuses a second key on one registration.
 */
import type { BrowserPushSubscription, PushNotifications, PushPermission } from '../core/ports';

interface PushEnvironment {
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> };
  PushManager?: unknown;
  navigator?: { serviceWorker?: Pick<ServiceWorkerContainer, 'ready' | 'getRegistration'> };
}

/** How long subscribing waits for the app's worker to be active (it is, seconds after the app's first start). */
const WORKER_READY_TIMEOUT_MS = 10_000;

export class ServiceWorkerPushNotifications implements PushNotifications {
  constructor(private readonly env: PushEnvironment = globalThis as unknown as PushEnvironment) {}

  async permission(): Promise<PushPermission> {
    return this.permissionNow();
  }

  async requestPermission(): Promise<PushPermission> {
    if (this.permissionNow() === 'unsupported') return 'unsupported';
    return this.env.Notification!.requestPermission();
  }

  async currentSubscription(): Promise<BrowserPushSubscription | null> {
    const subscription = await this.subscription();
    return subscription ? subscriptionJson(subscription) : null;
  }

  async subscribe(applicationServerKey: string): Promise<BrowserPushSubscription> {
    const registration = await this.activeRegistration();
    const key = base64UrlBytes(applicationServerKey);
    const existing = await registration.pushManager.getSubscription();
    if (existing) {
      if (sameKey(existing.options.applicationServerKey, key)) return subscriptionJson(existing);
      await existing.unsubscribe();
    }
    return subscriptionJson(await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  }

  async unsubscribe(): Promise<string | null> {
    const subscription = await this.subscription();
    if (!subscription) return null;
    await subscription.unsubscribe();
    return subscription.endpoint;
  }

  private permissionNow(): PushPermission {
    const notification = this.env.Notification;
    if (!notification || !this.env.PushManager || !this.env.navigator?.serviceWorker) return 'unsupported';
    return notification.permission;
  }

  private async subscription(): Promise<PushSubscription | null> {
    if (this.permissionNow() === 'unsupported') return null;
    const registration = await this.env.navigator!.serviceWorker!.getRegistration();
    return registration ? registration.pushManager.getSubscription() : null;
  }

  private async activeRegistration(): Promise<ServiceWorkerRegistration> {
    if (this.permissionNow() === 'unsupported') throw new Error('push is not supported here');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('the service worker is not active')), WORKER_READY_TIMEOUT_MS);
    });
    return Promise.race([this.env.navigator!.serviceWorker!.ready, timeout]).finally(() => clearTimeout(timer));
  }
}

function subscriptionJson(subscription: PushSubscription): BrowserPushSubscription {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

/** A base64url text (the VAPID public key) as bytes. */
function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}
