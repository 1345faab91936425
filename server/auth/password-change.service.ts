/**
 * The password changes (docs/behaviour.md, "Passwords"):
 * - the user's own ('Cambia password', signed in): the current password checked as slowly as a login and under the
 *   same limits, the new one judged by the policy; the account's other sessions end, the caller's stays;
 * - the forced one, after an administrator set the password (login refused with PASSWORD_CHANGE_REQUIRED): checked
 *   exactly like a login (same throttling), then the new password is saved and every session of the account ends,
 *   and only then the device policy and a new session, as at login. The password change is committed first, so a
 *   device refused afterwards leaves the user with their own password and the reassociation to offer.
 * Either clears the flag and writes a PASSWORD_CHANGED audit row in the transaction of the change.
 */
import type { LoginResponse } from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log.repository';
import type { Database } from '../db/database.port';
import { httpError, type HttpError } from '../http/http-error';
import { newPasswordRefusal } from '../passwords/password-change.rules';
import type { PasswordPolicy } from '../passwords/password-policy.rules';
import { passwordChangeNotRequired, passwordRefusalError, wrongCurrentPassword } from '../passwords/password-refusal-errors';
import { hashPassword, verifyPassword } from '../passwords/passwords';
import { revokeUserSessions } from '../session-tokens/refresh-token.repository';
import type { TokenService } from '../session-tokens/token.service';
import { checkCredentials, type SignInAttempt } from './credentials.service';
import type { LoginThrottle } from './login-throttle.service';
import { findPasswordState, replaceOwnPassword } from './password.repository';
import { logSecurityEvent, type ClientInfo } from './security-events';
import { onlyLogin, openSession, signInEvidence, type SignInDevice, type SignInPorts } from './sign-in.service';

export interface OwnPasswordChange {
  userId: number;
  /** The caller's session: it stays open, the account's others end. */
  familyId: string | undefined;
  client: ClientInfo;
  currentPassword: string;
  newPassword: string;
}

/** POST /api/auth/change-password/. Nothing is read before the new password passes; nothing is written unless it all does. */
export async function changeOwnPassword(
  ports: { db: Database; tokens: TokenService; loginThrottle: LoginThrottle },
  policy: PasswordPolicy,
  change: OwnPasswordChange,
): Promise<void> {
  const refusal = newPasswordRefusal(change.currentPassword, change.newPassword, policy);
  if (refusal) throw passwordRefusalError(refusal);
  const state = await findPasswordState(ports.db, change.userId);
  if (!state) throw httpError(401, 'TOKEN_INVALID'); // deactivated since the token was issued
  // argon2 whether right or wrong, as slow as a login and counted as one: a stolen session guesses no faster than the
  // login form. The answer says nothing but "wrong".
  const { accepted } = await ports.loginThrottle.countedCheck(ports.db, state.username, change.client, async () => ({
    accepted: await verifyPassword(state.password_hash, change.currentPassword),
  }));
  if (!accepted) {
    logSecurityEvent(change.client, 'password_change_failed', { user_id: change.userId });
    throw wrongCurrentPassword();
  }
  await replacePassword(ports, {
    userId: change.userId,
    checkedHash: state.password_hash,
    newPassword: change.newPassword,
    keepSession: change.familyId,
    forced: false,
    // Changed by someone else between the check and the write: the password typed is no longer the current one.
    lost: wrongCurrentPassword,
  });
  logSecurityEvent(change.client, 'password_changed', { user_id: change.userId, forced: false });
}

/**
 * POST /api/auth/set-new-password/: `attempt` carries the password the administrator gave (checked and throttled as a
 * login's); answers as the login does, device policy included. An account with no such password is refused
 * (PASSWORD_CHANGE_NOT_REQUIRED) with nothing changed: its own change needs its session ('Cambia password').
 */
export async function setNewPassword(
  ports: SignInPorts,
  policy: PasswordPolicy,
  attempt: SignInAttempt,
  newPassword: string,
  device: SignInDevice,
): Promise<LoginResponse> {
  const refusal = newPasswordRefusal(attempt.password, newPassword, policy);
  if (refusal) throw passwordRefusalError(refusal);
  // Before the password is replaced: a stale challenge must not leave the new password saved and the user signed out.
  const evidence = signInEvidence(ports, device, 'set_new_password', attempt.username);
  const account = await checkCredentials(ports, { ...attempt, device: evidence });
  const state = await findPasswordState(ports.db, account.id);
  if (!state) throw httpError(401, 'INVALID_CREDENTIALS'); // deactivated meanwhile
  if (!state.must_change_password) throw passwordChangeNotRequired();
  await replacePassword(ports, {
    userId: account.id,
    checkedHash: state.password_hash,
    newPassword,
    keepSession: undefined,
    forced: true,
    // Replaced meanwhile (a double submission, or the administrator again): the password checked is no longer current.
    lost: () => httpError(401, 'INVALID_CREDENTIALS'),
  });
  logSecurityEvent(attempt.client, 'password_changed', { user_id: account.id, forced: true });
  return onlyLogin(await openSession(ports, account, device, 'set_new_password', attempt.client, evidence));
}

interface Replacement {
  userId: number;
  checkedHash: string;
  newPassword: string;
  /** The session that survives (the caller's own change); undefined: every session of the account ends. */
  keepSession: string | undefined;
  forced: boolean;
  /** The refusal when the checked password is no longer the stored one. */
  lost: () => HttpError;
}

/** The new hash, the flag cleared, the sessions ended and the audit row, in one transaction; then the access tokens. */
async function replacePassword(ports: { db: Database; tokens: TokenService }, change: Replacement): Promise<void> {
  const newHash = await hashPassword(change.newPassword);
  const ended = await ports.db.transaction(async (tx) => {
    const replaced = await replaceOwnPassword(tx, {
      userId: change.userId,
      checkedHash: change.checkedHash,
      newHash,
      onlyIfRequired: change.forced,
    });
    if (!replaced) return undefined;
    const sessions = await revokeUserSessions(tx, change.userId, change.keepSession);
    await writeAudit(tx, {
      action: 'PASSWORD_CHANGED',
      actorId: change.userId,
      targetUserId: change.userId,
      details: { forced: change.forced, ended_sessions: sessions.length },
    });
    return sessions;
  });
  if (!ended) throw change.lost();
  ports.tokens.endSessions(ended);
}
