/** Distances on the earth's surface: haversine, earth radius 6371000 m, whole metres (the server measures with it too). */
export interface LatLng {
  latitude: number;
  longitude: number;
}

export const EARTH_RADIUS_M = 6371000;

const toRadians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in whole metres. */
export function haversineDistance(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLng = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  // min(1, …) guards against rounding pushing h just above 1 for antipodal points.
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** A place is "Disponibile" when the user stands on or inside its tolerance circle. */
export function isWithinTolerance(distanceM: number, toleranceRadiusM: number): boolean {
  return distanceM <= toleranceRadiusM;
}

/** Coordinates are shown with 6 decimals (about 10 cm). */
export function formatCoordinate(value: number): string {
  return value.toFixed(6);
}
