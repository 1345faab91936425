/** Geocoding for the location dialog, in domain terms (no map library types). */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

export interface PlaceSuggestion extends GeoPoint {
  /** Human-readable address shown in the autocomplete. */
  label: string;
}

export class MapsUnavailableError extends Error {
  constructor(message = 'Failed to load maps service') {
    super(message);
    this.name = 'MapsUnavailableError';
  }
}

export const MapsService = Symbol('MapsService');
export interface MapsService {
  /** The best match for an address, or null when not found; rejects with MapsUnavailableError. */
  geocode(address: string): Promise<PlaceSuggestion | null>;
  /** The address at a point, or null; rejects with MapsUnavailableError. */
  reverseGeocode(point: GeoPoint): Promise<string | null>;
  /** Up to a few suggestions for partial text (establishments and addresses). */
  autocomplete(text: string): Promise<PlaceSuggestion[]>;
}
