/**
 * Geolocation reports insecure contexts and unsupported browsers, and maps the browser's error codes to PositionError
 * kinds, for one fix and for a watch (which clearWatch ends).
 */
import { NavigatorGeolocation } from '../../src/adapters/navigator-geolocation';
import { PositionError } from '../../src/core/ports';

describe('NavigatorGeolocation', () => {
  const fix = { coords: { latitude: 45.1, longitude: 9.2, accuracy: 7, altitude: null, altitudeAccuracy: null, heading: null, speed: null }, timestamp: 1234 };
  const withGeolocation = (answer: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => void, isSecureContext = true) => {
    const calls: Array<PositionOptions | undefined> = [];
    const geolocation = {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback, options?: PositionOptions) => {
        calls.push(options);
        answer(ok, fail, options);
      },
    } as unknown as Geolocation;
    return { adapter: new NavigatorGeolocation({ isSecureContext, navigator: { geolocation } }), calls };
  };

  it("reports 'insecure-context' first and rejects without asking the browser", async () => {
    const { adapter, calls } = withGeolocation((ok) => ok(fix as GeolocationPosition), false);

    expect(adapter.availability()).toBe('insecure-context');
    await expect(adapter.getCurrentPosition({ enableHighAccuracy: true, timeoutMs: 15000, maximumAgeMs: 300000 })).rejects.toMatchObject({ kind: 'insecure-context' });
    expect(calls).toHaveLength(0);
  });

  it("reports 'unsupported' without navigator.geolocation", () => {
    expect(new NavigatorGeolocation({ isSecureContext: true, navigator: {} }).availability()).toBe('unsupported');
  });

  it('passes the options through and maps the fix', async () => {
    const { adapter, calls } = withGeolocation((ok) => ok(fix as GeolocationPosition));

    const position = await adapter.getCurrentPosition({ enableHighAccuracy: true, timeoutMs: 15000, maximumAgeMs: 300000 });

    expect(position).toEqual({ latitude: 45.1, longitude: 9.2, accuracy: 7, altitude: null, altitudeAccuracy: null, heading: null, speed: null, timestamp: 1234 });
    expect(calls[0]).toEqual({ enableHighAccuracy: true, timeout: 15000, maximumAge: 300000 });
  });

  it.each([
    [1, 'permission-denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
  ])('maps browser error code %i to %s', async (code, kind) => {
    const { adapter } = withGeolocation((_ok, fail) => fail({ code, message: 'x' } as GeolocationPositionError));

    const failure = adapter.getCurrentPosition({ enableHighAccuracy: true, timeoutMs: 1, maximumAgeMs: 0 });

    await expect(failure).rejects.toBeInstanceOf(PositionError);
    await expect(failure).rejects.toMatchObject({ kind });
  });

  describe('watchPosition', () => {
    const options = { enableHighAccuracy: true, timeoutMs: 15000, maximumAgeMs: 0 };

    /** A browser whose watch the test drives: `report` / `fail` call the latest watch's callbacks. */
    function watchingBrowser(isSecureContext = true) {
      const cleared: number[] = [];
      const started: Array<PositionOptions | undefined> = [];
      let callbacks: { ok: PositionCallback; fail: PositionErrorCallback } | null = null;
      const geolocation = {
        watchPosition: (ok: PositionCallback, fail: PositionErrorCallback, browserOptions?: PositionOptions) => {
          started.push(browserOptions);
          callbacks = { ok, fail };
          return 42;
        },
        clearWatch: (id: number) => cleared.push(id),
      } as unknown as Geolocation;
      const adapter = new NavigatorGeolocation({ isSecureContext, navigator: { geolocation } });
      return {
        adapter,
        cleared,
        started,
        report: () => callbacks!.ok(fix as GeolocationPosition),
        fail: (code: number) => callbacks!.fail({ code, message: 'x' } as GeolocationPositionError),
      };
    }

    it('reports every fix, maps the options, and clears the watch when unsubscribed', () => {
      const browser = watchingBrowser();
      const fixes: unknown[] = [];
      const stop = browser.adapter.watchPosition(options, (position) => fixes.push(position), () => undefined);

      browser.report();
      browser.report();
      expect(fixes).toHaveLength(2);
      expect(fixes[0]).toEqual({ latitude: 45.1, longitude: 9.2, accuracy: 7, altitude: null, altitudeAccuracy: null, heading: null, speed: null, timestamp: 1234 });
      expect(browser.started).toEqual([{ enableHighAccuracy: true, timeout: 15000, maximumAge: 0 }]);

      stop();
      stop();
      expect(browser.cleared).toEqual([42]);
      browser.report();
      expect(fixes).toHaveLength(2);
    });

    it.each([
      [1, 'permission-denied'],
      [2, 'unavailable'],
      [3, 'timeout'],
    ])('maps a watch failure with browser code %i to %s', (code, kind) => {
      const browser = watchingBrowser();
      const errors: PositionError[] = [];
      browser.adapter.watchPosition(options, () => undefined, (error) => errors.push(error));

      browser.fail(code);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toBeInstanceOf(PositionError);
      expect(errors[0]).toMatchObject({ kind });
    });

    it("reports 'insecure-context' after returning, without asking the browser, unless already ended", async () => {
      const browser = watchingBrowser(false);
      const errors: PositionError[] = [];
      browser.adapter.watchPosition(options, () => undefined, (error) => errors.push(error));
      expect(errors).toEqual([]);
      await Promise.resolve();
      expect(errors.map((error) => error.kind)).toEqual(['insecure-context']);
      expect(browser.started).toHaveLength(0);

      const ended: PositionError[] = [];
      const stop = browser.adapter.watchPosition(options, () => undefined, (error) => ended.push(error));
      stop();
      await Promise.resolve();
      expect(ended).toEqual([]);
    });
  });
});
