/** The environment and the time zone read from the browser. */
import { BrowserDeviceEnvironment } from '../../src/adapters/browser-device-environment';
import { isMobileDevice } from '../../src/core/domain';

describe('BrowserDeviceEnvironment', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the environment, with the viewport width, and the time zone from Intl', () => {
    const browser = new BrowserDeviceEnvironment();
    const env = browser.environment();
    expect(env.userAgent).toBe(navigator.userAgent);
    expect(env.viewportWidth).toBe(window.innerWidth);
    expect(browser.timeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('reads the time zone only when asked for, once a page: the layout read at start-up starts no Intl formatter', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { BrowserDeviceEnvironment: Fresh } = require('../../src/adapters/browser-device-environment') as typeof import('../../src/adapters/browser-device-environment');
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const formatter = jest.spyOn(Intl, 'DateTimeFormat');
      const browser = new Fresh();

      isMobileDevice(browser.environment()); // what the start-up reads: phone or desktop layout
      expect(formatter).not.toHaveBeenCalled();
      expect(browser.timeZone()).toBe(zone);
      expect(new Fresh().timeZone()).toBe(zone);
      expect(formatter).toHaveBeenCalledTimes(1);
    });
  });

  it("answers '' for the time zone when Intl cannot tell", () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { BrowserDeviceEnvironment: Fresh } = require('../../src/adapters/browser-device-environment') as typeof import('../../src/adapters/browser-device-environment');
      jest.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
        throw new RangeError('no ICU');
      });
      expect(new Fresh().timeZone()).toBe('');
    });
  });
});
