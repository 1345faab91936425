import { isWithinTolerance } from '../../src/core/domain/geo';

/**
 * The distance at which a reported position still counts as "at" a location: its tolerance radius
 * plus the fix's reported accuracy, that allowance capped. Indoors phones report 40–65 m of accuracy;
 * without the allowance honest employees would file an anomaly every morning, and without the cap a
 * fix of ±2 km would put anyone anywhere.
 */
export function allowedDistance(toleranceRadius: number, accuracy: number | null | undefined, capMeters: number): number {
  const allowance = Math.min(Math.max(accuracy ?? 0, 0), capMeters);
  return toleranceRadius + allowance;
}

/** In range: the haversine distance is at most the allowed distance above. */
export function isInRange(
  distance: number,
  toleranceRadius: number,
  accuracy: number | null | undefined,
  capMeters: number,
): boolean {
  return isWithinTolerance(distance, allowedDistance(toleranceRadius, accuracy, capMeters));
}
