import type { DeviceEnvironment, EnvironmentInfo } from '../../src/core/ports';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** The browser the app runs in, an iPhone in Rome by default; tests replace `env` or `zone` at will. */
export class FakeDeviceEnvironment implements DeviceEnvironment {
  env: EnvironmentInfo = {
    userAgent: IPHONE_UA,
    platform: 'iPhone',
    language: 'it-IT',
    cookieEnabled: true,
    doNotTrack: null,
    maxTouchPoints: 5,
    screen: { width: 390, height: 844, colorDepth: 24, pixelDepth: 24 },
    viewportWidth: 390,
    hasTouch: true,
  };
  zone = 'Europe/Rome';

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
    return this.env;
  }

  timeZone(): string {
    return this.zone;
  }
}
