/** The environment read from the browser; canvas and WebGL throw where there is no context. */
import { BrowserFingerprintSources } from '../../src/adapters/browser-fingerprint-sources';
import { isMobileDevice } from '../../src/core/domain';

describe('BrowserFingerprintSources', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the environment, with the time zone from Intl and the viewport width', () => {
    const env = new BrowserFingerprintSources().environment();
    expect(env.userAgent).toBe(navigator.userAgent);
    expect(env.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(env.viewportWidth).toBe(window.innerWidth);
  });

  it('reads the time zone only when asked for, once a page: the layout read at start-up starts no Intl formatter', () => {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { BrowserFingerprintSources: Fresh } = require('../../src/adapters/browser-fingerprint-sources') as typeof import('../../src/adapters/browser-fingerprint-sources');
      const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
      const formatter = jest.spyOn(Intl, 'DateTimeFormat');
      const sources = new Fresh();

      const env = sources.environment();
      isMobileDevice(env); // what the start-up reads: phone or desktop layout
      expect(formatter).not.toHaveBeenCalled();
      expect(env.timezone).toBe(zone);
      expect(sources.environment().timezone).toBe(zone);
      expect(formatter).toHaveBeenCalledTimes(1);
    });
  });

  it('throws for canvas and WebGL where the browser offers no context, so the core can use empty strings', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const sources = new BrowserFingerprintSources();
    expect(() => sources.canvas()).toThrow();
    expect(() => sources.webgl()).toThrow();
  });
});
