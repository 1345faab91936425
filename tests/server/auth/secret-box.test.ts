/** Secrets at rest (docs/behaviour.md, "Administrators' verification code"): sealed, bound to their row and key. */
import { SecretBox } from '../../../server/auth/secret-box';

const JWT_SECRET = 'jwt-secret-jwt-secret-jwt-secret-0123';
const SECRETS_KEY = 'secrets-key-secrets-key-secrets-key-0123';
const PLAIN = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed text is versioned and shows nothing of the secret', () => {
    const box = SecretBox.fromConfig({ jwtSecret: JWT_SECRET, secretsKey: SECRETS_KEY });
    const sealed = box.seal(PLAIN, 'totp:7');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain(PLAIN);
    expect(Buffer.from(sealed.slice(3), 'base64url').toString('latin1')).not.toContain(PLAIN);
    expect(box.open(sealed, 'totp:7')).toBe(PLAIN);
  });

  it('seals the same secret differently each time (a fresh nonce)', () => {
    const box = SecretBox.fromConfig({ jwtSecret: JWT_SECRET });
    expect(box.seal(PLAIN, 'totp:7')).not.toBe(box.seal(PLAIN, 'totp:7'));
  });

  it('does not open under another context, another key, or once altered', () => {
    const box = SecretBox.fromConfig({ jwtSecret: JWT_SECRET, secretsKey: SECRETS_KEY });
    const sealed = box.seal(PLAIN, 'totp:7');
    expect(box.open(sealed, 'totp:8')).toBeUndefined();
    expect(SecretBox.fromConfig({ jwtSecret: JWT_SECRET }).open(sealed, 'totp:7')).toBeUndefined();
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[bytes.length - 1] ^= 1;
    expect(box.open(`v1:${bytes.toString('base64url')}`, 'totp:7')).toBeUndefined();
    expect(box.open(`v2:${sealed.slice(3)}`, 'totp:7')).toBeUndefined();
    expect(box.open('v1:', 'totp:7')).toBeUndefined();
  });

  it('without SECRETS_KEY derives its key from the JWT secret, the same on every server', () => {
    const sealed = SecretBox.fromConfig({ jwtSecret: JWT_SECRET }).seal(PLAIN, 'totp:7');
    expect(SecretBox.fromConfig({ jwtSecret: JWT_SECRET }).open(sealed, 'totp:7')).toBe(PLAIN);
    expect(SecretBox.fromConfig({ jwtSecret: `${JWT_SECRET}x` }).open(sealed, 'totp:7')).toBeUndefined();
  });

  it('digests are keyed: the same text gives the same digest under one key, another under another', () => {
    const box = SecretBox.fromConfig({ jwtSecret: JWT_SECRET });
    expect(box.digest('ABCDEFGHIJ')).toMatch(/^[0-9a-f]{64}$/);
    expect(box.digest('ABCDEFGHIJ')).toBe(SecretBox.fromConfig({ jwtSecret: JWT_SECRET }).digest('ABCDEFGHIJ'));
    expect(box.digest('ABCDEFGHIJ')).not.toBe(SecretBox.fromConfig({ jwtSecret: JWT_SECRET, secretsKey: SECRETS_KEY }).digest('ABCDEFGHIJ'));
  });
});
