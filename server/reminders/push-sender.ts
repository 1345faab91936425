/**
 * Web Push through the web-push library (docs/behaviour.md, "Reminders"): the message encrypted for the browser
 * (aes128gcm) and signed with the server's VAPID key. A reminder lives an hour at the push service (a phone switched
 * off longer has no use for 'Ricordati di timbrare l'uscita' the next morning) and asks to be delivered at once.
 */
import type { Agent } from 'node:https';
import type { PushPayload } from '../../src/core/contract';
import type { VapidKeys } from '../app-config';
import type { PushTarget } from './push-subscription.repository';

/** 'gone': the push service no longer knows the subscription (404, 410): it must be deleted. */
export type PushResult = { outcome: 'sent' } | { outcome: 'gone' } | { outcome: 'failed'; error: string };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload, options: { urgency: 'high' | 'normal' }): Promise<PushResult>;
}

/** Seconds a push service keeps a message for a browser that is offline. */
const PUSH_TTL_SECONDS = 3600;
/** A push service that has not answered by then is counted as a failure; the tick goes on. */
const PUSH_TIMEOUT_MS = 10_000;

export interface WebPushOptions {
  keys: VapidKeys;
  subject: string;
  /** The HTTPS agent of the requests (tests: one that trusts the local push service's certificate). */
  agent?: Agent;
}

export function webPushSender({ keys, subject, agent }: WebPushOptions): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(target, payload, { urgency }) {
      try {
        // Loaded by the first reminder, not by every start (docs/performance.md, "Test time: a smaller test cluster").
        const { default: webpush } = await import('web-push');
        await webpush.sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency, timeout: PUSH_TIMEOUT_MS, contentEncoding: 'aes128gcm', ...(agent ? { agent } : {}) },
        );
        return { outcome: 'sent' };
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return { outcome: 'gone' };
        return { outcome: 'failed', error: status ? `push service answered ${status}` : String((error as Error).message ?? error) };
      }
    },
  };
}
