/** GET /api/timesheets/: the user's own punches, newest first, filtered by business day and type. */
import type { TimesheetPage, TimesheetQuery } from '../../src/core/contract';
import { FIRST_PAGE, PAGE_SIZE } from '../../src/core/domain/pagination';
import type { Queryable } from '../db/database.port';
import { selectPage } from './punch-list-page';
import { ENTRY_COLUMNS, toTimesheetEntry, type TimesheetEntryRow } from './timesheet-entry.columns';

export async function listOwnTimesheets(db: Queryable, userId: number, query: TimesheetQuery): Promise<TimesheetPage> {
  const page = await selectPage<TimesheetEntryRow>(
    db,
    {
      columns: ENTRY_COLUMNS,
      // start_date / end_date are inclusive days of the business time zone (business_date).
      fromWhere: `FROM timesheet_entries e WHERE e.user_id = $1
        AND ($2::date IS NULL OR e.business_date >= $2::date) AND ($3::date IS NULL OR e.business_date <= $3::date)
        AND ($4::text IS NULL OR e.entry_type = $4::text)`,
      orderBy: 'e."timestamp" DESC, e.id DESC',
      params: [userId, query.start_date ?? null, query.end_date ?? null, query.entry_type ?? null],
    },
    // The mobile client sends `limit`, the desktop `page_size`.
    { page: query.page ?? FIRST_PAGE, pageSize: query.page_size ?? query.limit ?? PAGE_SIZE },
  );
  return { count: page.count, results: page.rows.map(toTimesheetEntry) };
}
