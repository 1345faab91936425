/**
 * CryptoUuidGenerator: the UuidGenerator port.
 * - crypto.randomUUID where present (secure contexts only);
 * - else a v4 UUID from crypto.getRandomValues (available on plain http too);
 * - else Math.random, the last resort of very old browsers (a device id needs uniqueness, not secrecy).
 */
import type { UuidGenerator } from '../core/ports';

export class CryptoUuidGenerator implements UuidGenerator {
  constructor(private readonly crypto: Partial<Crypto> | undefined = globalThis.crypto) {}

  next(): string {
    if (typeof this.crypto?.randomUUID === 'function') return this.crypto.randomUUID();
    const bytes = new Uint8Array(16);
    if (typeof this.crypto?.getRandomValues === 'function') this.crypto.getRandomValues(bytes);
    else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
    bytes[6] = (bytes[6] & 0x0f) | 0x40; // version 4
    bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
    const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }
}
