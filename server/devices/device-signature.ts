/**
 * Checks a device key's signature (docs/behaviour.md, "The device key"): ECDSA P-256 with SHA-256 over the UTF-8
 * text, the signature as WebCrypto gives it (r‖s, 64 bytes) in base64url.
 */
import { createPublicKey, verify, type KeyObject } from 'node:crypto';
import type { DevicePublicKey } from '../../src/core/contract';

/** Parsed keys of the devices seen lately: a punch then costs one verification, not a key import as well. */
const recentKeys = new Map<string, KeyObject>();
const RECENT_KEYS_KEPT = 5000;

export function isSignedBy(key: DevicePublicKey, message: string, signature: string): boolean {
  const publicKey = keyObject(key);
  if (!publicKey) return false;
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), { key: publicKey, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/** Two JWKs name the same key. */
export function sameKey(a: DevicePublicKey, b: DevicePublicKey): boolean {
  return a.x === b.x && a.y === b.y && a.crv === b.crv;
}

/** The key as Node's KeyObject, or undefined when the point is not on the curve (a forged or corrupted key). */
function keyObject(key: DevicePublicKey): KeyObject | undefined {
  const id = `${key.x}.${key.y}`;
  const known = recentKeys.get(id);
  if (known) return known;
  let parsed: KeyObject;
  try {
    parsed = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: key.x, y: key.y }, format: 'jwk' });
  } catch {
    return undefined;
  }
  if (recentKeys.size >= RECENT_KEYS_KEPT) recentKeys.delete(recentKeys.keys().next().value!);
  recentKeys.set(id, parsed);
  return parsed;
}
