/** The filters and orderings of the admin activities list and its CSV export, as SQL (docs/behaviour.md, "Admin activities"). */
import type { ActivitiesExportQuery, ActivityOrdering } from '../../src/core/contract';
import { SqlConditions } from '../db/sql-conditions';

/** Columns a client may order by, under the names it sends in `ordering` (the contract's ActivityOrdering). */
const ORDER_COLUMNS: Record<string, string> = {
  user__username: 'lower(u.username)',
  entry_type: 'e.entry_type',
  location__name: "lower(COALESCE(l.name, 'Unknown'))",
  timestamp: 'e."timestamp"',
};

/** Punches with their user (always there: user_id is a NOT NULL foreign key) and location (none when off-site). */
export const ACTIVITIES_FROM = `FROM timesheet_entries e JOIN users u ON u.id = e.user_id LEFT JOIN locations l ON l.id = e.location_id`;

/** What to count: the joins above can neither add nor remove a punch, so the punches alone. */
export const ACTIVITIES_COUNT_FROM = 'FROM timesheet_entries e';

/**
 * The conditions of the filters present, on `timesheet_entries e` only (so the count needs no join).
 * start_date / end_date are inclusive days of the business time zone (business_date).
 */
export function activitiesFilters(filters: ActivitiesExportQuery): SqlConditions {
  return new SqlConditions()
    .when(filters.start_date, (p) => `e.business_date >= ${p}::date`)
    .when(filters.end_date, (p) => `e.business_date <= ${p}::date`)
    .when(filters.entry_type, (p) => `e.entry_type = ${p}::text`)
    .when(filters.user_id, (p) => `e.user_id = ${p}::int`);
}

/** ORDER BY for `ordering` ('-' prefix for descending; default newest first), ties broken by id. */
export function activitiesOrderBy(ordering: ActivityOrdering | undefined): string {
  const requested = ordering ?? '-timestamp';
  const descending = requested.startsWith('-');
  const column = ORDER_COLUMNS[descending ? requested.slice(1) : requested] ?? ORDER_COLUMNS.timestamp;
  const direction = descending ? 'DESC' : 'ASC';
  return `${column} ${direction}, e.id ${direction}`;
}
