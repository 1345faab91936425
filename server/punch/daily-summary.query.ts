/** GET /api/timesheet/daily-summary/?date=: the user's punches of one business day (default today). */
import type { DailySummary } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { summariseDay } from './daily-summary';
import { businessClockColumns, businessClockSql, OPEN_IN_SHIFT, toOpenInShift, type OpenInShiftRow } from './open-in-shift.query';
import { isCurrentOpenIn } from './current-open-in';
import { ENTRY_COLUMNS, toTimesheetEntry, type TimesheetEntryRow } from './timesheet-entry.columns';

type DayRow = { day: string; today: string; local_time: string } & OpenInShiftRow & ({ id: number } & TimesheetEntryRow | { id: null });

/**
 * is_checked_in is the status's (isCurrentOpenIn), on today's summary only: at 02:00 after a 22:00 check-in
 * of a night shift, today's summary says checked in although that IN belongs to yesterday's business day.
 */
export async function loadDailySummary(db: Queryable, userId: number, date: string | undefined, timezone: string): Promise<DailySummary> {
  // One statement: the day (defaulting to today in the business time zone) LEFT JOIN its punches.
  const { rows } = await db.query<DayRow>(
    `WITH d AS (SELECT COALESCE($2::date, ${businessClockSql('$3').today}) AS day)
     SELECT to_char(d.day, 'YYYY-MM-DD') AS day, ${businessClockColumns('$3')},
            o.open_business_date, o.open_work_hours_start, o.open_work_hours_end, ${ENTRY_COLUMNS}
     FROM d LEFT JOIN ${OPEN_IN_SHIFT} o ON true
     LEFT JOIN timesheet_entries e ON e.user_id = $1 AND e.business_date = d.day
     ORDER BY e."timestamp", e.id`,
    [userId, date ?? null, timezone],
  );
  const first = rows[0]!;
  const openIn = toOpenInShift(first);
  const isCheckedIn = first.day === first.today && openIn !== null && isCurrentOpenIn(openIn, first.today, first.local_time);
  const punches = rows.filter((row): row is DayRow & TimesheetEntryRow => row.id !== null);
  return summariseDay(first.day, punches.map(toTimesheetEntry), isCheckedIn);
}
