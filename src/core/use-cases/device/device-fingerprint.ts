import type { ScreenInfo } from '../../ports';

/** What the app knows of this device, and the hash the server recognises it by (docs/behaviour.md, "The bound device"). */
export interface DeviceFingerprint {
  /** Generated UUID, kept in storage under 'deviceId'. */
  deviceId: string;
  /** SHA-256 hex over userAgent, screen, platform, canvas and webgl (a simple hash when SHA-256 is unavailable). */
  fingerprint: string;
  deviceName: string;
  deviceType: string;
  userAgent: string;
  screen: ScreenInfo;
  timezone: string;
  language: string;
  platform: string;
  cookieEnabled: boolean;
  doNotTrack: string | null;
  /** Canvas data URL, '' when canvas fingerprinting failed. */
  canvas: string;
  /** WebGL renderer~vendor~version~shading, '' when WebGL fingerprinting failed. */
  webgl: string;
}

/**
 * A non-cryptographic 32-bit string hash in hex, the fallback when secure hashing fails (SubtleCrypto exists only
 * in a secure context).
 * Stable across sessions, which is all device recognition needs.
 */
export function simpleHash(text: string): string {
  let hash = 0;
  for (let i = 0; i < text.length; i++) {
    hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}
