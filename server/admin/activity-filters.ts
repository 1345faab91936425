/** The filters and orderings of the admin activities list and its CSV export, as SQL (spec §2, §7). */
import type { ActivitiesExportQuery, ActivityOrdering } from '../../src/core/contract';

/** Columns a client may order by, named as §7 names them. */
const ORDER_COLUMNS: Record<string, string> = {
  user__username: 'lower(u.username)',
  entry_type: 'e.entry_type',
  location__name: "lower(COALESCE(l.name, 'Unknown'))",
  timestamp: 'e."timestamp"',
};

/** `FROM … WHERE …` over punches with their user and location, and its parameters. */
export function activitiesFromWhere(filters: ActivitiesExportQuery): { fromWhere: string; params: unknown[] } {
  return {
    fromWhere: `FROM timesheet_entries e JOIN users u ON u.id = e.user_id LEFT JOIN locations l ON l.id = e.location_id
      WHERE ($1::date IS NULL OR e.business_date >= $1::date) AND ($2::date IS NULL OR e.business_date <= $2::date)
        AND ($3::text IS NULL OR e.entry_type = $3::text) AND ($4::int IS NULL OR e.user_id = $4::int)`,
    params: [filters.start_date ?? null, filters.end_date ?? null, filters.entry_type ?? null, filters.user_id ?? null],
  };
}

/** ORDER BY for `ordering` ('-' prefix for descending; default newest first), ties broken by id. */
export function activitiesOrderBy(ordering: ActivityOrdering | undefined): string {
  const requested = ordering ?? '-timestamp';
  const descending = requested.startsWith('-');
  const column = ORDER_COLUMNS[descending ? requested.slice(1) : requested] ?? ORDER_COLUMNS.timestamp;
  const direction = descending ? 'DESC' : 'ASC';
  return `${column} ${direction}, e.id ${direction}`;
}
