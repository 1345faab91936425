/**
 * The TOTP columns of users and the table totp_recovery_codes (migration 006). Secrets come and go sealed
 * (secret-box.ts); the writes that decide something (a step used, a recovery code used, the pending secret confirmed)
 * are single conditional statements, so two requests presenting the same code cannot both pass.
 */
import type { Queryable } from '../db/database.port';

export interface TotpState {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  is_admin: boolean;
  /** Sealed; null: TOTP is off. */
  totp_secret: string | null;
  /** Sealed; null: no setup awaiting its first code. */
  totp_pending_secret: string | null;
  totp_last_step: number | null;
}

/** The active account's TOTP state; `lock` takes the row until the transaction ends. */
export async function findTotpState(q: Queryable, userId: number, lock = false): Promise<TotpState | undefined> {
  const { rows } = await q.query<TotpState>(
    `SELECT id, username, first_name, last_name, is_admin, totp_secret, totp_pending_secret, totp_last_step
       FROM users WHERE id = $1 AND is_active${lock ? ' FOR UPDATE' : ''}`,
    [userId],
  );
  return rows[0];
}

/** Keeps a new pending secret (replacing any earlier one) while TOTP is off; false when it is on (or no such account). */
export async function savePendingSecret(q: Queryable, userId: number, sealed: string): Promise<boolean> {
  const { affectedRows } = await q.query(
    'UPDATE users SET totp_pending_secret = $2 WHERE id = $1 AND is_active AND totp_secret IS NULL',
    [userId, sealed],
  );
  return affectedRows === 1;
}

/**
 * Turns TOTP on with the pending secret the first code was checked against (`pending`, as read), its step recorded as
 * used; false when that secret is no longer the pending one or TOTP is on already.
 */
export async function confirmPendingSecret(q: Queryable, userId: number, pending: string, step: number): Promise<boolean> {
  const { affectedRows } = await q.query(
    `UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $3, totp_enabled_at = now()
      WHERE id = $1 AND totp_secret IS NULL AND totp_pending_secret = $2`,
    [userId, pending, step],
  );
  return affectedRows === 1;
}

/**
 * Records `step` as the account's last used one, if it is later than the recorded one and the secret is still the one
 * the code was checked against (`secret`, as read); false otherwise: the code was used meanwhile, or TOTP changed.
 */
export async function useTotpStep(q: Queryable, userId: number, secret: string, step: number): Promise<boolean> {
  const { affectedRows } = await q.query(
    `UPDATE users SET totp_last_step = $3
      WHERE id = $1 AND totp_secret = $2 AND (totp_last_step IS NULL OR totp_last_step < $3)`,
    [userId, secret, step],
  );
  return affectedRows === 1;
}

/** The account's recovery codes become these (hashes); earlier ones, used or not, are gone. */
export async function replaceRecoveryCodes(q: Queryable, userId: number, hashes: string[]): Promise<void> {
  await q.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  await q.query('INSERT INTO totp_recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])', [userId, hashes]);
}

/** Marks the unused recovery code of this hash used; answers the unused codes left, or undefined when none matched. */
export async function useRecoveryCode(q: Queryable, userId: number, hash: string): Promise<number | undefined> {
  const { rows } = await q.query<{ remaining: number }>(
    `WITH used AS (
       UPDATE totp_recovery_codes SET used_at = now()
        WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL
       RETURNING id)
     SELECT (SELECT count(*) FROM totp_recovery_codes WHERE user_id = $1 AND used_at IS NULL) - 1 AS remaining
       FROM used`,
    [userId, hash],
  );
  return rows[0]?.remaining;
}

/** Turns TOTP off: secret, pending secret, last step and recovery codes forgotten; false when it was not on. */
export async function clearTotp(q: Queryable, userId: number): Promise<boolean> {
  const { affectedRows } = await q.query(
    `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, totp_enabled_at = NULL
      WHERE id = $1 AND is_active AND totp_secret IS NOT NULL`,
    [userId],
  );
  if (affectedRows === 0) return false;
  await q.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  return true;
}
