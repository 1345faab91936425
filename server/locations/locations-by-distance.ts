import type { NearbyLocation } from '../../src/core/contract';
import { haversineDistance, type LatLng } from '../../src/core/domain/geo';
import type { LocationRow } from './location.columns';
import { isInRange } from './range-allowance';

/** The fix a distance is measured from; accuracy (metres) widens the range as at check-in. */
export interface ReportedPosition extends LatLng {
  accuracy?: number | null;
}

/**
 * Locations with their exact distance from `position`, nearest first, `within_tolerance` judged by
 * the same rule as a check-in (so "Disponibile" on the phone means the server will accept it).
 */
export function locationsByDistance(rows: LocationRow[], position: ReportedPosition, capMeters: number): NearbyLocation[] {
  return rows
    .map((row) => {
      const distance = haversineDistance(position, row);
      return nearby(row, distance, isInRange(distance, row.tolerance_radius, position.accuracy, capMeters));
    })
    .sort((a, b) => a.distance - b.distance || a.id - b.id);
}

/** Without a position there is no distance: 0 and not within tolerance (contract of /authorized/). */
export function locationsWithoutPosition(rows: LocationRow[]): NearbyLocation[] {
  return rows.map((row) => nearby(row, 0, false));
}

function nearby(row: LocationRow, distance: number, withinTolerance: boolean): NearbyLocation {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    tolerance_radius: row.tolerance_radius,
    distance,
    within_tolerance: withinTolerance,
  };
}
