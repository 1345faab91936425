/** The raw facts a device fingerprint is made of (only userAgent, screen, platform, canvas and WebGL go into the hash). */
export interface ScreenInfo {
  width: number;
  height: number;
  colorDepth: number;
  pixelDepth: number;
}

export interface EnvironmentInfo {
  userAgent: string;
  platform: string;
  language: string;
  timezone: string;
  cookieEnabled: boolean;
  doNotTrack: string | null;
  maxTouchPoints: number;
  screen: ScreenInfo;
  /** window.innerWidth; used by mobile detection (≤ 768 px counts as mobile). */
  viewportWidth: number;
  hasTouch: boolean;
}

export const FingerprintSources = Symbol('FingerprintSources');
export interface FingerprintSources {
  environment(): EnvironmentInfo;
  /** Data URL of a 200×50 canvas drawing; throws when canvas is unavailable. */
  canvas(): string;
  /** WebGL renderer, vendor, version and shading-language version joined by '~'; throws when unavailable. */
  webgl(): string;
}
