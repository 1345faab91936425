/**
 * The device key (docs/behaviour.md, "The device key"): one ECDSA P-256 key pair this browser keeps (WebCrypto in
 * IndexedDB in the browser), whose private half never leaves it. The server binds the public half to the account and
 * then recognises the phone by signatures only the key can make.
 */
import type { DevicePublicKey } from '../contract';

export const DeviceKeyStore = Symbol('DeviceKeyStore');
export interface DeviceKeyStore {
  /**
   * Whether this browser can keep a key: false where WebCrypto's P-256 or IndexedDB is missing, or creating or storing
   * a key fails (private browsing). Never rejects.
   */
  available(): Promise<boolean>;
  /** The public half of the kept key; null when none is kept. Never rejects. */
  publicKey(): Promise<DevicePublicKey | null>;
  /** The public half of the kept key, creating and keeping a key first when there is none; null when none can be kept. Never rejects. */
  ensureKey(): Promise<DevicePublicKey | null>;
  /**
   * The signature of the UTF-8 `message` by the kept key: ECDSA P-256 over SHA-256, the raw 64-byte r‖s in base64url
   * without padding. Rejects when no key is kept.
   */
  sign(message: string): Promise<string>;
  /** Deletes the kept key (the browser is then a new device). */
  forget(): Promise<void>;
}
