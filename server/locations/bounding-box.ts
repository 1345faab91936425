import { EARTH_RADIUS_M, type LatLng } from '../../src/core/domain/geo';

/** A latitude/longitude rectangle; the SQL prefilter before the exact (haversine) distance. */
export interface BoundingBox {
  minLatitude: number;
  maxLatitude: number;
  minLongitude: number;
  maxLongitude: number;
}

const METRES_PER_DEGREE = (Math.PI * EARTH_RADIUS_M) / 180;

/**
 * The smallest rectangle of whole degrees containing every point within `radiusMeters` of `centre`.
 * Near a pole or across the antimeridian the longitude span is simply widened to the whole range:
 * the box only has to contain the circle, the exact distance decides afterwards.
 */
export function boundingBox(centre: LatLng, radiusMeters: number): BoundingBox {
  const latitudeDelta = radiusMeters / METRES_PER_DEGREE;
  const minLatitude = Math.max(-90, centre.latitude - latitudeDelta);
  const maxLatitude = Math.min(90, centre.latitude + latitudeDelta);
  // The parallel furthest from the equator inside the box has the shortest degree of longitude.
  const widestLatitude = Math.max(Math.abs(minLatitude), Math.abs(maxLatitude));
  const cosine = Math.cos((widestLatitude * Math.PI) / 180);
  const longitudeDelta = cosine > 1e-9 ? latitudeDelta / cosine : 360;
  const minLongitude = centre.longitude - longitudeDelta;
  const maxLongitude = centre.longitude + longitudeDelta;
  if (minLongitude < -180 || maxLongitude > 180) {
    return { minLatitude, maxLatitude, minLongitude: -180, maxLongitude: 180 };
  }
  return { minLatitude, maxLatitude, minLongitude, maxLongitude };
}
