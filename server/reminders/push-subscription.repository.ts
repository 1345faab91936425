/**
 * The browsers subscribed to Web Push (migration 019). An endpoint is one browser: subscribing it again moves it to
 * whoever subscribed last (a shared computer), and a person keeps at most MAX_SUBSCRIPTIONS_PER_PERSON, the oldest
 * dropped (a browser reinstalled again and again leaves dead endpoints behind).
 */
import type { PushSubscriptionInput } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

export const MAX_SUBSCRIPTIONS_PER_PERSON = 10;

/** A subscription as the push sender needs it. */
export interface PushTarget {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Saves the subscription for `userId`; true when the endpoint was new (not known for anyone). */
export async function saveSubscription(db: Queryable, userId: number, input: PushSubscriptionInput, userAgent: string): Promise<boolean> {
  const { rows } = await db.query<{ inserted: boolean }>(
    `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, user_agent) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = $1, p256dh = $3, auth = $4, user_agent = $5, created_at = now()
     RETURNING (xmax = 0) AS inserted`,
    [userId, input.endpoint, input.keys.p256dh, input.keys.auth, userAgent.slice(0, 300)],
  );
  await db.query(
    `DELETE FROM push_subscriptions WHERE user_id = $1 AND id NOT IN (
       SELECT id FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
    [userId, MAX_SUBSCRIPTIONS_PER_PERSON],
  );
  return rows[0]!.inserted;
}

/** Removes the caller's subscription of `endpoint` (another person's is left alone); true when there was one. */
export async function deleteSubscription(db: Queryable, userId: number, endpoint: string): Promise<boolean> {
  const { affectedRows } = await db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2', [userId, endpoint]);
  return affectedRows > 0;
}

/** A subscription the push service says is gone (404/410). */
export async function deleteSubscriptionById(db: Queryable, id: number): Promise<void> {
  await db.query('DELETE FROM push_subscriptions WHERE id = $1', [id]);
}

export async function countSubscriptions(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM push_subscriptions WHERE user_id = $1', [userId]);
  return rows[0]!.n;
}

/** How many people have at least one subscribed browser. */
export async function countPeopleWithPush(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>('SELECT count(DISTINCT user_id)::int AS n FROM push_subscriptions');
  return rows[0]!.n;
}

export async function markSent(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.query('UPDATE push_subscriptions SET last_sent_at = now() WHERE id = ANY($1::int[])', [ids]);
}
