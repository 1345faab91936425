/**
 * GET /api/admin/activities/export/: every punch matching the filters, in the list's order, read in batches of
 * `batchSize` rows so that the server's memory does not grow with the number of punches (docs/behaviour.md,
 * "Admin exports").
 *
 * Keyset pagination: the order is (sort column, id), id being unique. After a batch ending on the row (k, i), the
 * next one is read in two steps, each served by an index or by a short scan:
 *   1. the rest of the rows whose column equals k, after i in id order (ties of the timestamp, every punch of one
 *      user, of one type, or of one place);
 *   2. when those are fewer than a batch, the rows whose column comes after k, in the full order.
 * A single `(column, id) > (k, i)` would do, but for an order no index serves (the place's name, through a join)
 * PostgreSQL would sort every remaining punch at each batch, where here it does so only once per place.
 */
import type { ActivitiesExportQuery } from '../../src/core/contract';
import { EXPORT_BATCH_SIZE, type BatchOptions } from '../csv-export/export-batch';
import type { Queryable } from '../db/database.port';
import type { SqlConditions } from '../db/sql-conditions';
import type { StaffScope } from '../teams/staff-scope';
import { exportColumns, type ExportRow } from './activities.query';
import { ACTIVITIES_FROM, activitiesFilters, activitiesOrder } from './activity-filters';

interface KeyedRow extends ExportRow {
  /** The sort column of the row as text, sent back as the cursor of the next batch. */
  export_key: string;
}

/**
 * The export's rows in batches of at most `batchSize` (the last one may be empty), in the requested order; a manager's
 * `scope` keeps the punches of the people they manage, as the list does.
 */
export async function* activitiesExportBatches(
  db: Queryable,
  query: ActivitiesExportQuery,
  timezone: string,
  options: BatchOptions = {},
  scope?: StaffScope,
): AsyncGenerator<ExportRow[]> {
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const { column, descending } = activitiesOrder(query.ordering);
  const [after, direction] = descending ? ['<', 'DESC'] : ['>', 'ASC'];

  const select = async (conditions: SqlConditions, orderBy: string, limit: number): Promise<KeyedRow[]> => {
    const { rows } = await db.query<KeyedRow>(
      `SELECT ${exportColumns(conditions.nextPlaceholder())}, (${column.sql})::text AS export_key
       ${ACTIVITIES_FROM} ${conditions.where} ORDER BY ${orderBy} LIMIT ${conditions.nextPlaceholder(1)}`,
      [...conditions.params, timezone, limit],
    );
    return rows;
  };
  const inFullOrder = `${column.sql} ${direction}, e.id ${direction}`;

  let batch = await select(activitiesFilters(query, scope), inFullOrder, batchSize);
  for (;;) {
    yield batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchSize) return;
    const sameKey = await select(
      activitiesFilters(query, scope)
        .always(last.export_key, (p) => `${column.sql} = ${p}::${column.type}`)
        .always(last.id, (p) => `e.id ${after} ${p}::int`),
      `e.id ${direction}`,
      batchSize,
    );
    const laterKeys =
      sameKey.length < batchSize
        ? await select(
            activitiesFilters(query, scope).always(last.export_key, (p) => `${column.sql} ${after} ${p}::${column.type}`),
            inFullOrder,
            batchSize - sameKey.length,
          )
        : [];
    batch = [...sameKey, ...laterKeys];
  }
}
