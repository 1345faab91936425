/**
 * Administrators' verification codes (docs/behaviour.md, "Administrators' verification code"):
 * - setup: a new secret, kept sealed as pending, answered once with its otpauth URI and QR code;
 * - enable: the first code confirms the pending secret; ten recovery codes are made and answered this once;
 * - disable: by the administrator with a current code, or by another administrator for a colleague locked out;
 * - sign-in: the second step of a login or a new password, after the right password (credentials.service.ts); wrong
 *   codes in a row suspend the app's codes (TOTP_MAX_WRONG_CODES) until a recovery code is used or another
 *   administrator unlocks them (unlockFor).
 * A wrong code at enable or disable counts against the login limits of the account from that address, exactly as a
 * wrong password does; its answer is 400 (not 401, which the SPA would take for an expired session).
 */
import { randomBytes } from 'node:crypto';
import { ApiError, type TotpEnableResponse, type TotpSetupResponse, type User } from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log.repository';
import { notifyStaff } from '../audit/notification.repository';
import type { Database } from '../db/database.port';
import { httpError } from '../http/http-error';
import { findUser, findUsername, fullName } from '../users/user.repository';
import type { LoginThrottle } from './login-throttle.service';
import type { SecretBox } from './secret-box';
import { logSecurityEvent, type ClientInfo } from './security-events';
import {
  checkTotpCode,
  normaliseRecoveryCode,
  otpauthUri,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_RANDOM_BYTES,
  recoveryCodeFromBytes,
  secretFromBytes,
  suspendsAppCodes,
  TOTP_SECRET_BYTES,
  type TotpCheck,
} from './totp.rules';
import {
  clearTotp,
  clearWrongCodes,
  confirmPendingSecret,
  countWrongCode,
  findTotpState,
  liftSuspension,
  replaceRecoveryCodes,
  savePendingSecret,
  suspendAppCodes,
  useRecoveryCode,
  useSignInStep,
  useTotpStep,
  type TotpState,
} from './totp.repository';

/** The time the codes are checked against: the system's, or a fixed one in tests. */
export interface Clock {
  now(): Date;
}

export function systemClock(): Clock {
  return { now: () => new Date() };
}

/** What a sign-in presents beyond the password: a code from the app, or one of the recovery codes. */
export interface SecondFactor {
  totpCode?: string;
  recoveryCode?: string;
}

/**
 * The sign-in's second step: accepted; nothing presented (ask for it), or nothing presented while the app's codes are
 * suspended (ask for a recovery code); or a wrong or used code, or an app's code while they are suspended.
 */
export type SecondFactorOutcome = 'accepted' | 'missing' | 'suspended' | 'wrong';

/** Why a code presented at sign-in was refused (the security log's `reason`). */
type SignInRefusal = 'wrong' | 'reused' | 'suspended' | 'recovery_code';

export interface TotpPorts {
  db: Database;
  loginThrottle: LoginThrottle;
}

/** Who asks, from where (signed in). */
export interface TotpActor {
  userId: number;
  client: ClientInfo;
}

export class TotpService {
  constructor(
    private readonly box: SecretBox,
    /** Tests fix it (jest.spyOn(app.totp.clock, 'now')). */
    readonly clock: Clock,
  ) {}

  /** POST /api/auth/totp/setup/: administrators only, while TOTP is off; a new setup replaces an unconfirmed one. */
  async setup(ports: TotpPorts, actor: TotpActor): Promise<TotpSetupResponse> {
    const state = await this.ownState(ports, actor);
    if (!state.is_admin) throw httpError(403, 'TOTP_NOT_AVAILABLE');
    if (state.totp_secret !== null) throw httpError(409, 'TOTP_ALREADY_ENABLED');
    const secret = secretFromBytes(randomBytes(TOTP_SECRET_BYTES));
    if (!(await savePendingSecret(ports.db, state.id, this.box.seal(secret, sealContext(state.id))))) {
      throw httpError(409, 'TOTP_ALREADY_ENABLED'); // turned on meanwhile, by another tab
    }
    const uri = otpauthUri(secret, state.username);
    // Loaded here, by the rare set-up, not by every start (docs/performance.md, "Test time: a smaller test cluster").
    const { default: QRCode } = await import('qrcode');
    const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return { secret, otpauth_uri: uri, qr_svg: qrSvg };
  }

