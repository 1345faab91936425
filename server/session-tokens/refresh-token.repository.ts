/**
 * The refresh_tokens table: one row per refresh token, grouped in families (a family is one session, from its
 * login to its logout). Revoking writes revoked_at and tells every server, in the same transaction, which sessions
 * ended (revoked-sessions.ts). Rows are deleted once expired, or a day after their revocation (docs/behaviour.md,
 * "Retention").
 */
import type { DevicePublicKey } from '../../src/core/contract';
import type { HotStatement, Queryable } from '../db/database.port';

export interface RefreshTokenRow {
  id: string;
  user_id: number;
  family_id: string;
  expires_at: Date;
  /** When the session's login happened (SESSION_MAX_AGE counts from it). */
  session_started_at: Date;
  rotated_at: Date | null;
  replaced_by: string | null;
  is_admin: boolean;
  /** The user's name and device check, and the bound device with its key: a refresh from a keyed device proves it. */
  username: string;
  two_factor_enabled: boolean;
  bound_device_id: string | null;
  bound_public_key: DevicePublicKey | null;
  /** Not revoked, not expired, its session younger than the maximum age, and its user still active. */
  usable: boolean;
  /** Rotated less than the grace ago: presenting it again is a retry, not a theft. */
  in_grace: boolean;
}

/**
 * The tail of a revoking statement: `revoked` (a CTE of the revoked rows' family_id) → one NOTIFY per family on the
 * installation's channel (revoked-sessions.ts, revocationChannel), delivered when the transaction commits.
 */
const NOTIFY_REVOKED_FAMILIES = `
  SELECT family_id, pg_notify('tb_revoked_' || left(md5(current_schema()), 16), family_id)::text AS notified
    FROM (SELECT DISTINCT family_id FROM revoked) families`;

const INSERT_REFRESH_TOKEN = 'INSERT INTO refresh_tokens (id, user_id, family_id, expires_at, session_started_at) VALUES ($1, $2, $3, $4, $5)';

/** A new session's first token, with the sweep; warmed up for a user that does not exist (refused by the foreign key). */
export const INSERT_SESSION_TOKEN: HotStatement = {
  name: 'insert_session_token',
  text: `WITH expired AS (DELETE FROM refresh_tokens WHERE user_id = $2 AND expires_at < now()) ${INSERT_REFRESH_TOKEN}`,
  warmUpParams: ['warm-up', 0, 'warm-up', new Date(0), new Date(0)],
};

/**
 * Writes a refresh token; with `sweepExpired` (a new session) the user's expired tokens are deleted by the same
 * statement, so that the table stays small without a round trip of its own.
 */
export async function insertRefreshToken(
  q: Queryable,
  token: { id: string; userId: number; familyId: string; expiresAt: Date; sessionStartedAt: Date },
  options: { sweepExpired?: boolean } = {},
): Promise<void> {
  const params = [token.id, token.userId, token.familyId, token.expiresAt, token.sessionStartedAt];
  if (options.sweepExpired) await q.query(INSERT_SESSION_TOKEN.text, params, { prepareAs: INSERT_SESSION_TOKEN.name });
  else await q.query(INSERT_REFRESH_TOKEN, params);
}

/** Marks the token `id` rotated, replaced by the token `replacedBy`. */
export async function markRefreshTokenRotated(q: Queryable, id: string, replacedBy: string): Promise<void> {
  await q.query('UPDATE refresh_tokens SET rotated_at = now(), replaced_by = $2 WHERE id = $1', [id, replacedBy]);
}

/** The token with its user's flags; `lock` takes its row for the rest of the transaction (a rotation). */
export async function findRefreshToken(
  q: Queryable,
  id: string,
  limits: { graceSeconds: number; sessionMaxAgeSeconds: number },
  lock: boolean,
): Promise<RefreshTokenRow | undefined> {
  const { rows } = await q.query<RefreshTokenRow>(
    `SELECT rt.id, rt.user_id, rt.family_id, rt.expires_at, rt.session_started_at, rt.rotated_at, rt.replaced_by, u.is_admin,
            u.username, u.two_factor_enabled, d.device_id AS bound_device_id, d.public_key AS bound_public_key,
            (rt.revoked_at IS NULL AND rt.expires_at > now() AND u.is_active
              AND rt.session_started_at > now() - make_interval(secs => $3)) AS usable,
            (rt.rotated_at IS NOT NULL AND rt.rotated_at > now() - make_interval(secs => $2)) AS in_grace
       FROM refresh_tokens rt JOIN users u ON u.id = rt.user_id LEFT JOIN devices d ON d.user_id = u.id
      WHERE rt.id = $1 ${lock ? 'FOR UPDATE OF rt' : ''}`,
    [id, limits.graceSeconds, limits.sessionMaxAgeSeconds],
  );
  return rows[0];
}

/** Ends a whole family (a rotated token presented after its grace: treated as stolen). */
export async function revokeRefreshTokenFamily(q: Queryable, familyId: string): Promise<string[]> {
  return revoking(
    q,
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL RETURNING family_id',
    [familyId],
  );
}

/** Ends one session (a logout with its refresh token), if it belongs to `userId`. */
export async function revokeSessionOf(q: Queryable, userId: number, familyId: string): Promise<string[]> {
  return revoking(
    q,
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING family_id',
    [familyId, userId],
  );
}

/**
 * Ends every session of the user (logout everywhere, deactivation, demotion, password change, device reset or
 * change), but `exceptFamilyId` when given (the caller's own session). Returns the sessions ended: after the commit,
 * give them to TokenService.endSessions so that this server refuses their access tokens at once (the others hear it).
 */
export async function revokeUserSessions(q: Queryable, userId: number, exceptFamilyId?: string): Promise<string[]> {
  return revoking(
    q,
    `UPDATE refresh_tokens SET revoked_at = now()
      WHERE user_id = $1 AND revoked_at IS NULL AND ($2::text IS NULL OR family_id <> $2::text)
      RETURNING family_id`,
    [userId, exceptFamilyId ?? null],
  );
}

/** Sessions revoked within the last `seconds` (an access token's life): loaded at start-up and after a lost listener. */
export async function findRecentlyRevokedFamilies(q: Queryable, seconds: number): Promise<string[]> {
  const { rows } = await q.query<{ family_id: string }>(
    'SELECT DISTINCT family_id FROM refresh_tokens WHERE revoked_at > now() - make_interval(secs => $1)',
    [seconds],
  );
  return rows.map((row) => row.family_id);
}

async function revoking(q: Queryable, update: string, params: unknown[]): Promise<string[]> {
  const { rows } = await q.query<{ family_id: string }>(`WITH revoked AS (${update}) ${NOTIFY_REVOKED_FAMILIES}`, params);
  return rows.map((row) => row.family_id);
}
