/**
 * The context of a check-in and the places it may be recorded at, in ONE statement: the punch context
 * (punch-context.query.ts) plus the user's authorised active locations that can matter, as a JSON
 * list: the chosen location, or those inside the bounding box around the position. One round trip
 * instead of two on the morning-rush path.
 */
import type { Queryable } from '../db/database.port';
import type { BoundingBox } from '../locations/bounding-box';
import { LOCATION_COLUMNS, USER_MAY_USE_LOCATION, type LocationRow } from '../locations/location.columns';
import { punchContextSql, toPunchContext, type ContextRow, type PunchContext } from './punch-context.query';

/** Which locations a check-in looks at: the one the client chose, or every one inside a box. */
export type CandidateFilter = { locationId: number } | { box: BoundingBox };

export interface CheckInContext extends PunchContext {
  /** Authorised active locations matching the filter (at most one for a chosen location). */
  candidates: LocationRow[];
}

function candidatesColumn(where: string): string {
  return `,
  (SELECT coalesce(json_agg(c), '[]'::json) FROM (
     SELECT ${LOCATION_COLUMNS} FROM locations l WHERE ${where} AND l.is_active AND ${USER_MAY_USE_LOCATION}
   ) AS c) AS candidates`;
}

const BY_ID_SQL = punchContextSql(candidatesColumn('l.id = $3'));
// Uses locations_lat_lng_idx.
const IN_BOX_SQL = punchContextSql(candidatesColumn('l.latitude BETWEEN $3 AND $4 AND l.longitude BETWEEN $5 AND $6'));

/** The check-in context of `userId`, or undefined when the account no longer exists or is inactive. */
export async function loadCheckInContext(
  db: Queryable,
  userId: number,
  timezone: string,
  filter: CandidateFilter,
): Promise<CheckInContext | undefined> {
  const { rows } =
    'locationId' in filter
      ? await db.query<ContextRow & { candidates: LocationRow[] }>(BY_ID_SQL, [userId, timezone, filter.locationId], { prepareAs: 'check_in_context_by_id' })
      : await db.query<ContextRow & { candidates: LocationRow[] }>(IN_BOX_SQL, [
          userId,
          timezone,
          filter.box.minLatitude,
          filter.box.maxLatitude,
          filter.box.minLongitude,
          filter.box.maxLongitude,
        ], { prepareAs: 'check_in_context_in_box' });
  const row = rows[0];
  return row && { ...toPunchContext(row), candidates: row.candidates };
}
