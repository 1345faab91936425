/**
 * Administrators' verification codes, the pure decisions (docs/behaviour.md, "Administrators' verification code"):
 * RFC 6238 TOTP with SHA-1, 30-second steps and 6 digits, as every authenticator app computes it; a code of the
 * current step or of either neighbour is accepted (a phone's clock a little off, a code typed as it changes), and each
 * code once: its step must be later than the last step accepted for the account. The time is always given.
 */
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted on either side of the current one. */
export const TOTP_WINDOW = 1;
/** 160 bits, the length RFC 4226 recommends for an HMAC-SHA-1 secret. */
export const TOTP_SECRET_BYTES = 20;
/** The name the authenticator app shows above the account's codes. */
export const TOTP_ISSUER = 'Timbrature';

export const RECOVERY_CODE_COUNT = 10;
/** RFC 4648 base32: no 0, 1, 8 or 9 (normaliseRecoveryCode reads a typed 0 or 1 as the letter it stands for). */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Characters of a recovery code (50 bits), shown in two groups of five; one random byte makes each. */
const RECOVERY_CODE_LENGTH = 10;
export const RECOVERY_CODE_RANDOM_BYTES = RECOVERY_CODE_LENGTH;

export type TotpCheck = { accepted: true; step: number } | { accepted: false; reason: 'wrong' | 'reused' };

/**
 * Wrong or used codes in a row at sign-in after which the authenticator app's codes of the account are suspended
 * (docs/behaviour.md, "Administrators' verification code"): the login limits alone let someone holding the password
 * try 30 codes an hour for ever, with three valid at any moment. Ten leaves room for typing mistakes and a phone's
 * clock, and gives such a guesser about one chance in 33,000 before the administrators hear of it.
 */
export const TOTP_MAX_WRONG_CODES = 10;

/**
 * Whether the wrong code just counted (`wrongCodes`, the account's count with it) suspends the app's codes: it reaches
 * the limit and they are not suspended already (so the suspension, its audit row and its notification happen once).
 */
export function suspendsAppCodes(wrongCodes: number, alreadySuspended: boolean): boolean {
  return !alreadySuspended && wrongCodes >= TOTP_MAX_WRONG_CODES;
}

/** The 30-second step `at` falls in (RFC 6238's T). */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

/**
 * `code` against the secret (base32) at `at`: accepted with the step it belongs to, or refused as wrong, or as already
 * used (its step is not later than `lastUsedStep`, the last one accepted for the account; null: none yet).
 */
export function checkTotpCode(secretBase32: string, code: string, at: Date, lastUsedStep: number | null): TotpCheck {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: TOTP_WINDOW });
  if (delta === null) return { accepted: false, reason: 'wrong' };
  const step = totpStep(at) + delta;
  if (lastUsedStep !== null && step <= lastUsedStep) return { accepted: false, reason: 'reused' };
  return { accepted: true, step };
}

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code: issuer, account name, secret, parameters. */
export function otpauthUri(secretBase32: string, accountName: string): string {
  return totpOf(secretBase32, accountName).toString();
}

/** A new secret in base32 from `random` (TOTP_SECRET_BYTES bytes). */
export function secretFromBytes(random: Uint8Array): string {
  return new Secret({ buffer: Uint8Array.from(random).buffer }).base32;
}

/** A recovery code as shown, 'ABCDE-FGHIJ', from RECOVERY_CODE_LENGTH random bytes (5 bits of each: 256 = 8 × 32). */
export function recoveryCodeFromBytes(random: Uint8Array): string {
  const characters = Array.from(random.subarray(0, RECOVERY_CODE_LENGTH), (byte) => BASE32[byte & 31]).join('');
  return `${characters.slice(0, 5)}-${characters.slice(5)}`;
}

/**
 * A recovery code as typed, the way it is stored and compared: without dashes, upper case, and the digits 0 and 1
 * (never in a code) read as the letters O and I they are mistaken for.
 */
export function normaliseRecoveryCode(typed: string): string {
  return typed.replace(/-/g, '').toUpperCase().replace(/0/g, 'O').replace(/1/g, 'I');
}

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    issuer: TOTP_ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}
