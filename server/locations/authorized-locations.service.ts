/**
 * The places a user may punch at, measured from where they are (docs/behaviour.md, "Position"): each with its exact
 * distance and whether a check-in there would be in range, by the check-in's own rule (locations-by-distance.ts).
 */
import type { AuthorizedLocationsQuery, AuthorizedLocationsResponse, NearbyRequest, NearbyResponse } from '../../src/core/contract';
import { NEARBY_RADIUS_M } from '../../src/core/domain/constants';
import type { Queryable } from '../db/database.port';
import { findAuthorizedLocationsInBox, listAuthorizedLocations } from './authorized-locations.query';
import { boundingBox } from './bounding-box';
import { locationsByDistance, locationsWithoutPosition } from './locations-by-distance';

/** POST /api/locations/nearby/: the authorised active places within `radius` (default 1 km), nearest first. */
export async function nearbyLocations(db: Queryable, userId: number, request: NearbyRequest, capMeters: number): Promise<NearbyResponse> {
  const { latitude, longitude, accuracy } = request;
  const radius = request.radius ?? NEARBY_RADIUS_M;
  // The bounding box is a cheap indexed prefilter; the exact distance decides afterwards.
  const rows = await findAuthorizedLocationsInBox(db, userId, boundingBox({ latitude, longitude }, radius));
  const locations = locationsByDistance(rows, { latitude, longitude, accuracy }, capMeters).filter((l) => l.distance <= radius);
  return { count: locations.length, locations };
}

/** GET /api/locations/authorized/: every authorised active place, nearest first when a position is given. */
export async function authorizedLocations(
  db: Queryable,
  userId: number,
  position: AuthorizedLocationsQuery,
  capMeters: number,
): Promise<AuthorizedLocationsResponse> {
  const { latitude, longitude } = position;
  const rows = await listAuthorizedLocations(db, userId);
  if (latitude === undefined || longitude === undefined) return { locations: locationsWithoutPosition(rows) };
  return { locations: locationsByDistance(rows, { latitude, longitude }, capMeters) };
}
