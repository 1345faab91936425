/**
 * The refresh_tokens table: one row per refresh token, grouped in families (a family is one session, from its
 * login to its logout). Revoking writes revoked_at; nothing is deleted but expired rows.
 */
import type { Queryable } from '../db/database.port';

export interface RefreshTokenRow {
  id: string;
  user_id: number;
  family_id: string;
  expires_at: Date;
  rotated_at: Date | null;
  replaced_by: string | null;
  is_admin: boolean;
  /** Not revoked, not expired, and its user still active. */
  usable: boolean;
  /** Rotated less than the grace ago: presenting it again is a retry, not a theft. */
  in_grace: boolean;
}

/** Sweeps the user's expired tokens (at each login, so the table does not grow with old sessions). */
export async function deleteExpiredRefreshTokens(q: Queryable, userId: number): Promise<void> {
  await q.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < now()', [userId]);
}

export async function insertRefreshToken(
  q: Queryable,
  token: { id: string; userId: number; familyId: string; expiresAt: Date },
): Promise<void> {
  await q.query('INSERT INTO refresh_tokens (id, user_id, family_id, expires_at) VALUES ($1, $2, $3, $4)', [
    token.id,
    token.userId,
    token.familyId,
    token.expiresAt,
  ]);
}

/** Marks the token `id` rotated, replaced by the token `replacedBy`. */
export async function markRefreshTokenRotated(q: Queryable, id: string, replacedBy: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET rotated_at = now(), replaced_by = $2 WHERE id = $1', [id, replacedBy]);
}

/** The token with its user's flags; `lock` takes its row for the rest of the transaction (a rotation). */
export async function findRefreshToken(
  q: Queryable,
  id: string,
  graceSeconds: number,
  lock: boolean,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(
    `SELECT rt.id, rt.user_id, rt.family_id, rt.expires_at, rt.rotated_at, rt.replaced_by, u.is_admin,
            (rt.revoked_at IS NULL AND rt.expires_at > now() AND u.is_active) AS usable,
            (rt.rotated_at IS NOT NULL AND rt.rotated_at > now() - make_interval(secs => $2)) AS in_grace
       FROM refresh_tokens rt JOIN users u ON u.id = rt.user_id
      WHERE rt.id = $1 ${lock ? 'FOR UPDATE OF rt' : ''}`,
    [id, graceSeconds],
  );
  return rows[0];
}

/** Ends a whole family (a rotated token presented after its grace: treated as stolen). */
export async function revokeRefreshTokenFamily(q: Queryable, familyId: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL', [familyId]);
}

/** Ends one session (a logout with its refresh token), if it belongs to `userId`. */
export async function revokeSessionOf(q: Queryable, userId: number, familyId: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL', [
    familyId,
    userId,
  ]);
}

/**
 * Ends every session of the user (logout everywhere, deactivation, demotion, password change, device reset or
 * change), but `exceptFamilyId` when given (the caller's own session). Pair it, after the commit, with
 * TokenService.revokeAccessTokens for the access tokens.
 */
export async function revokeUserSessions(q: Queryable, userId: number, exceptFamilyId?: string): Promise<void> {
  await q.query(
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR family_id <> $2::text)`,
    [userId, exceptFamilyId ?? null],
  );
}
