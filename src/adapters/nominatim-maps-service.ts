/**
 * NominatimMapsService: the MapsService port over an OpenStreetMap Nominatim server
 * (https://nominatim.org/release-docs/latest/api/Overview/), reached through an HttpTransport whose base URL is
 * the Nominatim server's.
 * - geocode: /search, best match or null; reverseGeocode: /reverse, display name or null;
 *   autocomplete: /search with up to 5 matches ([] for blank text). Results in Italian (accept-language=it).
 * - Transport failures and non-2xx answers → MapsUnavailableError. Debouncing keystrokes is the caller's job
 *   (Nominatim's usage policy allows about one request per second).
 */
import { MapsUnavailableError, type GeoPoint, type HttpTransport, type MapsService, type PlaceSuggestion } from '../core/ports';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
}

const TIMEOUT_MS = 10000;
const AUTOCOMPLETE_LIMIT = 5;

export class NominatimMapsService implements MapsService {
  constructor(private readonly transport: HttpTransport) {}

  async geocode(address: string): Promise<PlaceSuggestion | null> {
    const places = await this.search(address, 1);
    return places[0] ?? null;
  }

  async reverseGeocode(point: GeoPoint): Promise<string | null> {
    const query = new URLSearchParams({
      lat: String(point.latitude),
      lon: String(point.longitude),
      format: 'jsonv2',
      'accept-language': 'it',
    });
    const body = await this.get<Partial<NominatimPlace> & { error?: string }>(`/reverse?${query}`);
    return body?.display_name ?? null;
  }

  async autocomplete(text: string): Promise<PlaceSuggestion[]> {
    if (text.trim() === '') return [];
    return this.search(text, AUTOCOMPLETE_LIMIT);
  }

  private async search(text: string, limit: number): Promise<PlaceSuggestion[]> {
    const query = new URLSearchParams({ q: text.trim(), format: 'jsonv2', limit: String(limit), 'accept-language': 'it' });
    const body = await this.get<NominatimPlace[]>(`/search?${query}`);
    if (!Array.isArray(body)) return [];
    return body.map((place) => ({
      latitude: Number(place.lat),
      longitude: Number(place.lon),
      label: place.display_name,
    }));
  }

  private async get<T>(path: string): Promise<T | null> {
    let response;
    try {
      response = await this.transport.send<T>({ method: 'GET', path, timeoutMs: TIMEOUT_MS });
    } catch (error) {
      throw new MapsUnavailableError(error instanceof Error ? error.message : undefined);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new MapsUnavailableError(`Maps service answered ${response.status}`);
    }
    return response.body;
  }
}
