/**
 * GET /api/locations/ and /api/admin/locations/: the places, searched, filtered, ordered and paginated in SQL
 * (docs/behaviour.md, "Admin panel").
 */
import type { LocationList, LocationListQuery } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { orderByClause, selectPage } from '../db/paged-list';
import { SqlConditions } from '../db/sql-conditions';
import { containsPattern, searchTextContainsSql } from '../db/text-search';
import { LOCATION_COLUMNS, type LocationRow } from './location.columns';

/** Columns a client may order by, under the names it sends in `ordering`; text compared without regard to case. */
const ORDER_COLUMNS: Record<string, string> = {
  name: 'lower(l.name)',
  address: 'lower(l.address)',
  tolerance_radius: 'l.tolerance_radius',
};

/**
 * The conditions on `locations l`: an employee sees the active places whatever they ask (docs/behaviour.md, "Roles
 * and permissions"); an administrator every place, or only the active or inactive ones when is_active says so. A search looks in the name
 * and the address (the stored search_text).
 */
function locationsFilters(query: LocationListQuery, isAdmin: boolean): SqlConditions {
  const search = query.search?.trim();
  return new SqlConditions()
    .when(isAdmin ? query.is_active : true, (p) => `l.is_active = ${p}::boolean`)
    .when(search ? containsPattern(search) : undefined, (p) => searchTextContainsSql('l.search_text', p));
}

/** One page of places in one statement (server/db/paged-list.ts), default by name. */
export function listLocations(q: Queryable, query: LocationListQuery, isAdmin: boolean): Promise<LocationList> {
  return selectPage<LocationRow>(
    q,
    {
      from: 'locations l',
      id: 'l.id',
      filters: locationsFilters(query, isAdmin),
      orderBy: orderByClause(query.ordering, ORDER_COLUMNS, 'name', 'l.id'),
      rows: `SELECT ${LOCATION_COLUMNS} FROM locations l`,
    },
    query,
  );
}
