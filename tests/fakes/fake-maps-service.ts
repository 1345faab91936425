import type { GeoPoint, MapsService, PlaceSuggestion } from '../../src/core/ports';

/** Maps answering from fixed tables; set `unavailable` to an error to make every call reject. */
export class FakeMapsService implements MapsService {
  readonly addresses = new Map<string, PlaceSuggestion>();
  readonly reverse = new Map<string, string>();
  suggestions: PlaceSuggestion[] = [];
  unavailable: Error | null = null;
  readonly calls: string[] = [];

  async geocode(address: string): Promise<PlaceSuggestion | null> {
    this.calls.push(`geocode:${address}`);
    if (this.unavailable) throw this.unavailable;
    return this.addresses.get(address) ?? null;
  }

  async reverseGeocode(point: GeoPoint): Promise<string | null> {
    this.calls.push(`reverse:${point.latitude},${point.longitude}`);
    if (this.unavailable) throw this.unavailable;
    return this.reverse.get(`${point.latitude},${point.longitude}`) ?? null;
  }

  async autocomplete(text: string): Promise<PlaceSuggestion[]> {
    this.calls.push(`autocomplete:${text}`);
    if (this.unavailable) throw this.unavailable;
    return this.suggestions.filter((s) => s.label.toLowerCase().includes(text.toLowerCase()));
  }
}