  /** POST /api/auth/totp/enable/: the first code confirms the pending secret; answers the recovery codes, this once. */
  async enable(ports: TotpPorts, actor: TotpActor, code: string): Promise<TotpEnableResponse> {
    const state = await this.ownState(ports, actor);
    if (!state.is_admin) throw httpError(403, 'TOTP_NOT_AVAILABLE');
    if (state.totp_secret !== null) throw httpError(409, 'TOTP_ALREADY_ENABLED');
    const pending = state.totp_pending_secret;
    // A pending secret sealed under another key (SECRETS_KEY changed since the setup) is as good as none.
    const secret = pending === null ? undefined : this.box.open(pending, sealContext(state.id));
    if (pending === null || secret === undefined) throw httpError(409, 'TOTP_SETUP_REQUIRED');

    return this.guarded(ports, state, actor.client, 'enable', async () => {
      const check = checkTotpCode(secret, code, this.clock.now(), state.totp_last_step);
      if (!check.accepted) return check;
      const codes = newRecoveryCodes();
      const confirmed = await ports.db.transaction(async (tx) => {
        if (!(await confirmPendingSecret(tx, state.id, pending, check.step))) return false;
        await replaceRecoveryCodes(tx, state.id, codes.map((shown) => this.box.digest(normaliseRecoveryCode(shown))));
        await writeAudit(tx, { action: 'TOTP_ENABLED', actorId: state.id, targetUserId: state.id, details: {} });
        return true;
      });
      // Another tab turned it on, or started a new setup, since this one read the pending secret.
      if (!confirmed) throw httpError(409, 'TOTP_SETUP_REQUIRED');
      return { accepted: true, value: { recovery_codes: codes } };
    });
  }

  /** POST /api/auth/totp/disable/: the account's own TOTP, turned off with a current code (not one used already). */
  async disableOwn(ports: TotpPorts, actor: TotpActor, code: string): Promise<void> {
    const state = await this.ownState(ports, actor);
    const sealed = state.totp_secret;
    if (sealed === null) throw httpError(409, 'TOTP_NOT_ENABLED');
    await this.guarded(ports, state, actor.client, 'disable', async () => {
      const check = this.checkCode(sealed, code, state, actor.client);
      if (!check.accepted) return check;
      const disabled = await ports.db.transaction(async (tx) => {
        // The step is spent first: two requests with the same code cannot both pass.
        if (!(await useTotpStep(tx, state.id, sealed, check.step))) return false;
        await clearTotp(tx, state.id);
        await writeAudit(tx, {
          action: 'TOTP_DISABLED',
          actorId: state.id,
          targetUserId: state.id,
          details: { by_administrator: false },
        });
        return true;
      });
      return disabled ? { accepted: true, value: undefined } : { accepted: false, reason: 'reused' };
    });
  }

  /**
   * POST /api/users/{id}/disable-totp/ (administrators): a colleague locked out (phone lost, recovery codes gone) signs
   * in with the password alone again; audited, and the staff notified (notifyStaff). One's own needs a code
   * (disableOwn), so a stolen session of an administrator cannot switch off that administrator's codes.
   */
  async disableFor(ports: { db: Database }, userId: number, admin: { userId: number }): Promise<User> {
    if (userId === admin.userId) throw httpError(403, 'PERMISSION_DENIED');
    const outcome = await ports.db.transaction(async (tx) => {
      const state = await findTotpState(tx, userId, true);
      if (!state) return 'missing' as const;
      if (!(await clearTotp(tx, userId))) return 'off' as const;
      const adminName = (await findUsername(tx, admin.userId)) ?? '';
      await writeAudit(tx, { action: 'TOTP_DISABLED', actorId: admin.userId, targetUserId: userId, details: { by_administrator: true } });
      await notifyStaff(tx, {
        kind: 'TOTP_DISABLED',
        message: `La verifica in due passaggi di ${personLabel(state)} è stata disattivata da ${adminName}.`,
        userId,
        actorId: admin.userId,
      });
      return 'done' as const;
    });
    if (outcome === 'missing') throw httpError(404, 'NOT_FOUND');
    if (outcome === 'off') throw httpError(409, 'TOTP_NOT_ENABLED');
    return (await findUser(ports.db, userId))!;
  }

