/**
 * The closed-month lock (month-lock.ts) for a change of one punch: moving it to another time (the administrator's
 * edit, an approved 'Orario errato') or adding the OUT that pairs with it (an approved 'Uscita mancante'). Both its
 * business day and the day of the new time must be in open months: a punch moved out of a closed month would change
 * that month as much as one moved into it.
 */
import type { Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import { closedMonthSql } from './month-lock';

export interface PunchChange {
  entryId: number;
  /** The new time, ISO 8601; without a zone, a wall-clock time of `timezone` (as the admin edit reads it). */
  to: string;
  hasZone: boolean;
  timezone: string;
}

/** Refuses (409 MONTH_CLOSED) the change when either day lies in a closed month; nothing for an unknown punch (the caller answers 404). */
export async function assertPunchDaysOpen(db: Queryable, change: PunchChange): Promise<void> {
  const to = change.hasZone ? '$2::timestamptz' : '($2::timestamp AT TIME ZONE $3::text)';
  const { rows } = await db.query<{ closed: boolean }>(
    `SELECT ${closedMonthSql('p.user_id', 'p.business_date')}
         OR ${closedMonthSql('p.user_id', `(${to} AT TIME ZONE $3::text)::date`)} AS closed
       FROM timesheet_entries p WHERE p.id = $1`,
    [change.entryId, change.to, change.timezone],
  );
  if (rows[0]?.closed === true) throw httpError(409, 'MONTH_CLOSED');
}
