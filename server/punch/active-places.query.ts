/**
 * Every active place of the organisation with the organisation's generation it was read at, in ONE statement: what an
 * all-access employee's check-in decides among when it is decided from memory (remembered-contexts.ts). Read once
 * per generation by each server, not per punch.
 */
import type { HotStatement, Queryable } from '../db/database.port';
import { LOCATION_COLUMNS, type LocationRow } from '../locations/location.columns';

export interface ActivePlaces {
  /** The organisation's generation (server/db/migrations/021_punch_context_generation.sql) they were read at. */
  generation: number;
  locations: LocationRow[];
}

export const ACTIVE_PLACES: HotStatement = {
  name: 'active_places',
  text: `SELECT (SELECT g.generation FROM punch_context_generation g) AS generation,
    (SELECT coalesce(json_agg(a), '[]'::json) FROM (SELECT ${LOCATION_COLUMNS} FROM locations l WHERE l.is_active) AS a) AS locations`,
  warmUpParams: [],
};

export async function loadActivePlaces(db: Queryable): Promise<ActivePlaces> {
  const { rows } = await db.query<{ generation: number | string; locations: LocationRow[] }>(ACTIVE_PLACES.text, [], { prepareAs: ACTIVE_PLACES.name });
  return { generation: Number(rows[0]!.generation), locations: rows[0]!.locations };
}
