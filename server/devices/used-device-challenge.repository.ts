/** Challenges already answered (table used_device_challenges): each is accepted once, by whichever server sees it first. */
import type { Queryable } from '../db/database.port';

/** Records the challenge as used; false when it already was (a replay). */
export async function markChallengeUsed(q: Queryable, nonce: string, expiresAt: Date): Promise<boolean> {
  const { affectedRows } = await q.query(
    'INSERT INTO used_device_challenges (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING',
    [nonce, expiresAt],
  );
  return affectedRows === 1;
}

/** Forgets challenges that have expired: they would be refused anyway. Returns how many. */
export async function deleteExpiredChallenges(q: Queryable): Promise<number> {
  const { affectedRows } = await q.query('DELETE FROM used_device_challenges WHERE expires_at < now()');
  return affectedRows;
}
