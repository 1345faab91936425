/** GET /api/timesheets/: the user's own punches, newest first, filtered by business day and type. */
import type { TimesheetPage, TimesheetQuery } from '../../src/core/contract';
import { FIRST_PAGE, PAGE_SIZE } from '../../src/core/domain/pagination';
import type { Queryable } from '../db/database.port';
import { SqlConditions } from '../db/sql-conditions';
import { selectPage } from './punch-list-page.query';
import { ENTRY_COLUMNS, toTimesheetEntry, type TimesheetEntryRow } from './timesheet-entry.columns';

export async function listOwnTimesheets(db: Queryable, userId: number, query: TimesheetQuery): Promise<TimesheetPage> {
  // start_date / end_date are inclusive days of the business time zone (business_date).
  const filters = new SqlConditions()
    .always(userId, (p) => `e.user_id = ${p}::int`)
    .when(query.start_date, (p) => `e.business_date >= ${p}::date`)
    .when(query.end_date, (p) => `e.business_date <= ${p}::date`)
    .when(query.entry_type, (p) => `e.entry_type = ${p}::text`);
  const page = await selectPage<TimesheetEntryRow>(
    db,
    {
      columns: ENTRY_COLUMNS,
      from: 'FROM timesheet_entries e',
      countFrom: 'FROM timesheet_entries e',
      filters,
      // timesheet_user_time_idx (user_id, timestamp DESC, id DESC) serves this order.
      orderBy: 'e."timestamp" DESC, e.id DESC',
    },
    // The mobile client sends `limit`, the desktop `page_size`.
    { page: query.page ?? FIRST_PAGE, pageSize: query.page_size ?? query.limit ?? PAGE_SIZE },
  );
  return { count: page.count, results: page.rows.map(toTimesheetEntry) };
}
