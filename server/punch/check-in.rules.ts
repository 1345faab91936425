/**
 * Where a check-in is recorded (docs/behaviour.md, "Punch rules"), decided from already loaded locations.
 * Out of range is refused with the location_anomaly answer the client's dialog reads ("Anomaly dialogs"),
 * unless the employee forces it with a note; off-site work is recorded with no location at all.
 */
import { ApiError, type CheckInRequest } from '../../src/core/contract';
import { haversineDistance, type LatLng } from '../../src/core/domain/geo';
import { httpError, type HttpError } from '../http/http-error';
import type { LocationRow } from '../locations/location.columns';
import { locationsByDistance } from '../locations/locations-by-distance';
import { isInRange } from '../locations/range-allowance';
import type { PunchPlace } from './punch-place';
import { requireAnomalyNote } from './punch.rules';

type PlaceRequest = Pick<CheckInRequest, 'accuracy' | 'force_anomaly' | 'anomaly_note'>;

/** Off-site / remote work: explicitly chosen, and justified by a note. */
export function offsitePlace(request: PlaceRequest): PunchPlace {
  requireAnomalyNote(request.anomaly_note);
  return { kind: 'offsite' };
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
): PunchPlace {
  if (!location) throw httpError(403, 'LOCATION_NOT_AUTHORIZED');
  const distance = haversineDistance(position, location);
  if (isInRange(distance, location.tolerance_radius, request.accuracy, capMeters)) {
    return { kind: 'location', location, distance, anomaly: false };
  }
  if (!request.force_anomaly) throw locationAnomaly('TOO_FAR', { ...location, distance });
  requireAnomalyNote(request.anomaly_note);
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
export function noLocationInRange(nearest: LocationRow | undefined, position: LatLng): HttpError {
  return locationAnomaly('NO_LOCATION_IN_RANGE', nearest && { ...nearest, distance: haversineDistance(position, nearest) });
}

function locationAnomaly(
  code: 'TOO_FAR' | 'NO_LOCATION_IN_RANGE',
  nearest: { id: number; name: string; distance: number } | undefined,
): HttpError {
  return httpError(400, code, {
    location_anomaly: {
      message: ApiError[code],
      nearest_location: nearest ? { id: nearest.id, name: nearest.name, distance: nearest.distance } : null,
    },
  });
}
