/**
 * Secrets at rest (docs/behaviour.md, "Administrators' verification code"): AES-256-GCM under a key derived with
 * HKDF-SHA-256 from SECRETS_KEY, or from JWT_SECRET when it is not set, so that a copy of the database alone reveals
 * no secret. The stored text names its format version ('v1:'), so the scheme or the key can change later and the old
 * texts still be recognised. Each sealed text is bound to what it belongs to (`context`, e.g. the user's id): moved to
 * another row, it no longer opens.
 */
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { AppConfig } from '../app-config';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** HKDF salt: fixed, the input key being random already; it keeps these keys apart from any other use of the secret. */
const SALT = 'timbrature secrets';

export class SecretBox {
  private constructor(
    private readonly encryptionKey: Buffer,
    private readonly hashKey: Buffer,
  ) {}

  /** The box of this installation: SECRETS_KEY, else the JWT secret (docs/behaviour.md; README, "Configuration"). */
  static fromConfig(config: Pick<AppConfig, 'secretsKey' | 'jwtSecret'>): SecretBox {
    const input = config.secretsKey ?? config.jwtSecret;
    const derive = (info: string) => Buffer.from(hkdfSync('sha256', input, SALT, info, 32));
    return new SecretBox(derive(`${VERSION} encryption`), derive(`${VERSION} hashing`));
  }

  /** `v1:` + base64url(iv ‖ tag ‖ ciphertext). */
  seal(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url')}`;
  }

  /** The plain text, or undefined when `sealed` is not ours: another version, another key, another context, altered. */
  open(sealed: string, context: string): string | undefined {
    const prefix = `${VERSION}:`;
    if (!sealed.startsWith(prefix)) return undefined;
    const bytes = Buffer.from(sealed.slice(prefix.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return undefined; // the tag does not match
    }
  }

  /**
   * A keyed SHA-256 (HMAC) of a short secret that is only ever compared (recovery codes): unlike a plain hash, a copy
   * of the database alone does not let anyone try every possible code offline.
   */
  digest(text: string): string {
    return createHmac('sha256', this.hashKey).update(text, 'utf8').digest('hex');
  }
}
