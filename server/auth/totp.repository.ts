/**
 * The TOTP columns of users and the table totp_recovery_codes (migrations 006 and 012). Secrets come and go sealed
 * (secret-box.ts); the writes that decide something (a step used, a recovery code used, the pending secret confirmed,
 * a wrong code counted, the suspension lifted) are single conditional statements, so two requests presenting the same
 * code cannot both pass, and wrong codes sent together are each counted.
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
  /** The app's codes are suspended after too many wrong ones (docs/behaviour.md, "Administrators' verification code"). */
  totp_suspended: boolean;
}

/** The active account's TOTP state; `lock` takes the row until the transaction ends. */
export async function findTotpState(q: Queryable, userId: number, lock = false): Promise<TotpState | undefined> {
  const { rows } = await q.query<TotpState>(
    `SELECT id, username, first_name, last_name, is_admin, totp_secret, totp_pending_secret, totp_last_step,
            totp_suspended_at IS NOT NULL AS totp_suspended
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

/**
 * useTotpStep for a sign-in: also sets the count of wrong codes back to 0, and refuses (false) while the app's codes are
 * suspended, even when they were suspended after the code was checked.
 */
export async function useSignInStep(q: Queryable, userId: number, secret: string, step: number): Promise<boolean> {
  const { affectedRows } = await q.query(
    `UPDATE users SET totp_last_step = $3, totp_failed_codes = 0
      WHERE id = $1 AND totp_secret = $2 AND totp_suspended_at IS NULL AND (totp_last_step IS NULL OR totp_last_step < $3)`,
    [userId, secret, step],
  );
  return affectedRows === 1;
}

/** What counting a wrong code leaves: the count with it, and whether the app's codes were suspended already. */
export interface WrongCodeCount {
  wrong_codes: number;
  suspended: boolean;
}

/**
 * Adds one to the account's wrong codes in one statement (wrong codes sent together are each counted) and answers the
 * new count; undefined when TOTP is off. The row stays locked until the transaction ends, so whoever reads a count at
 * the limit and no suspension yet is alone in deciding it.
 */
export async function countWrongCode(q: Queryable, userId: number): Promise<WrongCodeCount | undefined> {
  const { rows } = await q.query<WrongCodeCount>(
    `UPDATE users SET totp_failed_codes = totp_failed_codes + 1
      WHERE id = $1 AND totp_secret IS NOT NULL
     RETURNING totp_failed_codes AS wrong_codes, totp_suspended_at IS NOT NULL AS suspended`,
    [userId],
  );
  return rows[0];
}

/** Suspends the app's codes of the account (TOTP on); false when they were suspended already or TOTP is off. */
export async function suspendAppCodes(q: Queryable, userId: number): Promise<boolean> {
  const { affectedRows } = await q.query(
    'UPDATE users SET totp_suspended_at = now() WHERE id = $1 AND totp_secret IS NOT NULL AND totp_suspended_at IS NULL',
    [userId],
  );
  return affectedRows === 1;
}

/**
 * Sets the count of wrong codes back to 0 and lifts the suspension of the app's codes; answers whether they were
 * suspended (of two requests lifting it together, one only is told so).
 */
export async function clearWrongCodes(q: Queryable, userId: number): Promise<boolean> {
  const lifted = await liftSuspension(q, userId);
  if (!lifted) await q.query('UPDATE users SET totp_failed_codes = 0 WHERE id = $1 AND totp_failed_codes <> 0', [userId]);
  return lifted;
}

/** Lifts the suspension of the active account's app codes, its count back to 0; false when they were not suspended. */
export async function liftSuspension(q: Queryable, userId: number): Promise<boolean> {
  const { affectedRows } = await q.query(
    'UPDATE users SET totp_suspended_at = NULL, totp_failed_codes = 0 WHERE id = $1 AND is_active AND totp_suspended_at IS NOT NULL',
    [userId],
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

/**
 * Turns TOTP off: secret, pending secret, last step, wrong codes, suspension and recovery codes forgotten; false when
 * it was not on.
 */
export async function clearTotp(q: Queryable, userId: number): Promise<boolean> {
  const { affectedRows } = await q.query(
    `UPDATE users SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL, totp_enabled_at = NULL,
                      totp_failed_codes = 0, totp_suspended_at = NULL
      WHERE id = $1 AND is_active AND totp_secret IS NOT NULL`,
    [userId],
  );
  if (affectedRows === 0) return false;
  await q.query('DELETE FROM totp_recovery_codes WHERE user_id = $1', [userId]);
  return true;
}
