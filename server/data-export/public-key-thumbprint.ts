/** The short name of a device key (docs/behaviour.md, "My data"): its RFC 7638 JWK thumbprint. */
import { createHash } from 'node:crypto';
import type { DevicePublicKey } from '../../src/core/contract';

/** SHA-256 of the key's required members in lexicographic order, without spaces, in base64url (43 characters). */
export function publicKeyThumbprint(key: DevicePublicKey | null): string | null {
  if (!key) return null;
  const canonical = JSON.stringify({ crv: key.crv, kty: key.kty, x: key.x, y: key.y });
  return createHash('sha256').update(canonical, 'utf8').digest('base64url');
}
