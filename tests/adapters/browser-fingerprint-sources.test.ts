/** The environment read from the browser; canvas and WebGL throw where there is no context. */
import { BrowserFingerprintSources } from '../../src/adapters/browser-fingerprint-sources';

describe('BrowserFingerprintSources', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the environment, with the time zone from Intl and the viewport width', () => {
    const env = new BrowserFingerprintSources().environment();
    expect(env.userAgent).toBe(navigator.userAgent);
    expect(env.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(env.viewportWidth).toBe(window.innerWidth);
  });

  it('throws for canvas and WebGL where the browser offers no context, so the core can use empty strings', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const sources = new BrowserFingerprintSources();
    expect(() => sources.canvas()).toThrow();
    expect(() => sources.webgl()).toThrow();
  });
});
