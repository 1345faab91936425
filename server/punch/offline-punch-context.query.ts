/**
 * An offline punch's context (docs/behaviour.md, "Offline punches"): the punch context of punch-context.query.ts, in
 * ONE statement as online, but with the business clock read at the punch's own time ($3) instead of now, so that the
 * online rules judge the punch as they would have when the button was pressed; plus, for a check-in, the places it may
 * be recorded at (the chosen one, or those around the fix), and the person's name for the staff's notification.
 * Not on the hot path (a phone sends its queue once back online): the statements are not kept prepared.
 */
import type { Queryable } from '../db/database.port';
import type { BoundingBox } from '../locations/bounding-box';
import type { LocationRow } from '../locations/location.columns';
import { candidatesColumn, type CheckInContext } from './check-in-context.query';
import { punchContextSql, toPunchContext, type ContextRow } from './punch-context.query';

/** Which places the punch looks at: none (a check-out), the one the phone chose, or those inside a box around the fix. */
export type OfflineCandidates = { none: true } | { locationId: number } | { box: BoundingBox };

export interface OfflinePunchContext extends CheckInContext {
  /** First and last name, for the staff's notification of a refusal. */
  fullName: string;
}

const AT = '$3::timestamptz';
const FULL_NAME = `, trim(u.first_name || ' ' || u.last_name) AS full_name`;

const SQL = {
  none: punchContextSql(`${FULL_NAME}, '[]'::json AS candidates`, AT),
  byId: punchContextSql(`${FULL_NAME}${candidatesColumn('l.id = $4')}`, AT),
  inBox: punchContextSql(`${FULL_NAME}${candidatesColumn('l.latitude BETWEEN $4 AND $5 AND l.longitude BETWEEN $6 AND $7')}`, AT),
};

/** The context of `userId`'s punch at `at`, or undefined when the account no longer exists or is inactive. */
export async function loadOfflinePunchContext(
  q: Queryable,
  userId: number,
  timezone: string,
  at: Date,
  candidates: OfflineCandidates,
): Promise<OfflinePunchContext | undefined> {
  const [text, extra] =
    'none' in candidates
      ? [SQL.none, []]
      : 'locationId' in candidates
        ? [SQL.byId, [candidates.locationId]]
        : [SQL.inBox, [candidates.box.minLatitude, candidates.box.maxLatitude, candidates.box.minLongitude, candidates.box.maxLongitude]];
  const { rows } = await q.query<{ context: ContextRow & { candidates: LocationRow[]; full_name: string } }>(text, [userId, timezone, at, ...extra]);
  const row = rows[0]?.context;
  return row && { ...toPunchContext(row), candidates: row.candidates, fullName: row.full_name };
}
