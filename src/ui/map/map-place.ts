import type { LatLng } from '../../core/domain';

/** A work place as the dashboard map draws it: green when within tolerance ('Disponibile'), else orange. */
export interface MapPlace extends LatLng {
  id: number;
  name: string;
  /** Metres from the user's position. */
  distance: number;
  withinTolerance: boolean;
}

/** Marker colours: green within tolerance, orange out of range (the text list beside the map repeats it in words). */
export const MARKER_COLORS = {
  user: '#1976d2',
  available: '#2e7d32',
  outOfRange: '#ed6c02',
} as const;
