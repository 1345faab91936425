import type { BrowserContext, Route } from 'playwright-core';

/** A valid 1×1 grey PNG: enough for OpenLayers to draw a "tile" without the internet. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mO8cPr0fwAHdgLzhNzp+gAAAABJRU5ErkJggg==',
  'base64',
);

/** A place the fake geocoder knows (what Nominatim would answer for a search). */
export interface FakePlace {
  label: string;
  latitude: number;
  longitude: number;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
};

/** Everything the app may ask the outside world for, and what the stand-ins served (for assertions). */
export class NetworkStandIns {
  readonly tileRequests: string[] = [];
  readonly geocoderRequests: string[] = [];
  readonly blockedRequests: string[] = [];

  constructor(private readonly places: FakePlace[] = []) {}

  /**
   * No request leaves localhost: OSM tile servers get the local PNG, a Nominatim server gets fake JSON
   * built from `places`, anything else is aborted and recorded.
   */
  async install(context: BrowserContext): Promise<void> {
    await context.route((url) => !isLocal(url), (route) => this.answer(route));
  }

  private async answer(route: Route): Promise<void> {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    if (/\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      this.tileRequests.push(url.href);
      return route.fulfill({ status: 200, contentType: 'image/png', headers: CORS, body: TILE_PNG });
    }
    if (url.hostname.includes('nominatim') || /^\/(search|reverse)/.test(url.pathname)) {
      this.geocoderRequests.push(url.href);
      return route.fulfill({ status: 200, contentType: 'application/json', headers: CORS, body: JSON.stringify(this.geocode(url)) });
    }
    this.blockedRequests.push(url.href);
    return route.abort('internetdisconnected');
  }

  /** Nominatim's jsonv2 shapes: /search → array of places, /reverse → one place. */
  private geocode(url: URL): unknown {
    if (url.pathname.startsWith('/reverse')) {
      const lat = Number(url.searchParams.get('lat'));
      const lon = Number(url.searchParams.get('lon'));
      const nearest = [...this.places].sort(
        (a, b) => Math.hypot(a.latitude - lat, a.longitude - lon) - Math.hypot(b.latitude - lat, b.longitude - lon),
      )[0];
      const label = nearest?.label ?? `Punto ${lat.toFixed(5)}, ${lon.toFixed(5)}`;
      return { lat: String(lat), lon: String(lon), display_name: label };
    }
    const query = (url.searchParams.get('q') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 10);
    return this.places
      .filter((place) => place.label.toLowerCase().includes(query))
      .slice(0, limit)
      .map((place) => ({ lat: String(place.latitude), lon: String(place.longitude), display_name: place.label }));
  }
}

function isLocal(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) || url.protocol === 'data:' || url.protocol === 'blob:';
}
