/**
 * BrowserDeviceEnvironment: the DeviceEnvironment port over navigator, screen, window and Intl.
 * - environment(): user agent, platform, language, cookies, Do Not Track, touch points, screen size and depth,
 *   viewport width and touch support, read fresh on every call (so resizes count).
 * - timeZone(): the IANA zone from Intl, read on the first call and kept for the page. A page's first Intl formatter
 *   starts ICU's formatting, about 30 ms of a phone's main thread (120 ms at Lighthouse's 4× slowdown): the start-up's
 *   layout check (phone or desktop) reads environment() only, so it never pays for it.
 */
import type { DeviceEnvironment, EnvironmentInfo } from '../core/ports';

export class BrowserDeviceEnvironment implements DeviceEnvironment {
  constructor(private readonly win: Window = window) {}

  environment(): EnvironmentInfo {
    const { navigator: nav, screen } = this.win;
    return {
      userAgent: nav.userAgent,
      platform: nav.platform ?? '',
      language: nav.language ?? '',
      cookieEnabled: nav.cookieEnabled ?? false,
      doNotTrack: nav.doNotTrack ?? null,
      maxTouchPoints: nav.maxTouchPoints ?? 0,
      screen: {
        width: screen?.width ?? 0,
        height: screen?.height ?? 0,
        colorDepth: screen?.colorDepth ?? 0,
        pixelDepth: screen?.pixelDepth ?? 0,
      },
      viewportWidth: this.win.innerWidth,
      hasTouch: 'ontouchstart' in this.win || (nav.maxTouchPoints ?? 0) > 0,
    };
  }

  timeZone(): string {
    return pageTimeZone();
  }
}

// Once a page, whichever instance asks: the zone does not change while the page lives.
let timeZone: string | undefined;

/** The browser's IANA time zone, read on first use ('' when Intl cannot tell). */
function pageTimeZone(): string {
  if (timeZone === undefined) {
    try {
      timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';
    } catch {
      timeZone = '';
    }
  }
  return timeZone;
}
