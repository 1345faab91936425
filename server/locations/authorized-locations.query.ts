/** The locations a user may punch at (active, and all-access or explicitly authorised). */
import type { LatLng } from '../../src/core/domain/geo';
import type { Queryable } from '../db/database.port';
import type { BoundingBox } from './bounding-box';
import { LOCATION_COLUMNS, USER_MAY_USE_LOCATION, type LocationRow } from './location.columns';

/** Every authorised active location of the user. */
export async function listAuthorizedLocations(db: Queryable, userId: number): Promise<LocationRow[]> {
  const { rows } = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations l JOIN users u ON u.id = $1
     WHERE l.is_active AND ${USER_MAY_USE_LOCATION}
     ORDER BY lower(l.name), l.id`,
    [userId],
  );
  return rows;
}

/** Authorised active locations inside a bounding box (uses locations_lat_lng_idx). */
export async function findAuthorizedLocationsInBox(db: Queryable, userId: number, box: BoundingBox): Promise<LocationRow[]> {
  const { rows } = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations l JOIN users u ON u.id = $1
     WHERE l.latitude BETWEEN $2 AND $3 AND l.longitude BETWEEN $4 AND $5
       AND l.is_active AND ${USER_MAY_USE_LOCATION}`,
    [userId, box.minLatitude, box.maxLatitude, box.minLongitude, box.maxLongitude],
  );
  return rows;
}

/**
 * The user's authorised active location nearest to `position`, however far (undefined when there is none).
 * Ordered by the haversine term sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2), which grows with the distance, so no
 * asin is needed; the caller measures the exact distance. A scan of the user's authorised locations (few,
 * or every active one for all-access users): used only for the anomaly answer, never on a successful punch.
 */
export async function findNearestAuthorizedLocation(db: Queryable, userId: number, position: LatLng): Promise<LocationRow | undefined> {
  const { rows } = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations l JOIN users u ON u.id = $1
     WHERE l.is_active AND ${USER_MAY_USE_LOCATION}
     ORDER BY power(sin(radians(l.latitude - $2::float8) / 2), 2)
              + cos(radians($2::float8)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - $3::float8) / 2), 2),
              l.id
     LIMIT 1`,
    [userId, position.latitude, position.longitude],
  );
  return rows[0];
}
