/**
 * This browser's Web Push (docs/behaviour.md, "Reminders"): the notifications permission, and the subscription the
 * server sends the reminders to. Behind a port so that the reminders' use-case and screen are tested without a
 * browser, and so that the core never touches Notification, navigator.serviceWorker or PushManager.
 */

/**
 * What the browser allows: 'unsupported' when it lacks notifications, service workers or push (iPhone Safari outside
 * an app added to the home screen, an insecure origin, an old browser); else the Notification permission.
 */
export type PushPermission = 'unsupported' | 'default' | 'granted' | 'denied';

/** A push subscription as PushSubscription.toJSON() gives it (keys base64url): what the server keeps. */
export interface BrowserPushSubscription {
  endpoint: string;
  /** When the push service drops it (ms since the epoch), null when it does not say. */
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

export const PushNotifications = Symbol('PushNotifications');
export interface PushNotifications {
  /**
   * The permission now, read fresh (the user may change it in the browser's settings at any time). A promise, so that
   * the adapter may load when first asked (composition/modules/platform.module.ts: it stays out of the first load).
   */
  permission(): Promise<PushPermission>;
  /** Asks the user (a prompt of the browser's, only from a tap); answers the permission after it. */
  requestPermission(): Promise<PushPermission>;
  /** This browser's subscription, null when there is none (or push is unsupported). */
  currentSubscription(): Promise<BrowserPushSubscription | null>;
  /**
   * Subscribes with the server's VAPID public key (base64url); a subscription made with another key (the server's
   * keys changed) is replaced. Rejects when the browser or its push service refuses.
   */
  subscribe(applicationServerKey: string): Promise<BrowserPushSubscription>;
  /** Ends this browser's subscription; answers its endpoint, null when there was none. */
  unsubscribe(): Promise<string | null>;
}
