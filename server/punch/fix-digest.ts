/**
 * A punch's fix as a keyed digest (docs/behaviour.md, "Position signals"): HMAC-SHA256 of the exact coordinates under a
 * key derived from the server's secret, so that the next punch can tell a fix repeated to the last decimal (a replayed
 * or faked position) without any coordinate being stored. Without the server's secret the digest cannot be checked
 * against guessed places.
 */
import { createHmac, hkdfSync } from 'node:crypto';

let derived: { secret: string; key: Buffer } | undefined;

/** The digest key: HKDF-SHA-256 of the JWT secret, with its own label (apart from every other key derived from it). */
function digestKey(serverSecret: string): Buffer {
  if (derived?.secret !== serverSecret) {
    derived = { secret: serverSecret, key: Buffer.from(hkdfSync('sha256', serverSecret, 'timbrature', 'punch fix digest', 32)) };
  }
  return derived.key;
}

/** base64url(HMAC-SHA256(key, 'latitude,longitude')), each number as JavaScript writes it (its shortest exact form). */
export function fixDigest(serverSecret: string, latitude: number, longitude: number): string {
  return createHmac('sha256', digestKey(serverSecret)).update(`${String(latitude)},${String(longitude)}`, 'utf8').digest('base64url');
}
