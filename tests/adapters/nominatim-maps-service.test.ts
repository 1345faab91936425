/** Nominatim's answers mapped to the maps port, at most one request a second. */
import { NOMINATIM_MIN_INTERVAL_MS, NominatimMapsService } from '../../src/adapters/nominatim-maps-service';
import { MapsUnavailableError, NetworkError } from '../../src/core/ports';
import { FakeClock, FakeHttpTransport, flushPromises, ok, status } from '../fakes';

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
