/**
 * The lock of a closed month (docs/behaviour.md, "Closing the month"): a write touching one of an employee's days in
 * a month closed for everyone, or for the employee's group, is refused with 409 MONTH_CLOSED and changes nothing.
 * Every write path that can change what a closed month's sheet or payroll export says asks here, inside its
 * transaction: punches, an administrator's edit, correction requests and their decisions, absences and theirs.
 * The punches, which have no transaction (one statement on the morning-rush path), ask with closedMonthSql inside
 * the statement that reads their context.
 */
import type { Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';

/**
 * A boolean SQL expression (never NULL): whether a day from `from` to `to` (date expressions) of the user `userId`
 * (an integer expression) lies in a month closed for everyone or for the user's group now. A reopened closing no
 * longer counts.
 */
export function closedMonthSql(userId: string, from: string, to: string = from): string {
  return `EXISTS (
       SELECT 1 FROM month_closures mc
        WHERE mc.reopened_at IS NULL
          AND mc.month BETWEEN date_trunc('month', ${from})::date AND date_trunc('month', ${to})::date
          AND (mc.gruppo_id IS NULL OR mc.gruppo_id = (SELECT lu.gruppo_id FROM users lu WHERE lu.id = ${userId})))`;
}

/** Whether any day from `from` to `to` (yyyy-MM-dd, inclusive) of `userId` lies in a closed month. */
export async function isMonthClosedFor(db: Queryable, userId: number, from: string, to: string = from): Promise<boolean> {
  const { rows } = await db.query<{ closed: boolean }>(`SELECT ${closedMonthSql('$1::int', '$2::date', '$3::date')} AS closed`, [userId, from, to]);
  return rows[0]?.closed === true;
}

/** Refuses (409 MONTH_CLOSED) a write touching a day from `from` to `to` of `userId` in a closed month. */
export async function assertMonthOpen(db: Queryable, userId: number, from: string, to: string = from): Promise<void> {
  if (await isMonthClosedFor(db, userId, from, to)) throw httpError(409, 'MONTH_CLOSED');
}
