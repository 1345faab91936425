/**
 * Geolocation reports insecure contexts and unsupported browsers, and maps the browser's error codes to PositionError
 * kinds.
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
});
