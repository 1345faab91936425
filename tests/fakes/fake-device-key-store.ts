/**
 * The DeviceKeyStore port with a real P-256 key (node:crypto), so that tests verify signatures as the server does:
 * over the message, by the public key the request presented. `FakeDeviceKeyStore.unavailable()` is a browser that
 * cannot keep a key (private browsing); `withoutKey()` one that can but has none yet. Everything answers at once
 * (synchronous crypto), so fake timers see no real asynchrony.
 */
import { createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { ApiPaths, type DevicePublicKey } from '../../src/core/contract';
import type { DeviceKeyStore } from '../../src/core/ports';
import type { FakeHttpTransport } from './fake-http-transport';

export class FakeDeviceKeyStore implements DeviceKeyStore {
  /** Every message signed, in order. */
  readonly signed: string[] = [];
  private key: { privateKey: KeyObject; jwk: DevicePublicKey } | null = null;

  private constructor(private readonly canKeep: boolean) {}

  /** A browser that kept its key (a phone that signed in before). */
  static withKey(): FakeDeviceKeyStore {
    const store = new FakeDeviceKeyStore(true);
    store.key = newKey();
    return store;
  }

  /** A browser that can keep a key and has none yet. */
  static withoutKey(): FakeDeviceKeyStore {
    return new FakeDeviceKeyStore(true);
  }

  /** A browser that cannot keep a key. */
  static unavailable(): FakeDeviceKeyStore {
    return new FakeDeviceKeyStore(false);
  }

  async available(): Promise<boolean> {
    return this.canKeep;
  }

  async publicKey(): Promise<DevicePublicKey | null> {
    return this.key?.jwk ?? null;
  }

  async ensureKey(): Promise<DevicePublicKey | null> {
    if (!this.canKeep) return null;
    this.key ??= newKey();
    return this.key.jwk;
  }

  async sign(message: string): Promise<string> {
    if (!this.key) throw new Error('No device key kept');
    this.signed.push(message);
    return sign('sha256', Buffer.from(message, 'utf8'), { key: this.key.privateKey, dsaEncoding: 'ieee-p1363' }).toString('base64url');
  }

  async forget(): Promise<void> {
    this.key = null;
  }
}

function newKey(): { privateKey: KeyObject; jwk: DevicePublicKey } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  return { privateKey, jwk: { kty: 'EC', crv: 'P-256', x: x!, y: y! } };
}

/** Whether `signature` (base64url r‖s) is the signature of `message` by `publicKey`: the server's check. */
export function verifiesWith(publicKey: DevicePublicKey, message: string, signature: string): boolean {
  const key = createPublicKey({ key: publicKey, format: 'jwk' });
  return verify('sha256', Buffer.from(message, 'utf8'), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
}

/**
 * Routes POST /api/auth/device-challenge/ on `http`, answering a new nonce each time; returns the nonces issued, in
 * order (a later `http.on` for the same route still wins).
 */
export function serveDeviceChallenges(http: FakeHttpTransport): string[] {
  const issued: string[] = [];
  http.on('POST', ApiPaths.deviceChallenge, () => {
    const nonce = `challenge-nonce-${String(issued.length + 1).padStart(8, '0')}`;
    issued.push(nonce);
    return { status: 200, body: { nonce, expires_in_seconds: 120 } };
  });
  return issued;
}
