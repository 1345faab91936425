/**
 * A page of a punch list and its total in ONE statement (`count(*) OVER ()` beside LIMIT/OFFSET);
 * a second, counting statement runs only when the page is past the end and so carries no count.
 */
import type { Queryable } from '../db/database.port';

export interface PageRequest {
  page: number;
  pageSize: number;
}

export interface PageOf<Row> {
  count: number;
  rows: Row[];
}

/**
 * `fromWhere` is the query after SELECT (`FROM … WHERE …`, no ORDER BY), with placeholders $1…$n for
 * `params`; `columns` and `orderBy` complete it.
 */
export async function selectPage<Row>(
  db: Queryable,
  query: { columns: string; fromWhere: string; orderBy: string; params: unknown[] },
  page: PageRequest,
): Promise<PageOf<Row>> {
  const next = query.params.length + 1;
  const { rows } = await db.query<Row & { total_count: number }>(
    `SELECT ${query.columns}, count(*) OVER () AS total_count ${query.fromWhere}
     ORDER BY ${query.orderBy} LIMIT $${next} OFFSET $${next + 1}`,
    [...query.params, page.pageSize, (page.page - 1) * page.pageSize],
  );
  if (rows.length > 0) return { count: Number(rows[0]!.total_count), rows };
  if (page.page === 1) return { count: 0, rows };
  // The same text as above (every parameter used), without the window: only past the last page.
  const counted = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM (SELECT ${query.columns} ${query.fromWhere}) AS matching`,
    query.params,
  );
  return { count: Number(counted.rows[0]!.count), rows };
}
