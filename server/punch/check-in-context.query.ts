/**
 * The context of a check-in and the places it may be recorded at, in ONE statement: the punch context
 * (punch-context.query.ts) plus the user's authorised active locations that can matter, as a JSON
 * list: the chosen location, or those inside the bounding box around the position. One round trip
 * instead of two on the morning-rush path.
 */
import type { HotStatement, Queryable } from '../db/database.port';
import type { BoundingBox } from '../locations/bounding-box';
import { LOCATION_COLUMNS, USER_MAY_USE_LOCATION, type LocationRow } from '../locations/location.columns';
import { punchContextSql, STAMP_COLUMNS, toStampedPunchContext, type ContextRow, type PunchContext, type StampedPunchContext, type StampRow } from './punch-context.query';

/** Which locations a check-in looks at: the one the client chose, or every one inside a box. */
export type CandidateFilter = { locationId: number } | { box: BoundingBox };

export interface CheckInContext extends PunchContext {
  /** Authorised active locations matching the filter (at most one for a chosen location). */
  candidates: LocationRow[];
}

export interface StampedCheckInContext extends CheckInContext, StampedPunchContext {}

/** The `candidates` column: the user's authorised active locations matching `where` (over `l`), as a JSON list. */
export function candidatesColumn(where: string): string {
  return `,
  (SELECT coalesce(json_agg(c), '[]'::json) FROM (
     SELECT ${LOCATION_COLUMNS} FROM locations l WHERE ${where} AND l.is_active AND ${USER_MAY_USE_LOCATION}
   ) AS c) AS candidates`;
}

/** The context with the place the employee chose; warmed up for a user id that does not exist. */
export const CHECK_IN_CONTEXT_BY_ID: HotStatement = {
  name: 'check_in_context_by_id',
  text: punchContextSql(candidatesColumn('l.id = $3') + STAMP_COLUMNS),
  warmUpParams: [0, 'UTC', 0],
};

/** The context with the places around the position (locations_lat_lng_idx). */
export const CHECK_IN_CONTEXT_IN_BOX: HotStatement = {
  name: 'check_in_context_in_box',
  text: punchContextSql(candidatesColumn('l.latitude BETWEEN $3 AND $4 AND l.longitude BETWEEN $5 AND $6') + STAMP_COLUMNS),
  warmUpParams: [0, 'UTC', 0, 0, 0, 0],
};

/** The check-in context of `userId`, or undefined when the account no longer exists or is inactive. */
export async function loadCheckInContext(
  db: Queryable,
  userId: number,
  timezone: string,
  filter: CandidateFilter,
): Promise<StampedCheckInContext | undefined> {
  const [statement, params] =
    'locationId' in filter
      ? [CHECK_IN_CONTEXT_BY_ID, [userId, timezone, filter.locationId]]
      : [CHECK_IN_CONTEXT_IN_BOX, [userId, timezone, filter.box.minLatitude, filter.box.maxLatitude, filter.box.minLongitude, filter.box.maxLongitude]];
  const { rows } = await db.query<{ context: ContextRow & StampRow & { candidates: LocationRow[] } }>(statement.text, params, {
    prepareAs: statement.name,
  });
  const row = rows[0]?.context;
  return row && { ...toStampedPunchContext(row), candidates: row.candidates };
}
