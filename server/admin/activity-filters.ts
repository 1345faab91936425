/** The filters and orderings of the admin activities list and its CSV export, as SQL (docs/behaviour.md, "Admin activities"). */
import type { ActivitiesExportQuery, ActivityOrdering } from '../../src/core/contract';
import { SqlConditions } from '../db/sql-conditions';
import type { StaffScope } from '../teams/staff-scope';
import { withinScope } from '../teams/scoped-conditions';

/**
 * Columns a client may order by, under the names it sends in `ordering` (the contract's ActivityOrdering), with
 * their SQL type (the CSV export reads in batches after the last row's value of the column, sent back as text).
 */
const ORDER_COLUMNS: Record<string, ActivitiesOrderColumn> = {
  user__username: { sql: 'lower(u.username)', type: 'text' },
  entry_type: { sql: 'e.entry_type', type: 'text' },
  location__name: { sql: "lower(COALESCE(l.name, 'Unknown'))", type: 'text' },
  timestamp: { sql: 'e."timestamp"', type: 'timestamptz' },
};

export interface ActivitiesOrderColumn {
  sql: string;
  type: 'text' | 'timestamptz';
}

export interface ActivitiesOrder {
  column: ActivitiesOrderColumn;
  descending: boolean;
}

/** Punches with their user (always there: user_id is a NOT NULL foreign key) and location (none when off-site). */
export const ACTIVITIES_FROM = `FROM timesheet_entries e JOIN users u ON u.id = e.user_id LEFT JOIN locations l ON l.id = e.location_id`;

/** What to count: the joins above can neither add nor remove a punch, so the punches alone. */
export const ACTIVITIES_COUNT_FROM = 'FROM timesheet_entries e';

/**
 * The conditions of the filters present, on `timesheet_entries e` only (so the count needs no join).
 * start_date / end_date are inclusive days of the business time zone (business_date); gruppo is the users'
 * group at the time of the query (users.gruppo_id), not at the time of the punch. A manager's `scope` keeps only the
 * punches of the people they manage (docs/behaviour.md, "Managers"): a filter outside it lists nothing.
 */
export function activitiesFilters(filters: ActivitiesExportQuery, scope?: StaffScope): SqlConditions {
  const conditions = new SqlConditions()
    .when(filters.start_date, (p) => `e.business_date >= ${p}::date`)
    .when(filters.end_date, (p) => `e.business_date <= ${p}::date`)
    .when(filters.entry_type, (p) => `e.entry_type = ${p}::text`)
    .when(filters.user_id, (p) => `e.user_id = ${p}::int`)
    // The members of the group now, whenever they punched; a sub-select keeps the count free of the users join.
    .when(filters.gruppo, (p) => `e.user_id IN (SELECT g.id FROM users g WHERE g.gruppo_id = ${p}::int)`);
  return withinScope(conditions, scope, 'e.user_id');
}

/** The column and direction of `ordering` ('-' prefix for descending; default newest first); ties are broken by id. */
export function activitiesOrder(ordering: ActivityOrdering | undefined): ActivitiesOrder {
  const requested = ordering ?? '-timestamp';
  const descending = requested.startsWith('-');
  return { column: ORDER_COLUMNS[descending ? requested.slice(1) : requested] ?? ORDER_COLUMNS.timestamp, descending };
}

/** ORDER BY for `ordering`, ties broken by id. */
export function activitiesOrderBy(ordering: ActivityOrdering | undefined): string {
  const { column, descending } = activitiesOrder(ordering);
  const direction = descending ? 'DESC' : 'ASC';
  return `${column.sql} ${direction}, e.id ${direction}`;
}
