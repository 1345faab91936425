import type { Database } from '../db/database.port';
import { provesKey, type DeviceEvidence } from '../devices/device-evidence';
import { httpError } from '../http/http-error';
import { countLoginFailure } from '../metrics/recorders';
import { verifyPassword } from '../passwords/passwords';
import { findLoginAccount, type LoginAccount } from '../users/user.repository';
import type { LoginThrottle } from './login-throttle.service';
import { logSecurityEvent, type ClientInfo } from './security-events';
import type { SecondFactorOutcome, TotpService } from './totp.service';

export interface Authenticated {
  id: number;
  username: string;
  /** The password is one an administrator set (docs/behaviour.md, "Passwords"). */
  mustChangePassword: boolean;
}

/** A username and password presented by a client, with the device it says it is (if any). */
export interface SignInAttempt {
  username: string;
  password: string;
  client: ClientInfo;
  /**
   * What the request showed of its device (device-evidence.ts). An attempt proved by the bound device's key is throttled
   * on its own bucket; one that only names the bound device_id is not (anyone may name it).
   */
  device?: DeviceEvidence;
  /** For an account with TOTP on: a code of the authenticator app (`totp_code`)… */
  totpCode?: string;
  /** …or one of its recovery codes (`recovery_code`), used when no totpCode is given. */
  recoveryCode?: string;
}

export interface CredentialsPorts {
  db: Database;
  loginThrottle: LoginThrottle;
  /** The second step of accounts with TOTP on (docs/behaviour.md, "Administrators' verification code"). */
  totp: TotpService;
}

/**
 * Username + password → the active account, or 401 INVALID_CREDENTIALS (same answer, and about the same time, for an
 * unknown user). Refused with 429 TOO_MANY_ATTEMPTS and Retry-After, before any hashing, while the attempt's key is
 * throttled (login-throttle.rules.ts). The attempt is counted before the (slow) hash is checked, so parallel guesses
 * cannot all pass the limit; a success takes it back.
 * An account with TOTP on also needs, after the right password, a valid code: none is 401 TOTP_REQUIRED, not counted
 * (the SPA then asks for it; `details.totp_suspended` while the app's codes are suspended: a recovery code is needed);
 * a wrong or used one, or an app's code while suspended, is counted exactly as a wrong password and answered as one,
 * byte for byte, so that the answer to a guess never tells the password was right (docs/behaviour.md,
 * "Administrators' verification code").
 */
export async function checkCredentials(ports: CredentialsPorts, attempt: SignInAttempt): Promise<Authenticated> {
  const name = attempt.username.trim();
  const found = await findLoginAccount(ports.db, name);
  const key = { usernameKey: name.toLowerCase(), address: attempt.client.ip, ...boundDeviceBucket(found, attempt.device) };
  const reserved = await ports.loginThrottle.reserve(ports.db, key);
  if (!reserved.allowed) {
    logSecurityEvent(attempt.client, 'login_throttled', { username: name, retry_after_seconds: reserved.retryAfterSeconds });
    countLoginFailure('throttled');
    throw httpError(429, 'TOO_MANY_ATTEMPTS', {}, { 'Retry-After': String(reserved.retryAfterSeconds) });
  }
  let right: boolean;
  try {
    right = (await verifyPassword(found?.password_hash, attempt.password)) && found !== undefined;
  } catch (error) {
    await reserved.cancelled(); // no answer about the password: not counted
    throw error;
  }
  if (!right || !found) {
    logSecurityEvent(attempt.client, 'login_failed', { username: name, known_user: found !== undefined });
    countLoginFailure(found ? 'wrong_password' : 'unknown_user');
    throw httpError(401, 'INVALID_CREDENTIALS');
  }
  if (found.totp_enabled) {
    let second: SecondFactorOutcome;
    try {
      second = await ports.totp.verifySignIn(ports.db, found, attempt, attempt.client);
    } catch (error) {
      await reserved.cancelled();
      throw error;
    }
    if (second === 'missing' || second === 'suspended') {
      // Not a failure, and not a success either: a success would clear the failures, and so the wrong codes, of the key.
      await reserved.cancelled();
      throw httpError(401, 'TOTP_REQUIRED', second === 'suspended' ? { details: { totp_suspended: true } } : {});
    }
    if (second === 'wrong') countLoginFailure('wrong_code');
    if (second === 'wrong') throw httpError(401, 'INVALID_CREDENTIALS'); // stays counted
  }
  await reserved.succeeded();
  return { id: found.id, username: found.username, mustChangePassword: found.must_change_password };
}

/**
 * The bound device's own login bucket, for an attempt whose proof verifies against the bound key (one signature check,
 * before the slow hash); none otherwise, so that guesses naming the bound device_id cannot fill the real phone's
 * bucket and lock it out. A binding without a key gets no bucket of its own (docs/behaviour.md, "Tokens and sign-in
 * limits").
 */
function boundDeviceBucket(account: LoginAccount | undefined, device: DeviceEvidence | undefined): { deviceId?: string } {
  const key = account?.bound_public_key;
  if (!key || !device || account.bound_device_id !== device.deviceId || !provesKey(device, key)) return {};
  return { deviceId: device.deviceId };
}
