import {
  detectedDeviceKind,
  detectPlatform,
  deviceName,
  deviceType,
  isMobileDevice,
  MOBILE_MAX_WIDTH,
} from '../../../src/core/domain/platform';
import { Browsers } from './user-agents';

describe('detectPlatform (spec §4 Platform detection)', () => {
  it.each([
    ['iPhone', Browsers.iPhone, 'ios', true],
    ['iPad', Browsers.iPad, 'ios', true],
    ['iPadOS posing as a Mac, with touch points', Browsers.iPadAsMac, 'ios', true],
    ['Android phone', Browsers.androidPhone, 'android', true],
    ['Android tablet', Browsers.androidTablet, 'android', true],
    ['Windows', Browsers.windows, 'desktop', false],
    ['Mac without touch', Browsers.mac, 'desktop', false],
    ['Linux', Browsers.linux, 'desktop', false],
    ['unknown agent', Browsers.unknown, 'desktop', false],
  ] as const)('%s → %s (mobile %s)', (_name, env, platform, isMobile) => {
    expect(detectPlatform(env)).toEqual({ platform, isMobile, userAgent: env.userAgent });
  });

  it('a Mac with a single touch point stays desktop (more than one is required)', () => {
    expect(detectPlatform({ ...Browsers.mac, maxTouchPoints: 1 }).platform).toBe('desktop');
  });

  it('an iPod counts as iOS', () => {
    const iPod = 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_8 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    expect(detectPlatform({ userAgent: iPod, platform: 'iPod', maxTouchPoints: 5 }).platform).toBe('ios');
  });

  it('a desktop platform with a common mobile keyword is mobile', () => {
    const blackBerry = 'Mozilla/5.0 (BB10; Touch) AppleWebKit/537.10+ (KHTML, like Gecko) Version/10.0.9.2372 Mobile Safari/537.10+';
    expect(detectPlatform({ userAgent: blackBerry, platform: '', maxTouchPoints: 0 })).toMatchObject({
      platform: 'desktop',
      isMobile: true,
    });
  });
});

describe('detectedDeviceKind (access-restricted screen)', () => {
  it.each([
    ['iPhone', Browsers.iPhone, 'ios'],
    ['iPadOS as Mac', Browsers.iPadAsMac, 'ios'],
    ['Android', Browsers.androidPhone, 'android'],
    ['Windows', Browsers.windows, 'desktop'],
    ['Mac', Browsers.mac, 'desktop'],
    ['Linux', Browsers.linux, 'desktop'],
    ['unknown', Browsers.unknown, 'unknown'],
  ] as const)('%s → %s', (_name, env, kind) => {
    expect(detectedDeviceKind(env)).toBe(kind);
  });
});

describe('deviceType (spec §9)', () => {
  it.each([
    ['iPhone', Browsers.iPhone, 'mobile'],
    ['iPad', Browsers.iPad, 'tablet'],
    // From the agent alone an iPad asking for the desktop site cannot be told from a Mac.
    ['iPadOS as Mac', Browsers.iPadAsMac, 'desktop'],
    ['Android phone (has "Mobile")', Browsers.androidPhone, 'mobile'],
    ['Android tablet (no "Mobile")', Browsers.androidTablet, 'tablet'],
    ['Windows', Browsers.windows, 'desktop'],
    ['Mac', Browsers.mac, 'desktop'],
    ['Linux', Browsers.linux, 'desktop'],
    ['unknown', Browsers.unknown, 'unknown'],
  ] as const)('%s → %s', (_name, env, type) => {
    expect(deviceType(env.userAgent)).toBe(type);
  });
});

describe('deviceName (spec §9)', () => {
  it.each([
    ['iPhone', Browsers.iPhone, 'iPhone'],
    ['iPad', Browsers.iPad, 'iPad'],
    ['Android phone: its model', Browsers.androidPhone, 'Pixel 8'],
    ['Android tablet: its model', Browsers.androidTablet, 'SM-X700'],
    ['old Android: model after the locale, without the build', Browsers.oldAndroidWithLocale, 'Nexus S'],
    ['Chrome reduced agent: no real model', Browsers.androidReduced, 'Android Device'],
    ['Firefox for Android: no model', Browsers.firefoxAndroid, 'Android Device'],
    ['Windows', Browsers.windows, 'Windows PC'],
    ['Mac', Browsers.mac, 'Mac'],
    ['Linux', Browsers.linux, 'Linux PC'],
    ['unknown', Browsers.unknown, 'Unknown Device'],
  ] as const)('%s → %s', (_name, env, name) => {
    expect(deviceName(env.userAgent)).toBe(name);
  });

  it('an agent mentioning Android outside a parenthesis has no model', () => {
    expect(deviceName('SomeBot/1.0 Android')).toBe('Android Device');
  });
});

describe('isMobileDevice (spec §2 mobile detection)', () => {
  const desktop = { userAgent: Browsers.windows.userAgent, hasTouch: false, viewportWidth: 1280 };

  it('a wide desktop without touch is not mobile', () => {
    expect(isMobileDevice(desktop)).toBe(false);
  });

  it('a mobile browser identifier is enough', () => {
    expect(isMobileDevice({ ...desktop, userAgent: Browsers.androidPhone.userAgent })).toBe(true);
  });

  it('touch support is enough (e.g. a touch-screen laptop)', () => {
    expect(isMobileDevice({ ...desktop, hasTouch: true })).toBe(true);
  });

  it('a window of 768 px or less is enough; 769 px is not', () => {
    expect(MOBILE_MAX_WIDTH).toBe(768);
    expect(isMobileDevice({ ...desktop, viewportWidth: 768 })).toBe(true);
    expect(isMobileDevice({ ...desktop, viewportWidth: 769 })).toBe(false);
  });
});
