/**
 * BrowserFingerprintSources: the FingerprintSources port over navigator, screen, canvas and WebGL.
 * - environment(): user agent, platform, language, time zone (Intl), cookies, Do Not Track, touch points,
 *   screen size and depth, viewport width and touch support (read fresh on every call, so resizes count). The time
 *   zone is read only when asked for, once a page: a page's first Intl formatter starts ICU's formatting, about
 *   30 ms of a phone's main thread (120 ms at Lighthouse's 4× slowdown), and the start-up's reads (phone or desktop
 *   layout) never need it.
 * - canvas(): data URL of a fixed 200×50 drawing; throws when no 2D context exists.
 * - webgl(): renderer, vendor, version and shading-language version joined by '~'; throws without WebGL.
 *   The core turns those throws into empty strings: fingerprinting never shows the user an error.
 */
import type { EnvironmentInfo, FingerprintSources } from '../core/ports';

export class BrowserFingerprintSources implements FingerprintSources {
  constructor(private readonly win: Window = window) {}

  environment(): EnvironmentInfo {
    const { navigator: nav, screen } = this.win;
    return {
      userAgent: nav.userAgent,
      platform: nav.platform ?? '',
      language: nav.language ?? '',
      get timezone() {
        return pageTimeZone();
      },
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

  canvas(): string {
    const canvas = this.win.document.createElement('canvas');
    canvas.width = 200;
    canvas.height = 50;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('Canvas 2D context unavailable');
    // Text, fonts, emoji and blending render slightly differently per GPU, driver and font set.
    context.textBaseline = 'top';
    context.font = '14px Arial';
    context.fillStyle = '#f60';
    context.fillRect(125, 1, 62, 20);
    context.fillStyle = '#069';
    context.fillText('Timbrature 🕒 fingerprint', 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.fillText('Timbrature 🕒 fingerprint', 4, 17);
    return canvas.toDataURL();
  }

  webgl(): string {
    const canvas = this.win.document.createElement('canvas');
    const gl = (canvas.getContext('webgl') ?? canvas.getContext('experimental-webgl')) as WebGLRenderingContext | null;
    if (!gl) throw new Error('WebGL unavailable');
    return [gl.RENDERER, gl.VENDOR, gl.VERSION, gl.SHADING_LANGUAGE_VERSION]
      .map((parameter) => String(gl.getParameter(parameter) ?? ''))
      .join('~');
  }
}

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
