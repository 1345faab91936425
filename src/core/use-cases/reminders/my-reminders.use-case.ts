/**
 * 'Promemoria' in the profile (docs/behaviour.md, "Reminders"): the person's own choices beside what the company
 * allows, and this browser's Web Push: 'Attiva promemoria' asks the browser's permission, subscribes with the server's
 * VAPID key and hands the subscription to the server; 'Disattiva su questo dispositivo' ends it on both sides.
 */
import { ReminderPaths, type MyReminderPreferences, type MyReminders, type PushSubscriptionInput } from '../../contract';
import type { DisplayMessage } from '../../domain/display-message';
import { toDisplayMessage } from '../../errors/error-translation';
import type { BrowserPushSubscription, PushNotifications } from '../../ports/push-notifications.port';
import type { ApiClient } from '../api/api-client';

/** The messages of this use-case (texts in the UI's reminders catalogue). */
export const MyRemindersKey = {
  subscribeFailed: 'reminders.device.subscribeFailed',
} as const;

/**
 * What this browser can do for the reminders:
 * - 'active': subscribed, and the server has the subscription;
 * - 'available': push works here, not subscribed ('Attiva promemoria');
 * - 'denied': the person refused the notifications (only the browser's settings can allow them again);
 * - 'unsupported': no push here; `installFirst` on an iPhone or iPad, where push works only in the app added to the
 *   home screen.
 */
export type PushDeviceState = { kind: 'active' } | { kind: 'available' } | { kind: 'denied' } | { kind: 'unsupported'; installFirst: boolean };

export interface MyRemindersView {
  reminders: MyReminders;
  device: PushDeviceState;
}

/** 'Attiva promemoria''s outcome: on, or why not (a prompt closed without an answer leaves things as they were). */
export type EnablePushResult =
  | { kind: 'active'; reminders: MyReminders }
  | { kind: 'denied' }
  | { kind: 'dismissed' }
  | { kind: 'unsupported' }
  | { kind: 'error'; message: DisplayMessage };

export type DisablePushResult = { kind: 'done'; reminders: MyReminders } | { kind: 'error'; message: DisplayMessage };

type RemindersApi = Pick<ApiClient, 'get' | 'put' | 'post' | 'delete'>;

export class ManageMyReminders {
  constructor(
    private readonly api: RemindersApi,
    private readonly push: PushNotifications,
    /** Whether the browser runs on an iPhone or iPad (push only in the app added to the home screen there). */
    private readonly isIos: () => boolean,
  ) {}

  /**
   * The person's reminders and this browser's state. A subscription the browser already has is handed to the server
   * again first (it answers 200 when it knows it): the server may have dropped it, or another person may have had it
   * on this browser, and the reminders shown here are for the person signed in now.
   */
  async load(): Promise<MyRemindersView> {
    const device = await this.deviceState();
    return { reminders: await this.api.get<MyReminders>(ReminderPaths.myReminders), device };
  }

  /** The person's choices, saved at once; rejects with the server's refusal (the caller keeps the previous ones). */
  savePreferences(preferences: MyReminderPreferences): Promise<MyReminders> {
    return this.api.put<MyReminders>(ReminderPaths.myReminders, preferences);
  }

  /** 'Attiva promemoria': the browser's permission (asked only when not given yet), the subscription, the server. */
  async enable(publicKey: string): Promise<EnablePushResult> {
    let permission = await this.push.permission();
    if (permission === 'unsupported') return { kind: 'unsupported' };
    if (permission !== 'granted') permission = await this.push.requestPermission();
    if (permission === 'denied') return { kind: 'denied' };
    if (permission === 'unsupported') return { kind: 'unsupported' };
    if (permission !== 'granted') return { kind: 'dismissed' };
    let subscription: BrowserPushSubscription;
    try {
      subscription = await this.push.subscribe(publicKey);
    } catch {
      return { kind: 'error', message: { key: MyRemindersKey.subscribeFailed } };
    }
    try {
      await this.api.post(ReminderPaths.pushSubscriptions, subscriptionInput(subscription));
      return { kind: 'active', reminders: await this.api.get<MyReminders>(ReminderPaths.myReminders) };
    } catch (error) {
      return { kind: 'error', message: toDisplayMessage(error) };
    }
  }

  /**
   * 'Disattiva su questo dispositivo': the server forgets the subscription first, then the browser ends it, so that a
   * failure leaves both as they were (on) rather than the server sending to a subscription the browser dropped.
   */
  async disable(): Promise<DisablePushResult> {
    try {
      const subscription = await this.push.currentSubscription();
      if (subscription) {
        await this.api.delete(ReminderPaths.pushSubscriptions, undefined, { endpoint: subscription.endpoint });
        await this.push.unsubscribe();
      }
      return { kind: 'done', reminders: await this.api.get<MyReminders>(ReminderPaths.myReminders) };
    } catch (error) {
      return { kind: 'error', message: toDisplayMessage(error) };
    }
  }

  private async deviceState(): Promise<PushDeviceState> {
    const permission = await this.push.permission();
    if (permission === 'unsupported') return { kind: 'unsupported', installFirst: this.isIos() };
    if (permission === 'denied') return { kind: 'denied' };
    const subscription = permission === 'granted' ? await this.push.currentSubscription().catch(() => null) : null;
    if (!subscription) return { kind: 'available' };
    try {
      await this.api.post(ReminderPaths.pushSubscriptions, subscriptionInput(subscription));
      return { kind: 'active' };
    } catch {
      // Refused or unreachable: 'Attiva promemoria' tries again and then says why.
      return { kind: 'available' };
    }
  }
}

/** The browser's subscription as the server takes it. */
export function subscriptionInput(subscription: BrowserPushSubscription): PushSubscriptionInput {
  return {
    endpoint: subscription.endpoint,
    expiration_time: subscription.expirationTime,
    keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
  };
}
