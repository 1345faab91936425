/** Canvas and WebGL read from the browser; they throw where there is no context. */
import { BrowserFingerprintSources } from '../../src/adapters/browser-fingerprint-sources';

describe('BrowserFingerprintSources', () => {
  afterEach(() => jest.restoreAllMocks());

  it('throws for canvas and WebGL where the browser offers no context, so the core can use empty strings', () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    const sources = new BrowserFingerprintSources();
    expect(() => sources.canvas()).toThrow();
    expect(() => sources.webgl()).toThrow();
  });
});
