/**
 * The users' passwords as the password changes read and write them (docs/behaviour.md, "Passwords"): the stored hash,
 * and whether an administrator set it (must_change_password). The administrator's writes: users/user-admin.repository.ts.
 */
import type { Queryable } from '../db/database.port';

export interface PasswordState {
  /** Whose failures a wrong current password counts against (the login limits). */
  username: string;
  password_hash: string;
  must_change_password: boolean;
}

/** An active account's password hash and flag; undefined when the account is not active. */
export async function findPasswordState(q: Queryable, userId: number): Promise<PasswordState | undefined> {
  const { rows } = await q.query<PasswordState>(
    'SELECT username, password_hash, must_change_password FROM users WHERE id = $1 AND is_active',
    [userId],
  );
  return rows[0];
}

/**
 * Replaces the password checked a moment ago (`checkedHash`) by the user's own, and clears the flag; false when it
 * is no longer the stored one (changed meanwhile, or the account deactivated), so a change never overwrites another.
 * `onlyIfRequired`: the forced change, which applies only while the flag is still set.
 */
export async function replaceOwnPassword(
  q: Queryable,
  change: { userId: number; checkedHash: string; newHash: string; onlyIfRequired: boolean },
): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE users SET password_hash = $3, must_change_password = false, updated_at = now()
      WHERE id = $1 AND is_active AND password_hash = $2 AND (must_change_password OR NOT $4::boolean)
      RETURNING id`,
    [change.userId, change.checkedHash, change.newHash, change.onlyIfRequired],
  );
  return rows.length === 1;
}