  /**
   * POST /api/users/{id}/unlock-totp/ (administrators): a colleague's app codes, suspended after too many wrong ones,
   * sign in again; audited, and the staff notified (notifyStaff). Not one's own: the suspension is there because
   * someone may hold that account's password, and a session of it is no proof against that (a recovery code is).
   */
  async unlockFor(ports: { db: Database }, userId: number, admin: { userId: number }): Promise<User> {
    if (userId === admin.userId) throw httpError(403, 'PERMISSION_DENIED');
    const outcome = await ports.db.transaction(async (tx) => {
      const state = await findTotpState(tx, userId, true);
      if (!state) return 'missing' as const;
      if (!(await liftSuspension(tx, userId))) return 'not suspended' as const;
      const adminName = (await findUsername(tx, admin.userId)) ?? '';
      await writeAudit(tx, { action: 'TOTP_UNLOCKED', actorId: admin.userId, targetUserId: userId, details: { by_administrator: true } });
      await notifyStaff(tx, {
        kind: 'TOTP_UNLOCKED',
        message: `L'accesso con i codici dell'app di ${personLabel(state)} è stato sbloccato da ${adminName}.`,
        userId,
        actorId: admin.userId,
      });
      return 'done' as const;
    });
    if (outcome === 'missing') throw httpError(404, 'NOT_FOUND');
    if (outcome === 'not suspended') throw httpError(409, 'TOTP_NOT_SUSPENDED');
    return (await findUser(ports.db, userId))!;
  }

  /**
   * The second step of a sign-in whose password was right, for an account with TOTP on: a code of the app (spent, so
   * it opens one sign-in; refused while the app's codes are suspended), else a recovery code (spent, audited; it ends
   * a suspension). Wrong, used and suspended codes are logged and counted (countWrongCode); the caller counts them as
   * failed logins too.
   */
  async verifySignIn(
    db: Database,
    account: { id: number; username: string },
    factor: SecondFactor,
    client: ClientInfo,
  ): Promise<SecondFactorOutcome> {
    const state = await findTotpState(db, account.id);
    const sealed = state?.totp_secret ?? null;
    if (!state || sealed === null) return 'accepted'; // turned off since the password was checked: the password is enough
    if (factor.totpCode === undefined && factor.recoveryCode === undefined) return state.totp_suspended ? 'suspended' : 'missing';

    const refusal =
      factor.totpCode !== undefined
        ? await this.appCodeRefusal(db, state, sealed, factor.totpCode, client)
        : await this.recoveryCodeRefusal(db, state, factor.recoveryCode!, client);
    if (refusal === undefined) return 'accepted';
    logSecurityEvent(client, 'totp_failed', { username: state.username, reason: refusal });
    await this.countWrongCode(db, state, client);
    return 'wrong';
  }

  /** A code of the app at sign-in: spent (the count of wrong codes back to 0), or why it is refused. */
  private async appCodeRefusal(
    db: Database,
    state: TotpState,
    sealed: string,
    code: string,
    client: ClientInfo,
  ): Promise<SignInRefusal | undefined> {
    if (state.totp_suspended) return 'suspended'; // not even checked: right or wrong, the answer is the same
    const check = this.checkCode(sealed, code, state, client);
    if (!check.accepted) return check.reason;
    // Refused too when used meanwhile, or when the codes were suspended since they were read.
    return (await useSignInStep(db, state.id, sealed, check.step)) ? undefined : 'reused';
  }

  /** A recovery code at sign-in: spent (audited), ending the count of wrong codes and any suspension; or refused. */
  private async recoveryCodeRefusal(
    db: Database,
    state: TotpState,
    typed: string,
    client: ClientInfo,
  ): Promise<SignInRefusal | undefined> {
    const hash = this.box.digest(normaliseRecoveryCode(typed));
    const remaining = await db.transaction(async (tx) => {
      const left = await useRecoveryCode(tx, state.id, hash);
      if (left === undefined) return undefined;
      await writeAudit(tx, { action: 'TOTP_RECOVERY_CODE_USED', actorId: state.id, targetUserId: state.id, details: { remaining: left } });
      if (await clearWrongCodes(tx, state.id)) {
        await writeAudit(tx, { action: 'TOTP_UNLOCKED', actorId: state.id, targetUserId: state.id, details: { by_administrator: false } });
      }
      return left;
    });
    if (remaining === undefined) return 'recovery_code';
    logSecurityEvent(client, 'totp_recovery_code_used', { username: state.username, remaining });
    return undefined;
  }

