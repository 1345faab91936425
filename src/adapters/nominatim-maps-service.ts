/**
 * NominatimMapsService: the MapsService port over an OpenStreetMap Nominatim server
 * (https://nominatim.org/release-docs/latest/api/Overview/), reached through an HttpTransport whose base URL is
 * the Nominatim server's.
 * - geocode: /search, best match or null; reverseGeocode: /reverse, display name or null;
 *   autocomplete: /search with up to 5 matches ([] for blank text). Results in Italian (accept-language=it).
 * - Transport failures and non-2xx answers → MapsUnavailableError.
 * - Throttled to Nominatim's usage policy (https://operations.osmfoundation.org/policies/nominatim/: at most one
 *   request per second): every request takes the next free one-second slot, in call order, through the Clock and
 *   Scheduler ports. An autocomplete still waiting for its slot is superseded by a newer one, which takes that
 *   slot; the superseded caller gets [] (its text is stale). Debouncing keystrokes stays the caller's job.
 */
import {
  MapsUnavailableError,
  type Clock,
  type GeoPoint,
  type HttpTransport,
  type MapsService,
  type PlaceSuggestion,
  type Scheduler,
} from '../core/ports';

interface NominatimPlace {
  lat: string;
  lon: string;
  display_name: string;
}

/** An autocomplete waiting for its slot: a newer text replaces `text` and `settle`. */
interface WaitingAutocomplete {
  text: string;
  settle: (outcome: Promise<PlaceSuggestion[]>) => void;
}

const TIMEOUT_MS = 10000;
const AUTOCOMPLETE_LIMIT = 5;
/** Nominatim's usage policy: an absolute maximum of one request per second. */
export const NOMINATIM_MIN_INTERVAL_MS = 1000;

export class NominatimMapsService implements MapsService {
  /** When the next request may start (epoch ms). */
  private nextSlotAt = Number.NEGATIVE_INFINITY;
  private waitingAutocomplete: WaitingAutocomplete | null = null;

  constructor(
    private readonly transport: HttpTransport,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {}

  async geocode(address: string): Promise<PlaceSuggestion | null> {
    await this.slot();
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
    await this.slot();
    const body = await this.get<Partial<NominatimPlace> & { error?: string }>(`/reverse?${query}`);
    return body?.display_name ?? null;
  }

  autocomplete(text: string): Promise<PlaceSuggestion[]> {
    if (text.trim() === '') return Promise.resolve([]);
    return new Promise<PlaceSuggestion[]>((resolve) => {
      const settle = (outcome: Promise<PlaceSuggestion[]>) => resolve(outcome);
      const waiting = this.waitingAutocomplete;
      if (waiting) {
        // Coalesced: the newer text takes the slot already reserved; the older caller's text is stale.
        waiting.settle(Promise.resolve([]));
        waiting.text = text;
        waiting.settle = settle;
        return;
      }
      const entry: WaitingAutocomplete = { text, settle };
      this.waitingAutocomplete = entry;
      void this.slot().then(() => {
        if (this.waitingAutocomplete === entry) this.waitingAutocomplete = null;
        entry.settle(this.search(entry.text, AUTOCOMPLETE_LIMIT));
      });
    });
  }

  /** Reserves the next free slot (one per second, in call order) and resolves when it comes. */
  private slot(): Promise<void> {
    const now = this.clock.now();
    const startAt = Math.max(now, this.nextSlotAt);
    this.nextSlotAt = startAt + NOMINATIM_MIN_INTERVAL_MS;
    return startAt > now ? this.scheduler.delay(startAt - now) : Promise.resolve();
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
