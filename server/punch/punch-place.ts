import type { LocationRow } from '../locations/location.columns';

/**
 * Where a punch is recorded: at a location (maybe out of range, when forced: `anomaly`, which makes the
 * punch invalid) or off-site.
 */
export type PunchPlace =
  | { kind: 'location'; location: LocationRow; distance: number; anomaly: boolean }
  | { kind: 'offsite' };
