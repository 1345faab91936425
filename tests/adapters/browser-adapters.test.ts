/**
 * The browser adapters' boundary behaviours (their header comments): fetch timeouts and failures become
 * NetworkError kinds, storage failures are tolerated, geolocation reports insecure contexts and maps error codes,
 * the UUID fallback is a v4 UUID, SHA-256 is hex, the lifecycle reports the page becoming visible and reloads it, Nominatim answers map to the maps port at most once a second.
 */
import { webcrypto } from 'node:crypto';
import { BrowserFingerprintSources } from '../../src/adapters/browser-fingerprint-sources';
import { CryptoUuidGenerator } from '../../src/adapters/crypto-uuid-generator';
import { FetchHttpTransport } from '../../src/adapters/fetch-http-transport';
import { LocalStorageKeyValueStorage } from '../../src/adapters/local-storage-key-value-storage';
import { NavigatorGeolocation } from '../../src/adapters/navigator-geolocation';
import { NOMINATIM_MIN_INTERVAL_MS, NominatimMapsService } from '../../src/adapters/nominatim-maps-service';
import { SubtleCryptoSha256 } from '../../src/adapters/subtle-crypto-sha256';
import { WindowAppLifecycle } from '../../src/adapters/window-app-lifecycle';
import { MapsUnavailableError, NetworkError, PositionError } from '../../src/core/ports';
import { FakeClock, FakeHttpTransport, flushPromises, ok, status } from '../fakes';

/** The part of a fetch Response the adapter reads (jsdom has no Response class). */
const fakeResponse = (text: string, statusCode = 200, headers: Record<string, string> = {}) =>
  ({
    status: statusCode,
    text: async () => text,
    headers: { forEach: (visit: (value: string, name: string) => void) => Object.entries(headers).forEach(([name, value]) => visit(value, name)) },
  }) as unknown as Response;

const jsonResponse = (body: unknown, statusCode = 200) => fakeResponse(JSON.stringify(body), statusCode, { 'Content-Type': 'application/json' });

