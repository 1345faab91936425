import { MOBILE_MAX_WIDTH } from '../../../src/core/domain/constants';
import { detectedDeviceKind, detectPlatform, deviceName, deviceType, isMobileDevice } from '../../../src/core/domain/platform';
import { BrowserMother as Browsers } from '../../mothers';

describe('what the platform rules read in each browser', () => {
  it.each([
    // browser, detectPlatform (platform, mobile), detectedDeviceKind, deviceType, deviceName
    ['iPhone', Browsers.iPhone, 'ios', true, 'ios', 'mobile', 'iPhone'],
    ['iPad', Browsers.iPad, 'ios', true, 'ios', 'tablet', 'iPad'],
    // iPadOS posing as a Mac: only its touch points tell the platform; from the agent alone it is a Mac.
    ['iPadOS as a Mac', Browsers.iPadAsMac, 'ios', true, 'ios', 'desktop', 'Mac'],
    ['Android phone (has "Mobile")', Browsers.androidPhone, 'android', true, 'android', 'mobile', 'Pixel 8'],
    ['Android tablet (no "Mobile")', Browsers.androidTablet, 'android', true, 'android', 'tablet', 'SM-X700'],
    ['old Android: model after the locale, without the build', Browsers.oldAndroidWithLocale, 'android', true, 'android', 'mobile', 'Nexus S'],
    ["Chrome's reduced agent: no real model", Browsers.androidReduced, 'android', true, 'android', 'mobile', 'Android Device'],
    ['Firefox for Android: no model', Browsers.firefoxAndroid, 'android', true, 'android', 'mobile', 'Android Device'],
    ['Windows', Browsers.windows, 'desktop', false, 'desktop', 'desktop', 'Windows PC'],
    ['Mac without touch', Browsers.mac, 'desktop', false, 'desktop', 'desktop', 'Mac'],
    ['Linux', Browsers.linux, 'desktop', false, 'desktop', 'desktop', 'Linux PC'],
    ['unknown agent', Browsers.unknown, 'desktop', false, 'unknown', 'unknown', 'Unknown Device'],
  ] as const)('%s', (_browser, env, platform, isMobile, kind, type, name) => {
    expect({
      platform: detectPlatform(env),
      kind: detectedDeviceKind(env),
      type: deviceType(env.userAgent),
      name: deviceName(env.userAgent),
    }).toEqual({ platform: { platform, isMobile, userAgent: env.userAgent }, kind, type, name });
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

  it('an agent mentioning Android outside a parenthesis has no model', () => {
    expect(deviceName('SomeBot/1.0 Android')).toBe('Android Device');
  });
});

describe('isMobileDevice', () => {
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
