export const FingerprintSources = Symbol('FingerprintSources');
/**
 * What only a device fingerprint reads: how this device's graphics stack renders. The hash also covers the user agent,
 * the screen and the platform, which come from DeviceEnvironment.
 */
export interface FingerprintSources {
  /** Data URL of a 200×50 canvas drawing; throws when canvas is unavailable. */
  canvas(): string;
  /** WebGL renderer, vendor, version and shading-language version joined by '~'; throws when unavailable. */
  webgl(): string;
}
