/**
 * Device challenges (docs/behaviour.md, "The device key"): what a device key signs so that a signature cannot be
 * replayed. A challenge is 16 random bytes and its expiry, authenticated by the server (HMAC-SHA256 under a key
 * derived from the JWT secret), so issuing one stores nothing and any server sharing the secret can check it; that it
 * is accepted once is the job of used-device-challenge.repository.ts.
 */
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DeviceChallengeResponse } from '../../src/core/contract';

const RANDOM_BYTES = 16;
const EXPIRY_BYTES = 4; // seconds since the epoch, unsigned: enough until 2106
const MAC_BYTES = 16;
const NONCE_BYTES = RANDOM_BYTES + EXPIRY_BYTES + MAC_BYTES;

export interface IssuedChallenge {
  nonce: string;
  expiresAt: Date;
}

export class DeviceChallenges {
  private readonly key: Buffer;

  constructor(
    serverSecret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, 'timbrature', 'device challenges', 32));
  }

  /** A new challenge, for the answer of POST /api/auth/device-challenge/. */
  issue(): DeviceChallengeResponse {
    const payload = Buffer.alloc(RANDOM_BYTES + EXPIRY_BYTES);
    randomBytes(RANDOM_BYTES).copy(payload);
    payload.writeUInt32BE(Math.floor(this.now() / 1000) + this.ttlSeconds, RANDOM_BYTES);
    const nonce = Buffer.concat([payload, this.mac(payload)]).toString('base64url');
    return { nonce, expires_in_seconds: this.ttlSeconds };
  }

  /** The challenge's expiry when this server issued it and it has not expired; undefined otherwise. */
  check(nonce: string): IssuedChallenge | undefined {
    const raw = Buffer.from(nonce, 'base64url');
    if (raw.length !== NONCE_BYTES || raw.toString('base64url') !== nonce) return undefined;
    const payload = raw.subarray(0, RANDOM_BYTES + EXPIRY_BYTES);
    if (!timingSafeEqual(raw.subarray(RANDOM_BYTES + EXPIRY_BYTES), this.mac(payload))) return undefined;
    const expiresAt = new Date(payload.readUInt32BE(RANDOM_BYTES) * 1000);
    return expiresAt.getTime() > this.now() ? { nonce, expiresAt } : undefined;
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key).update(payload).digest().subarray(0, MAC_BYTES);
  }
}
