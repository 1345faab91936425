/**
 * The device's identity (docs/behaviour.md, "The bound device").
 * - Device id: the stored 'deviceId', or a new UUID that is stored.
 * - Fingerprint: computed once per page session and cached; canvas/WebGL failures give '' and a SHA-256
 *   failure falls back to a simple hash; any other failure is logged and rethrown (and not cached).
 * - Recognition: the stored 'deviceFingerprint' hash equals the fresh one.
 */
import { deviceName, deviceType } from '../../domain';
import type { FingerprintSources, KeyValueStorage, Logger, Sha256, UuidGenerator } from '../../ports';
import { simpleHash, type DeviceFingerprint } from './device-fingerprint';

export class DeviceIdentity {
  private cached: Promise<DeviceFingerprint> | null = null;

  constructor(
    private readonly storage: KeyValueStorage,
    private readonly sources: FingerprintSources,
    private readonly sha256: Sha256,
    private readonly uuid: UuidGenerator,
    private readonly logger: Logger,
  ) {}

  /** The stored device id, or a new one that is stored at once. */
  deviceId(): string {
    const stored = this.storage.get('deviceId');
    if (stored) return stored;
    const created = this.uuid.next();
    this.storage.set('deviceId', created);
    return created;
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

  /** Remembers the current hash, so the next session recognises this device. */
  async save(): Promise<void> {
    this.storage.set('deviceFingerprint', (await this.fingerprint()).fingerprint);
  }

  /** Forgets the hash and the device id and drops the cached record. */
  clear(): void {
    this.storage.remove('deviceFingerprint');
    this.storage.remove('deviceId');
    this.cached = null;
  }

  private async compute(): Promise<DeviceFingerprint> {
    const env = this.sources.environment();
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
      timezone: env.timezone,
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
