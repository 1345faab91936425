/**
 * The check-ins the automatic close may concern (docs/behaviour.md, "Automatic close"): every open IN made at least
 * AUTO_CHECKOUT_AFTER_HOURS before `now` (an IN after its planned end is never closed, so a younger one cannot be due
 * yet), with the first IN of its business day (a flexible entry band moves the planned end with the day's first
 * check-in) and whether its day lies in a closed month. One statement, whatever the number of people: open INs are
 * at most one per person (timesheet_one_open_in_per_user).
 */
import type { Queryable } from '../db/database.port';
import { closedMonthSql } from '../month-close/month-lock';

export interface OpenCheckIn {
  id: number;
  user_id: number;
  /** The IN's instant. */
  timestamp: Date;
  /** yyyy-MM-dd, the IN's business day: its plan decides the planned end. */
  business_date: string;
  /** The day's first IN (this one, or an earlier IN of the same business day). */
  first_in: Date;
  /** The IN's day lies in a month closed for the person: nothing of that month may change. */
  month_closed: boolean;
}

export async function openCheckInsOlderThan(db: Queryable, now: Date, afterHours: number): Promise<OpenCheckIn[]> {
  const { rows } = await db.query<OpenCheckIn>(
    `SELECT e.id, e.user_id, e."timestamp", to_char(e.business_date, 'YYYY-MM-DD') AS business_date,
            (SELECT min(f."timestamp") FROM timesheet_entries f
              WHERE f.user_id = e.user_id AND f.business_date = e.business_date AND f.entry_type = 'IN') AS first_in,
            ${closedMonthSql('e.user_id', 'e.business_date')} AS month_closed
       FROM timesheet_entries e
      WHERE e.is_open AND e.entry_type = 'IN' AND e."timestamp" <= $1::timestamptz - make_interval(hours => $2::int)
      ORDER BY e.id`,
    [now.toISOString(), afterHours],
  );
  return rows.map((row) => ({ ...row, timestamp: new Date(row.timestamp), first_in: new Date(row.first_in) }));
}
