/**
 * The device's identity (docs/behaviour.md, "The bound device", "The device key").
 * - Device id: the stored 'deviceId', else a new UUID, the same for the whole page session. It is stored when a
 *   sign-in binds it (save()) and only where the browser keeps a device key: a browser that cannot keep one is a new
 *   device at every page load.
 * - Device key: the key pair of the DeviceKeyStore, created at the first sign-in; it signs the device's proofs.
 * - Fingerprint: computed once per page session and cached; canvas/WebGL failures give '' and a SHA-256
 *   failure falls back to a simple hash; any other failure is logged and rethrown (and not cached).
 * - Recognition: the stored 'deviceFingerprint' hash equals the fresh one.
 */
import { deviceName, deviceType } from '../../domain';
import type { DevicePublicKey } from '../../contract';
import type { DeviceEnvironment, DeviceKeyStore, FingerprintSources, KeyValueStorage, Logger, Sha256, UuidGenerator } from '../../ports';
import { simpleHash, type DeviceFingerprint } from './device-fingerprint';

export class DeviceIdentity {
  private cached: Promise<DeviceFingerprint> | null = null;
  /** The id of this page session: read or created once, so that what a sign-in bound is what the punches send. */
  private id: string | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly environment: DeviceEnvironment,
    private readonly sources: FingerprintSources,
    private readonly sha256: Sha256,
    private readonly uuid: UuidGenerator,
    private readonly logger: Logger,
    private readonly keys: DeviceKeyStore,
  ) {}

  /** The stored device id, else a new one kept for this page session (stored by save()). */
  deviceId(): string {
    this.id ??= this.storage.get('deviceId') ?? this.uuid.next();
    return this.id;
  }

  /** The fingerprint record, computed on the first call of the page session. */
  fingerprint(): Promise<DeviceFingerprint> {
    if (!this.cached) {
      this.cached = this.compute().catch((error: unknown) => {
        this.cached = null;
        this.logger.error('Device fingerprint generation failed', error);
        throw error;
      });
    }
    return this.cached;
  }

  /** True when a hash was saved earlier and equals the current one. */
  async isRecognized(): Promise<boolean> {
    const stored = this.storage.get('deviceFingerprint');
    if (!stored) return false;
    return stored === (await this.fingerprint()).fingerprint;
  }

  /**
   * After a sign-in or a registration bound this device: remembers the current hash, and the device id where the
   * browser keeps the device key; without a key the id is forgotten, so the next page load is a new device.
   */
  async save(): Promise<void> {
    this.storage.set('deviceFingerprint', (await this.fingerprint()).fingerprint);
    if (await this.hasKey()) this.storage.set('deviceId', this.deviceId());
    else this.storage.remove('deviceId');
  }

  /** Forgets the hash, the device id and the device key, and drops the cached record. */
  async clear(): Promise<void> {
    this.storage.remove('deviceFingerprint');
    this.storage.remove('deviceId');
    this.id = null;
    this.cached = null;
    await this.keys.forget();
  }

  /** Whether this browser can keep a device key (the login screen says so when it cannot). */
  canKeepKey(): Promise<boolean> {
    return this.keys.available();
  }

  /** The public half of the device key, created on first use: what a sign-in presents. Null without a key store. */
  ensureKey(): Promise<DevicePublicKey | null> {
    return this.keys.ensureKey();
  }

  /** Whether the device holds a key, so that its requests can carry a proof by it. */
  async hasKey(): Promise<boolean> {
    return (await this.keys.publicKey()) !== null;
  }

  /** The signature of `message` by the device key (base64url r‖s); rejects without a key. */
  sign(message: string): Promise<string> {
    return this.keys.sign(message);
  }

  private async compute(): Promise<DeviceFingerprint> {
    const env = this.environment.environment();
    const canvas = this.orEmpty(() => this.sources.canvas());
    const webgl = this.orEmpty(() => this.sources.webgl());
    const hashed = JSON.stringify({ userAgent: env.userAgent, screen: env.screen, platform: env.platform, canvas, webgl });
    return {
      deviceId: this.deviceId(),
      fingerprint: await this.hash(hashed),
      deviceName: deviceName(env.userAgent),
      deviceType: deviceType(env.userAgent),
      userAgent: env.userAgent,
      screen: env.screen,
      timezone: this.environment.timeZone(),
      language: env.language,
      platform: env.platform,
      cookieEnabled: env.cookieEnabled,
      doNotTrack: env.doNotTrack,
      canvas,
      webgl,
    };
  }

  private orEmpty(read: () => string): string {
    try {
      return read();
    } catch {
      return '';
    }
  }

  private async hash(text: string): Promise<string> {
    try {
      return await this.sha256.hex(text);
    } catch {
      return simpleHash(text);
    }
  }
}
