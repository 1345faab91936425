/**
 * SubtleCryptoSha256: the Sha256 port over crypto.subtle.digest.
 * - Lower-case hex of the UTF-8 bytes.
 * - Rejects where SubtleCrypto is absent (browsers expose it only in secure contexts);
 *   the core then falls back to its simple hash: fingerprinting never shows the user an error.
 */
import type { Sha256 } from '../core/ports';

export class SubtleCryptoSha256 implements Sha256 {
  constructor(private readonly subtle: () => SubtleCrypto | undefined = () => globalThis.crypto?.subtle) {}

  async hex(text: string): Promise<string> {
    const subtle = this.subtle();
    if (!subtle) throw new Error('SubtleCrypto unavailable (not a secure context)');
    const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  }
}
