/**
 * The tests' own TOTP (RFC 6238 over RFC 4226's HOTP: HMAC-SHA-1, dynamic truncation), written from the RFCs and
 * independent of the server's library, so that the server is checked against the standard, not against itself.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4226 HOTP: the `digits` last decimal digits of the truncated HMAC-SHA-1 of the 8-byte big-endian counter. */
export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', key).update(message).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP at `unixSeconds`, 30-second steps from the epoch. */
export function totp(key: Buffer, unixSeconds: number, digits = 6): string {
  return hotp(key, Math.floor(unixSeconds / 30), digits);
}

/** RFC 4648 base32 (no padding expected) to bytes. */
export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const character of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(character);
    if (index < 0) throw new Error(`not base32: ${character}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4648 base32 without padding. */
export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let text = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31];
  return text;
}

/** The 6-digit code of a base32 secret at `epochMs` plus `steps` 30-second steps. */
export function codeAt(secretBase32: string, epochMs: number, steps = 0): string {
  return totp(base32Decode(secretBase32), Math.floor(epochMs / 1000) + steps * 30);
}
