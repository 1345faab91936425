/**
 * Where a check-in is recorded (docs/behaviour.md, "Punch rules"), decided from already loaded locations.
 * Out of range is refused with the location_anomaly answer the client's dialog reads ("Anomaly dialogs"),
 * unless the employee forces it with a note; off-site work is recorded with no location at all. A refusal is a value
 * that the service turns into HTTP (punch-refusal-errors.ts).
 */
import type { CheckInRequest } from '../../src/core/contract';
import { haversineDistance, type LatLng } from '../../src/core/domain/geo';
import type { LocationRow } from '../locations/location.columns';
import { locationsByDistance } from '../locations/locations-by-distance';
import { isInRange } from '../locations/range-allowance';
import type { PunchPlace } from './punch-place';
import { anomalyNoteRefusal, type NearestPlace, type PunchRefusal, type Refused } from './punch.rules';

type PlaceRequest = Pick<CheckInRequest, 'accuracy' | 'force_anomaly' | 'anomaly_note'>;

/** Off-site / remote work: explicitly chosen, and justified by a note. */
export function offsitePlace(request: PlaceRequest): PunchPlace | Refused {
  const noNote = anomalyNoteRefusal(request.anomaly_note);
  return noNote ? { refused: noNote } : { kind: 'offsite' };
}

/**
 * A check-in at the location the client chose. `location` is undefined when it does not exist, is
 * inactive or is not authorised for the user.
 */
export function placeAtRequestedLocation(
  location: LocationRow | undefined,
  position: LatLng,
  request: PlaceRequest,
  capMeters: number,
): PunchPlace | Refused {
  if (!location) return { refused: { code: 'LOCATION_NOT_AUTHORIZED' } };
  const distance = haversineDistance(position, location);
  if (isInRange(distance, location.tolerance_radius, request.accuracy, capMeters)) {
    return { kind: 'location', location, distance, anomaly: false };
  }
  if (!request.force_anomaly) return { refused: { code: 'TOO_FAR', nearest: nearestPlace(location, distance) } };
  const noNote = anomalyNoteRefusal(request.anomaly_note);
  if (noNote) return { refused: noNote };
  return { kind: 'location', location, distance, anomaly: true };
}

/**
 * A check-in without a chosen location: the nearest authorised active location in range, or undefined
 * when none is. `candidates` are the authorised active locations around the position (bounding-box prefiltered).
 */
export function placeAtNearestLocation(
  candidates: LocationRow[],
  position: LatLng,
  request: PlaceRequest,
  capMeters: number,
): PunchPlace | undefined {
  const measured = locationsByDistance(candidates, { ...position, accuracy: request.accuracy }, capMeters);
  const inRange = measured.find((candidate) => candidate.within_tolerance);
  if (!inRange) return undefined;
  const location = candidates.find((candidate) => candidate.id === inRange.id)!;
  return { kind: 'location', location, distance: inRange.distance, anomaly: false };
}

/**
 * The refusal of a check-in with no authorised location in range. Forcing needs a place: the client's
 * dialog answers it by offering `nearest` (the nearest authorised active location at any distance) or
 * off-site work, so `nearest` is null only when the user has no authorised active location at all.
 */
export function noLocationInRange(nearest: LocationRow | undefined, position: LatLng): PunchRefusal {
  return {
    code: 'NO_LOCATION_IN_RANGE',
    nearest: nearest ? nearestPlace(nearest, haversineDistance(position, nearest)) : null,
  };
}

function nearestPlace(location: LocationRow, distance: number): NearestPlace {
  return { id: location.id, name: location.name, distance };
}