  /**
   * One more wrong code in a row for the account. The one that reaches TOTP_MAX_WRONG_CODES suspends the app's codes,
   * audited and notified to every administrator and the account's managers (the account's own included: someone may know
   * its password). The
   * count is one UPDATE … RETURNING, and its row stays locked until the suspension is written: codes sent together
   * are each counted, and only one of them suspends.
   */
  private async countWrongCode(db: Database, state: TotpState, client: ClientInfo): Promise<void> {
    const suspendedAfter = await db.transaction(async (tx) => {
      const counted = await countWrongCode(tx, state.id);
      if (!counted || !suspendsAppCodes(counted.wrong_codes, counted.suspended)) return undefined;
      if (!(await suspendAppCodes(tx, state.id))) return undefined;
      await writeAudit(tx, { action: 'TOTP_SUSPENDED', actorId: null, targetUserId: state.id, details: { wrong_codes: counted.wrong_codes } });
      await notifyStaff(tx, {
        kind: 'TOTP_SUSPENDED',
        message:
          `L'accesso con i codici dell'app di ${personLabel(state)} è stato sospeso dopo ${counted.wrong_codes} codici di verifica ` +
          "errati di seguito: la password dell'account potrebbe essere nota ad altri. Si riattiva con un codice di recupero, " +
          "o da un altro amministratore con 'Sblocca verifica in due passaggi' in 'Gestione Utenti'.",
        userId: state.id,
        tellPerson: true,
      });
      return counted.wrong_codes;
    });
    if (suspendedAfter !== undefined) logSecurityEvent(client, 'totp_suspended', { username: state.username, wrong_codes: suspendedAfter });
  }

  private async ownState(ports: TotpPorts, actor: TotpActor): Promise<TotpState> {
    const state = await findTotpState(ports.db, actor.userId);
    if (!state) throw httpError(401, 'TOKEN_INVALID'); // deactivated since the token was issued
    return state;
  }

  /**
   * A code against the account's confirmed secret (`sealed`) now. A secret sealed under another key (SECRETS_KEY, or
   * JWT_SECRET without it, changed since) cannot be opened: every code is then wrong, and the log says why.
   */
  private checkCode(sealed: string, code: string, state: TotpState, client: ClientInfo): TotpCheck {
    const secret = this.box.open(sealed, sealContext(state.id));
    if (secret === undefined) {
      client.log.warn(
        { user_id: state.id },
        'TOTP secret sealed under another key (SECRETS_KEY or JWT_SECRET changed): another administrator can turn the codes off',
      );
      return { accepted: false, reason: 'wrong' };
    }
    return checkTotpCode(secret, code, this.clock.now(), state.totp_last_step);
  }

  /**
   * Checks a code of a signed-in account under the login limits of (username, address) (LoginThrottle.countedCheck):
   * a wrong or used code stays counted as a failed login (400 TOTP_INVALID, logged); a right one clears them.
   */
  private async guarded<T>(
    ports: TotpPorts,
    state: TotpState,
    client: ClientInfo,
    during: 'enable' | 'disable',
    check: () => Promise<{ accepted: true; value: T } | { accepted: false; reason: 'wrong' | 'reused' }>,
  ): Promise<T> {
    const outcome = await ports.loginThrottle.countedCheck(ports.db, state.username, client, check);
    if (!outcome.accepted) {
      logSecurityEvent(client, 'totp_failed', { username: state.username, reason: outcome.reason, during });
      throw httpError(400, 'TOTP_INVALID', { errors: { code: [ApiError.TOTP_INVALID] } });
    }
    return outcome.value;
  }
}

/** What a sealed secret is bound to: its account (a secret copied to another row does not open). */
function sealContext(userId: number): string {
  return `totp:${userId}`;
}

/** Ten distinct codes, 'ABCDE-FGHIJ'. */
function newRecoveryCodes(): string[] {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(recoveryCodeFromBytes(randomBytes(RECOVERY_CODE_RANDOM_BYTES)));
  return [...codes];
}

/** "Full Name (username)", or the username alone: how notifications name a person. */
function personLabel(state: TotpState): string {
  const name = fullName(state.first_name, state.last_name);
  return name ? `${name} (${state.username})` : state.username;
}
