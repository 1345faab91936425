/**
 * Login throttling over the login_failures table (the rules: login-throttle.rules.ts). Checking a password is slow
 * (argon2id), so an attempt is written as a failure before it is checked, then the failures written before it decide
 * whether it may go on: parallel guesses see each other and get no more tries than a sequence. A success takes its
 * row back and clears its key; a check that could not be made takes its row back and changes nothing else.
 */
import type { Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import {
  clearLoginFailures,
  deleteLoginFailure,
  findEarlierFailures,
  insertLoginFailure,
  sweepLoginFailures,
  type FailureKey,
} from './login-failure.repository';
import { loginWaitSeconds, type LoginThrottleLimits } from './login-throttle.rules';
import { logSecurityEvent, type ClientInfo } from './security-events';

/** A reserved attempt: it stays counted as a failure unless `succeeded()` or `cancelled()` is called. */
export interface ReservedLogin {
  readonly allowed: true;
  succeeded(): Promise<void>;
  cancelled(): Promise<void>;
}

export interface RefusedLogin {
  readonly allowed: false;
  /** Seconds to wait before trying again (at least 1). */
  retryAfterSeconds: number;
}

export class LoginThrottle {
  constructor(private readonly limits: LoginThrottleLimits) {}

  /** `key.deviceId` only when the attempt comes from the account's bound device (it is then judged on its own). */
  async reserve(db: Queryable, key: FailureKey): Promise<ReservedLogin | RefusedLogin> {
    const id = await insertLoginFailure(db, key);
    let wait: number;
    try {
      const earlier = await findEarlierFailures(db, key, id, {
        userLimit: this.limits.maxPerUserPerHour,
        addressLimit: this.limits.maxPerAddressPerMinute,
      });
      wait = loginWaitSeconds(earlier, this.limits, key.deviceId !== undefined);
    } catch (error) {
      await deleteLoginFailure(db, id).catch(() => undefined);
      throw error;
    }
    if (wait > 0) {
      // A refused attempt is no guess: it must not lengthen the wait.
      await deleteLoginFailure(db, id);
      return { allowed: false, retryAfterSeconds: wait };
    }
    return {
      allowed: true,
      succeeded: () => clearLoginFailures(db, key, id),
      cancelled: () => deleteLoginFailure(db, id),
    };
  }

  /**
   * A secret of a signed-in account (its current password, a verification code) checked as one login attempt of
   * (username, address), so that a stolen session cannot guess faster than the login form: 429 TOO_MANY_ATTEMPTS
   * (logged `login_throttled`) while the limits hold, before the check; a check that is not accepted stays counted as
   * a failure, an accepted one clears the key's failures, one that throws is not counted.
   */
  async countedCheck<Outcome extends { accepted: boolean }>(
    db: Queryable,
    username: string,
    client: ClientInfo,
    check: () => Promise<Outcome>,
  ): Promise<Outcome> {
    const reserved = await this.reserve(db, { usernameKey: username.toLowerCase(), address: client.ip });
    if (!reserved.allowed) {
      logSecurityEvent(client, 'login_throttled', { username, retry_after_seconds: reserved.retryAfterSeconds });
      throw httpError(429, 'TOO_MANY_ATTEMPTS', {}, { 'Retry-After': String(reserved.retryAfterSeconds) });
    }
    let outcome: Outcome;
    try {
      outcome = await check();
    } catch (error) {
      await reserved.cancelled(); // no answer about the secret: not counted
      throw error;
    }
    if (outcome.accepted) await reserved.succeeded();
    return outcome;
  }

  /** Forgets failures that can no longer decide anything; returns how many went. */
  sweep(db: Queryable): Promise<number> {
    return sweepLoginFailures(db);
  }
}
