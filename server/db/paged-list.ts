/**
 * The lists that page on the server (users, locations; docs/behaviour.md, "Admin panel"): `{count, next, results}`
 * from LIMIT/OFFSET and a window count, in one statement a page, ordered with ties broken by id so that walking the
 * pages lists every row exactly once.
 */
import type { Queryable } from './database.port';
import type { SqlConditions } from './sql-conditions';

/** Without page_size a list answers this many rows a page (the contract's maximum). */
export const DEFAULT_PAGE_SIZE = 100;

/** A page of rows, how many match in all, and the next page's number (null on the last page). */
export interface ListPage<Row> {
  count: number;
  next: number | null;
  results: Row[];
}

/** What a list's query says of its paging (the contract's PageQuery). */
export interface PageRequest {
  page?: number;
  page_size?: number;
}

export interface PagedSelect {
  /** The listed table and its alias, e.g. `users u`. */
  from: string;
  /** The id column under that alias, e.g. `u.id`: the order's tie-breaker and the join to `rows`. */
  id: string;
  /** The conditions on `from`. */
  filters: SqlConditions;
  /** ORDER BY of the list (made by orderByClause). */
  orderBy: string;
  /** A SELECT of the answer's rows with their `id`, which only the page's ids are joined to. */
  rows: string;
}

/**
 * ORDER BY for `ordering` (a key of `columns`, a leading '-' for descending; `fallback` when absent), ties broken by
 * `id` in the same direction.
 */
export function orderByClause(ordering: string | undefined, columns: Record<string, string>, fallback: string, id: string): string {
  const requested = ordering ?? fallback;
  const descending = requested.startsWith('-');
  const column = columns[descending ? requested.slice(1) : requested] ?? columns[fallback];
  const direction = descending ? 'DESC' : 'ASC';
  return `${column} ${direction}, ${id} ${direction}`;
}

/**
 * One page in one statement: the page's ids, their positions and the total come from the listed table alone (the
 * window count), and only the page's ids are joined to the full rows. A page past the end has no row to carry the
 * total: a second statement counts.
 */
export async function selectPage<Row>(q: Queryable, select: PagedSelect, request: PageRequest): Promise<ListPage<Row>> {
  const page = request.page ?? 1;
  const pageSize = request.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = (page - 1) * pageSize;
  const { filters } = select;
  const { rows } = await q.query<Row & { list_total: number | string }>(
    `SELECT sel.*, p.list_total
       FROM (SELECT ${select.id} AS id, count(*) OVER () AS list_total,
                    row_number() OVER (ORDER BY ${select.orderBy}) AS position
               FROM ${select.from} ${filters.where}
              ORDER BY position LIMIT ${filters.nextPlaceholder()} OFFSET ${filters.nextPlaceholder(1)}) p
       JOIN (${select.rows}) sel ON sel.id = p.id
      ORDER BY p.position`,
    [...filters.params, pageSize, offset],
  );
  let count = rows.length > 0 ? Number(rows[0].list_total) : 0;
  if (rows.length === 0 && offset > 0) {
    const counted = await q.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${select.from} ${filters.where}`, filters.params);
    count = Number(counted.rows[0].n);
  }
  const results = rows.map(({ list_total: _total, ...row }) => row as Row);
  return { count, next: offset + rows.length < count ? page + 1 : null, results };
}
