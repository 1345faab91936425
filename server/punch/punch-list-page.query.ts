/**
 * A page of a punch list and its total, in two statements that each stay small at 100,000 punches:
 *  - the page: the ids of the page are chosen first (`e.id IN (SELECT e.id … ORDER BY … LIMIT … OFFSET …)`),
 *    then only those rows get their columns. An index matching the order (newest first: timesheet_time_idx)
 *    returns the first ids without reading the rest, and an order no index serves (by place name) sorts
 *    narrow rows of ids and keys rather than whole punches with their notes and validation errors;
 *  - the total: count(*) over the filtered punches alone, skipped when the page shows where the list ends.
 * It replaces `count(*) OVER ()` beside the LIMIT, which made the database join and sort every matching
 * row for every page (seconds at 100,000 punches on PGlite).
 */
import type { Queryable } from '../db/database.port';
import type { SqlConditions } from '../db/sql-conditions';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface PageOf<Row> {
  count: number;
  rows: Row[];
}

export interface PageQuery {
  /** The select list, over `from`. */
  columns: string;
  /** `FROM timesheet_entries e …` with the joins the columns and the order need. */
  from: string;
  /** `FROM timesheet_entries e …` for the count: only the joins that can change it (none, for joins to a row that always exists). */
  countFrom: string;
  /** The filters, shared by both statements (so they may only use tables of `countFrom`). */
  filters: SqlConditions;
  /** A total order (ties broken by e.id): the page is sorted twice, both times identically. */
  orderBy: string;
}

export async function selectPage<Row>(db: Queryable, query: PageQuery, page: PageRequest): Promise<PageOf<Row>> {
  const { filters, from, orderBy } = query;
  const offset = (page.page - 1) * page.pageSize;
  const { rows } = await db.query<Row>(
    `SELECT ${query.columns} ${from}
     WHERE e.id IN (SELECT e.id ${from} ${filters.where}
                    ORDER BY ${orderBy} LIMIT ${filters.nextPlaceholder()} OFFSET ${filters.nextPlaceholder(1)})
     ORDER BY ${orderBy}`,
    [...filters.params, page.pageSize, offset],
  );
  // A page that is neither full nor empty is the last one: the total is known without counting.
  if (rows.length > 0 && rows.length < page.pageSize) return { count: offset + rows.length, rows };
  if (rows.length === 0 && page.page === 1) return { count: 0, rows };
  const counted = await db.query<{ count: number }>(`SELECT count(*) AS count ${query.countFrom} ${filters.where}`, filters.params);
  return { count: Number(counted.rows[0]!.count), rows };
}
