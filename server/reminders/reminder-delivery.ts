/**
 * How a claimed reminder reaches its person (docs/behaviour.md, "Reminders"):
 * - 'check_in' and 'check_out' go by push to every browser the person subscribed; with none, or when every push
 *   failed, by e-mail when the server has e-mail and the person an address; otherwise nothing (channel NULL).
 * - The digest goes by e-mail when it can, else by push.
 * A subscription the push service says is gone (404, 410) is deleted. The people's subscriptions and addresses are
 * read in one statement; a few messages go out at a time, so one slow push service does not hold up the others.
 */
import type { PushPayload } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import type { MailSender } from './mail-sender';
import { deleteSubscriptionById, markSent, type PushTarget } from './push-subscription.repository';
import type { PushSender } from './push-sender';
import type { ReminderMail } from './reminder-messages';
import type { ReminderClaim, ReminderOutcome } from './sent-reminder.repository';

export interface ReminderTransports {
  push: PushSender;
  /** null: no SMTP_URL, no e-mail. */
  mail: MailSender | null;
}

export interface Delivery {
  claim: ReminderClaim;
  push: PushPayload;
  mail: ReminderMail;
  /** 'email' for the digest: e-mail first, push without it. */
  prefer: 'push' | 'email';
}

/** The error recorded when a person has neither a subscribed browser nor an address (or the server no e-mail). */
export const NOTHING_TO_CARRY = 'no push subscription and no e-mail';

/** Messages in flight at once. */
const CONCURRENCY = 8;

export async function deliver(db: Queryable, transports: ReminderTransports, deliveries: readonly Delivery[]): Promise<ReminderOutcome[]> {
  if (deliveries.length === 0) return [];
  const userIds = [...new Set(deliveries.map((d) => d.claim.userId))];
  const { rows } = await db.query<{ user_id: number; email: string; subscriptions: PushTarget[] | null }>(
    `SELECT u.id AS user_id, u.email,
            (SELECT json_agg(json_build_object('id', s.id, 'userId', s.user_id, 'endpoint', s.endpoint, 'p256dh', s.p256dh, 'auth', s.auth)
                             ORDER BY s.id)
               FROM push_subscriptions s WHERE s.user_id = u.id) AS subscriptions
       FROM users u WHERE u.id = ANY($1::int[])`,
    [userIds],
  );
  const people = new Map(rows.map((r) => [r.user_id, { email: r.email.trim(), subscriptions: r.subscriptions ?? [] }]));
  const outcomes: ReminderOutcome[] = [];
  const pushedTo: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < deliveries.length) {
      const delivery = deliveries[next++]!;
      const person = people.get(delivery.claim.userId) ?? { email: '', subscriptions: [] };
      outcomes.push(await deliverOne(db, transports, delivery, person, pushedTo));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, deliveries.length) }, worker));
  await markSent(db, pushedTo);
  return outcomes;
}

async function deliverOne(
  db: Queryable,
  transports: ReminderTransports,
  delivery: Delivery,
  person: { email: string; subscriptions: PushTarget[] },
  pushedTo: number[],
): Promise<ReminderOutcome> {
  const errors: string[] = [];
  const byPush = async (): Promise<boolean> => {
    let sent = false;
    for (const target of person.subscriptions) {
      const result = await transports.push.send(target, delivery.push, { urgency: delivery.claim.kind === 'digest' ? 'normal' : 'high' });
      if (result.outcome === 'sent') {
        sent = true;
        pushedTo.push(target.id);
      } else if (result.outcome === 'gone') {
        await deleteSubscriptionById(db, target.id);
      } else {
        errors.push(result.error);
      }
    }
    return sent;
  };
  const byMail = async (): Promise<boolean> => {
    if (!transports.mail || person.email === '') return false;
    try {
      await transports.mail.send({ to: person.email, ...delivery.mail });
      return true;
    } catch (error) {
      errors.push(`e-mail: ${(error as Error).message ?? String(error)}`);
      return false;
    }
  };
  const order = delivery.prefer === 'email' ? ([['email', byMail], ['push', byPush]] as const) : ([['push', byPush], ['email', byMail]] as const);
  for (const [channel, send] of order) {
    if (await send()) return { ...delivery.claim, channel, error: errors.length > 0 ? errors.join('; ') : null };
  }
  return { ...delivery.claim, channel: null, error: errors.length > 0 ? errors.join('; ') : NOTHING_TO_CARRY };
}
