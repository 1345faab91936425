/** GET /api/timesheet/daily-summary/?date=: the user's punches of one business day (default today). */
import type { DailySummary } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { summariseDay } from './daily-summary';
import { ENTRY_COLUMNS, toTimesheetEntry, type TimesheetEntryRow } from './timesheet-entry.columns';

type DayRow = { day: string; today: string } & ({ id: number } & TimesheetEntryRow | { id: null });

export async function loadDailySummary(db: Queryable, userId: number, date: string | undefined, timezone: string): Promise<DailySummary> {
  // One statement: the day (defaulting to today in the business time zone) LEFT JOIN its punches.
  const { rows } = await db.query<DayRow>(
    `WITH d AS (SELECT COALESCE($2::date, (now() AT TIME ZONE $3::text)::date) AS day,
                       (now() AT TIME ZONE $3::text)::date AS today)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, to_char(d.today, 'YYYY-MM-DD') AS today, ${ENTRY_COLUMNS}
     FROM d LEFT JOIN timesheet_entries e ON e.user_id = $1 AND e.business_date = d.day
     ORDER BY e."timestamp", e.id`,
    [userId, date ?? null, timezone],
  );
  const { day, today } = rows[0]!;
  const punches = rows.filter((row): row is DayRow & TimesheetEntryRow => row.id !== null);
  const isCheckedIn = day === today && punches.some((row) => row.is_open);
  return summariseDay(day, punches.map(toTimesheetEntry), isCheckedIn);
}
