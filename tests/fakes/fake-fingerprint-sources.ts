import { createHash } from 'node:crypto';
import type { EnvironmentInfo, FingerprintSources, Sha256, UuidGenerator } from '../../src/core/ports';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The raw device facts, an iPhone by default; canvas/WebGL can be made to fail. */
export class FakeFingerprintSources implements FingerprintSources {
  env: EnvironmentInfo = {
    userAgent: IPHONE_UA,
    platform: 'iPhone',
    language: 'it-IT',
    timezone: 'Europe/Rome',
    cookieEnabled: true,
    doNotTrack: null,
    maxTouchPoints: 5,
    screen: { width: 390, height: 844, colorDepth: 24, pixelDepth: 24 },
    viewportWidth: 390,
    hasTouch: true,
  };
  canvasValue: string | Error = 'data:image/png;base64,CANVAS';
  webglValue: string | Error = 'Apple GPU~Apple Inc.~WebGL 1.0~WebGL GLSL ES 1.0';
  environmentCalls = 0;

  /** Becomes a desktop browser: no mobile keyword, no touch, a 1280 px window on a 1920 × 1080 screen. */
  useDesktop(): void {
    this.env = {
      ...this.env,
      userAgent: DESKTOP_UA,
      platform: 'Win32',
      maxTouchPoints: 0,
      hasTouch: false,
      viewportWidth: 1280,
      screen: { width: 1920, height: 1080, colorDepth: 24, pixelDepth: 24 },
    };
  }

  environment(): EnvironmentInfo {
    this.environmentCalls++;
    return this.env;
  }

  canvas(): string {
    if (this.canvasValue instanceof Error) throw this.canvasValue;
    return this.canvasValue;
  }

  webgl(): string {
    if (this.webglValue instanceof Error) throw this.webglValue;
    return this.webglValue;
  }
}

/** A real SHA-256 (node:crypto) that can be made to reject, as when secure hashing is unavailable. */
export class FakeSha256 implements Sha256 {
  failing = false;
  calls = 0;

  async hex(text: string): Promise<string> {
    this.calls++;
    if (this.failing) throw new Error('crypto.subtle unavailable');
    return createHash('sha256').update(text, 'utf8').digest('hex');
  }
}

/** Predictable ids: 'uuid-1', 'uuid-2', … */
export class FakeUuidGenerator implements UuidGenerator {
  private count = 0;

  next(): string {
    return `uuid-${++this.count}`;
  }
}
