/**
 * 'Promemoria' in the profile (docs/behaviour.md, "Reminders"): the person's own choices with what the company allows,
 * the key their browser subscribes with, and their browsers subscribed. Subscriptions only to the push services the
 * server knows (PUSH_SERVICE_HOSTS): an endpoint is a URL the server will POST to, and any employee could otherwise
 * make it call an address inside the company's network.
 */
import type { MyReminderPreferences, MyReminders, PushSubscriptionInput } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { fieldErrors } from '../http/http-error';
import { countSubscriptions, saveSubscription } from './push-subscription.repository';
import { readPreferences, readReminderSettings, savePreferences } from './reminder-settings.repository';

export interface MyRemindersContext {
  userId: number;
  isAdmin: boolean;
  /** The VAPID public key. */
  pushPublicKey: string;
  emailConfigured: boolean;
}

export async function myReminders(db: Queryable, context: MyRemindersContext): Promise<MyReminders> {
  const [preferences, settings, subscriptions, person] = await Promise.all([
    readPreferences(db, context.userId),
    readReminderSettings(db),
    countSubscriptions(db, context.userId),
    db.query<{ email: string; manages: boolean }>(
      'SELECT email, EXISTS (SELECT 1 FROM group_managers g WHERE g.user_id = u.id) AS manages FROM users u WHERE u.id = $1',
      [context.userId],
    ),
  ]);
  const row = person.rows[0];
  const email = row?.email.trim() ?? '';
  return {
    preferences,
    company: {
      check_in_enabled: settings.check_in_enabled,
      check_in_after_minutes: settings.check_in_after_minutes,
      check_out_enabled: settings.check_out_enabled,
      check_out_after_minutes: settings.check_out_after_minutes,
      digest_enabled: settings.digest_enabled,
    },
    receives_digest: context.isAdmin || row?.manages === true,
    push_public_key: context.pushPublicKey,
    push_subscriptions: subscriptions,
    email: context.emailConfigured && email !== '' ? email : null,
  };
}

export async function updateMyReminders(db: Queryable, context: MyRemindersContext, preferences: MyReminderPreferences): Promise<MyReminders> {
  await savePreferences(db, context.userId, preferences);
  return myReminders(db, context);
}

/** The refusal of an endpoint outside PUSH_SERVICE_HOSTS (400 on `endpoint`). */
export const PUSH_SERVICE_NOT_ALLOWED = 'This push service is not one this server sends to (PUSH_SERVICE_HOSTS)';

/** Saves the caller's subscription; true when the endpoint is new. Refuses a push service not in `allowedHosts`. */
export async function subscribeToPush(
  db: Queryable,
  userId: number,
  input: PushSubscriptionInput,
  { allowedHosts, userAgent }: { allowedHosts: readonly string[]; userAgent: string },
): Promise<boolean> {
  if (!isAllowedPushEndpoint(input.endpoint, allowedHosts)) throw fieldErrors({ endpoint: PUSH_SERVICE_NOT_ALLOWED });
  return saveSubscription(db, userId, input, userAgent);
}

/**
 * An https URL on the default port whose host is one of `allowedHosts` (a name, or `*.domain` for any name under
 * it). No user name or password in it, no other port: the push services of the browsers use neither.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return false;
  const host = url.hostname.toLowerCase();
  return allowedHosts.some((allowed) => {
    const [pattern, port] = allowed.split(':') as [string, string | undefined];
    if ((port ?? '') !== url.port) return false;
    return pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) && host.length > pattern.length - 1 : host === pattern;
  });
}
