/**
 * Administrators' verification codes, the pure rules (docs/behaviour.md, "Administrators' verification code"), against
 * RFC 6238's own test vectors and the tests' independent implementation (support/rfc6238.ts).
 */
import {
  checkTotpCode,
  normaliseRecoveryCode,
  otpauthUri,
  recoveryCodeFromBytes,
  secretFromBytes,
  totpStep,
} from '../../../server/auth/totp.rules';
import { base32Decode, base32Encode, codeAt, totp } from '../support/rfc6238';

/** RFC 6238 Appendix B: the SHA-1 seed, and its 8-digit codes at these times. */
const RFC_SECRET = Buffer.from('12345678901234567890', 'ascii');
const RFC_VECTORS: Array<[unixSeconds: number, code: string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
];
const secret = base32Encode(RFC_SECRET);
const at = (unixSeconds: number) => new Date(unixSeconds * 1000);

describe('checkTotpCode against RFC 6238', () => {
  it("the tests' own implementation gives the RFC's codes", () => {
    for (const [time, code] of RFC_VECTORS) expect([time, totp(RFC_SECRET, time, 8)]).toEqual([time, code]);
  });

  it("accepts the RFC's codes (their last six digits) at their time, with their step", () => {
    for (const [time, code] of RFC_VECTORS) {
      expect([time, checkTotpCode(secret, code.slice(-6), at(time), null)]).toEqual([time, { accepted: true, step: Math.floor(time / 30) }]);
    }
  });

  it('refuses a code of another time, and the eight-digit form', () => {
    expect(checkTotpCode(secret, '287082', at(1111111109), null)).toEqual({ accepted: false, reason: 'wrong' });
    expect(checkTotpCode(secret, '94287082', at(59), null)).toEqual({ accepted: false, reason: 'wrong' });
  });
});

describe('the window and the one use of each code', () => {
  const now = Date.parse('2026-03-02T08:00:10Z');
  const step = totpStep(new Date(now));

  it('accepts the codes of the step before and after, refuses two steps away', () => {
    expect(checkTotpCode(secret, codeAt(secret, now, -1), new Date(now), null)).toEqual({ accepted: true, step: step - 1 });
    expect(checkTotpCode(secret, codeAt(secret, now, 1), new Date(now), null)).toEqual({ accepted: true, step: step + 1 });
    expect(checkTotpCode(secret, codeAt(secret, now, -2), new Date(now), null)).toEqual({ accepted: false, reason: 'wrong' });
    expect(checkTotpCode(secret, codeAt(secret, now, 2), new Date(now), null)).toEqual({ accepted: false, reason: 'wrong' });
  });

  it('refuses a code whose step is not later than the last one used', () => {
    const code = codeAt(secret, now);
    expect(checkTotpCode(secret, code, new Date(now), step)).toEqual({ accepted: false, reason: 'reused' });
    expect(checkTotpCode(secret, code, new Date(now), step + 1)).toEqual({ accepted: false, reason: 'reused' });
    expect(checkTotpCode(secret, code, new Date(now), step - 1)).toEqual({ accepted: true, step });
    // The previous step's code after the current one was used: inside the window, but older.
    expect(checkTotpCode(secret, codeAt(secret, now, -1), new Date(now), step)).toEqual({ accepted: false, reason: 'reused' });
  });

  it('steps are 30 seconds from the epoch', () => {
    expect(totpStep(at(59))).toBe(1);
    expect(totpStep(at(60))).toBe(2);
    expect(totpStep(at(1111111109))).toBe(37037036);
  });
});

describe('secrets and the QR code', () => {
  it('a secret is the base32 of its bytes (20 bytes: 32 characters)', () => {
    const bytes = Buffer.from(Array.from({ length: 20 }, (_, i) => (i * 37 + 11) & 0xff));
    const made = secretFromBytes(bytes);
    expect(made).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(made)).toEqual(bytes);
  });

  it('the otpauth URI names the issuer and the account and carries what the app needs', () => {
    const uri = new URL(otpauthUri(secret, 'anna.bianchi'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Timbrature:anna.bianchi');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'Timbrature', secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});

describe('recovery codes', () => {
  it('are ten base32 characters in two groups of five', () => {
    expect(recoveryCodeFromBytes(Buffer.from([0, 1, 25, 26, 31, 32, 63, 255, 100, 200]))).toBe('ABZ27-A77EI');
  });

  it('are compared without dashes or case, with 0 and 1 read as O and I', () => {
    expect(normaliseRecoveryCode('abcde-fgh27')).toBe('ABCDEFGH27');
    expect(normaliseRecoveryCode('0PQR1-STUVW')).toBe('OPQRISTUVW');
    expect(normaliseRecoveryCode('OPQRI-STUVW')).toBe(normaliseRecoveryCode('opqristuvw'));
  });
});