describe('FetchHttpTransport', () => {
  it('prefixes the base URL, sends JSON and reads JSON with any status', async () => {
    const calls: Array<[string, RequestInit]> = [];
    const transport = new FetchHttpTransport('https://api.example', async (url, init) => {
      calls.push([url, init]);
      return jsonResponse({ message: 'Invalid credentials' }, 401);
    });

    const response = await transport.send({ method: 'POST', path: '/api/auth/login/', body: { username: 'm' }, timeoutMs: 1000, headers: { Authorization: 'Bearer t' } });

    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: 'Invalid credentials' });
    expect(response.headers['content-type']).toBe('application/json');
    const [url, init] = calls[0];
    expect(url).toBe('https://api.example/api/auth/login/');
    expect(init.body).toBe('{"username":"m"}');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer t' });
  });

  it('reads text when asked, and answers an empty body with null', async () => {
    const transport = new FetchHttpTransport('', async (url) => (url.includes('csv') ? fakeResponse('a;b\n1;2') : fakeResponse('', 204)));

    expect((await transport.send({ method: 'GET', path: '/csv', timeoutMs: 1000, responseType: 'text' })).body).toBe('a;b\n1;2');
    expect((await transport.send({ method: 'DELETE', path: '/x', timeoutMs: 1000 })).body).toBeNull();
  });

  it("abandons a request after its timeout with NetworkError 'timeout'", async () => {
    const transport = new FetchHttpTransport('', (_url, init) =>
      new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))),
    );

    const failure = transport.send({ method: 'GET', path: '/slow', timeoutMs: 20 });

    await expect(failure).rejects.toBeInstanceOf(NetworkError);
    await expect(failure).rejects.toMatchObject({ kind: 'timeout' });
  });

  it("tells 'offline' from other network failures", async () => {
    const failing = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch');
    };
    const offline = new FetchHttpTransport('', failing, () => false);
    const online = new FetchHttpTransport('', failing, () => true);

    await expect(offline.send({ method: 'GET', path: '/', timeoutMs: 1000 })).rejects.toMatchObject({ kind: 'offline' });
    await expect(online.send({ method: 'GET', path: '/', timeoutMs: 1000 })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('LocalStorageKeyValueStorage', () => {
  it('stores, reads and removes values in localStorage', () => {
    const storage = new LocalStorageKeyValueStorage();
    storage.set('deviceId', 'abc');
    expect(window.localStorage.getItem('deviceId')).toBe('abc');
    expect(storage.get('deviceId')).toBe('abc');
    storage.remove('deviceId');
    expect(storage.get('deviceId')).toBeNull();
  });

  it('keeps working when storage throws or is missing', () => {
    const throwing = new LocalStorageKeyValueStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(throwing.get('accessToken')).toBeNull();
    expect(() => throwing.set('accessToken', 'x')).not.toThrow();
    expect(() => throwing.remove('accessToken')).not.toThrow();
    expect(new LocalStorageKeyValueStorage(() => null).get('accessToken')).toBeNull();
  });
});

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

describe('crypto adapters', () => {
  it('falls back to a v4 UUID from getRandomValues when randomUUID is missing', () => {
    const uuid = new CryptoUuidGenerator({ getRandomValues: webcrypto.getRandomValues.bind(webcrypto) as Crypto['getRandomValues'] }).next();
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('hashes UTF-8 text to lower-case hex SHA-256, and rejects without SubtleCrypto', async () => {
    const sha = new SubtleCryptoSha256(() => webcrypto.subtle as SubtleCrypto);
    expect(await sha.hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    await expect(new SubtleCryptoSha256(() => undefined).hex('abc')).rejects.toThrow();
  });
});

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

/** The adapter on a virtual clock (the throttle waits through the Scheduler port). */
function nominatim(http: FakeHttpTransport, clock = new FakeClock()) {
  return new NominatimMapsService(http, clock, clock);
}

describe('NominatimMapsService', () => {
  it('geocodes to the best match in Italian', async () => {
    const http = new FakeHttpTransport().on('GET', '/search', ok([{ lat: '45.4642', lon: '9.19', display_name: 'Piazza del Duomo, Milano' }]));

    const place = await nominatim(http).geocode('Duomo Milano');

    expect(place).toEqual({ latitude: 45.4642, longitude: 9.19, label: 'Piazza del Duomo, Milano' });
    expect(http.last('GET', '/search').path).toContain('accept-language=it');
    expect(http.last('GET', '/search').path).toContain('limit=1');
  });

  it('answers null when nothing is found, and [] for blank autocomplete text without asking', async () => {
    const http = new FakeHttpTransport().on('GET', '/search', ok([])).on('GET', '/reverse', ok({ error: 'Unable to geocode' }));
    const clock = new FakeClock();
    const maps = nominatim(http, clock);

    expect(await maps.geocode('zzzz')).toBeNull();
    const reverse = maps.reverseGeocode({ latitude: 0, longitude: 0 });
    await clock.advance(NOMINATIM_MIN_INTERVAL_MS);
    expect(await reverse).toBeNull();
    expect(await maps.autocomplete('   ')).toEqual([]);
    expect(http.sent('GET', '/search')).toHaveLength(1);
  });

  it('turns failures into MapsUnavailableError', async () => {
    const down = nominatim(new FakeHttpTransport().on('GET', '/reverse', status(503)));
    const offline = nominatim(new FakeHttpTransport().on('GET', '/search', new NetworkError('offline', 'offline')));

    await expect(down.reverseGeocode({ latitude: 45, longitude: 9 })).rejects.toBeInstanceOf(MapsUnavailableError);
    await expect(offline.autocomplete('Via Roma')).rejects.toBeInstanceOf(MapsUnavailableError);
  });

  it('sends at most one request per second, in call order (Nominatim usage policy)', async () => {
    const http = new FakeHttpTransport()
      .on('GET', '/search', ok([{ lat: '45.4642', lon: '9.19', display_name: 'Piazza del Duomo, Milano' }]))
      .on('GET', '/reverse', ok({ display_name: 'Via Po 1, Torino' }));
    const clock = new FakeClock();
    const maps = nominatim(http, clock);

    const first = maps.geocode('Duomo');
    const second = maps.reverseGeocode({ latitude: 45.07, longitude: 7.68 });
    const third = maps.geocode('Castello');
    await flushPromises();
    expect(http.requests).toHaveLength(1);
    await clock.advance(NOMINATIM_MIN_INTERVAL_MS - 1);
    expect(http.requests).toHaveLength(1);
    await clock.advance(1);
    expect(http.requests.map((r) => r.path.split('?')[0])).toEqual(['/search', '/reverse']);
    await clock.advance(NOMINATIM_MIN_INTERVAL_MS);
    expect(http.requests).toHaveLength(3);
    expect(http.requests[2]!.path).toContain('q=Castello');
    await expect(Promise.all([first, second, third])).resolves.toEqual([
      { latitude: 45.4642, longitude: 9.19, label: 'Piazza del Duomo, Milano' },
      'Via Po 1, Torino',
      { latitude: 45.4642, longitude: 9.19, label: 'Piazza del Duomo, Milano' },
    ]);

    // A request after a quiet second goes at once.
    await clock.advance(5000);
    const later = maps.geocode('Duomo');
    await flushPromises();
    expect(http.requests).toHaveLength(4);
    await later;
  });

  it('coalesces autocompletes waiting for their slot: only the newest text is asked, the older get []', async () => {
    const http = new FakeHttpTransport().on('GET', '/search', ok([{ lat: '45.4642', lon: '9.19', display_name: 'Piazza del Duomo, Milano' }]));
    const clock = new FakeClock();
    const maps = nominatim(http, clock);

    await maps.geocode('Duomo');
    const older = maps.autocomplete('Piazza');
    const newer = maps.autocomplete('Piazza del');
    const newest = maps.autocomplete('Piazza del Duomo');
    await expect(older).resolves.toEqual([]);
    await expect(newer).resolves.toEqual([]);
    await clock.advance(NOMINATIM_MIN_INTERVAL_MS);
    await expect(newest).resolves.toEqual([{ latitude: 45.4642, longitude: 9.19, label: 'Piazza del Duomo, Milano' }]);
    expect(http.requests).toHaveLength(2);
    expect(http.requests[1]!.path).toContain('q=Piazza+del+Duomo');
    expect(http.requests[1]!.path).toContain('limit=5');
  });
});

describe('WindowAppLifecycle', () => {
  /** A window whose document visibility the test sets, and whose reload is recorded (jsdom cannot navigate). */
  function fakeWindow() {
    const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
    const location = { reload: jest.fn() };
    const win = Object.assign(new EventTarget(), { document, location });
    const show = (state: DocumentVisibilityState) => {
      document.visibilityState = state;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    return { win: win as unknown as Window, location, show };
  }

  it('reports the page becoming visible again, not hidden, until unsubscribed', () => {
    const { win, show } = fakeWindow();
    const visible = jest.fn();
    const stop = new WindowAppLifecycle(win).onVisible(visible);
    show('hidden');
    expect(visible).not.toHaveBeenCalled();
    show('visible');
    expect(visible).toHaveBeenCalledTimes(1);
    stop();
    show('visible');
    expect(visible).toHaveBeenCalledTimes(1);
  });

  it('reloads the page', () => {
    const { win, location } = fakeWindow();
    new WindowAppLifecycle(win).reload();
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
