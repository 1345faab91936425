/**
 * What blocks a clean close that the planned days do not say (docs/behaviour.md, "Closing the month"): the pending
 * correction requests about punches of the month and the pending absence requests touching it, of the given
 * employees; and the employees' names for the list. One statement each, whatever the number of employees.
 */
import type { Queryable } from '../db/database.port';
import type { WorkedDaysRange } from '../hours/worked-days.query';
import { fullName } from '../users/user.repository';

export interface PendingRequest {
  user_id: number;
  /** The punch's business day; for an absence, its first day within the month. */
  date: string;
  request_id: number;
}

export async function pendingCorrections(db: Queryable, userIds: readonly number[], range: WorkedDaysRange): Promise<PendingRequest[]> {
  const { rows } = await db.query<PendingRequest>(
    `SELECT r.user_id, to_char(p.business_date, 'YYYY-MM-DD') AS date, r.id AS request_id
       FROM correction_requests r JOIN timesheet_entries p ON p.id = r.timesheet_id
      WHERE r.status = 'pending' AND r.user_id = ANY($1::int[]) AND p.business_date BETWEEN $2::date AND $3::date
      ORDER BY p.business_date, r.id`,
    [userIds, range.start_date, range.end_date],
  );
  return rows;
}

export async function pendingAbsences(db: Queryable, userIds: readonly number[], range: WorkedDaysRange): Promise<PendingRequest[]> {
  const { rows } = await db.query<PendingRequest>(
    `SELECT a.user_id, to_char(greatest(a.start_date, $2::date), 'YYYY-MM-DD') AS date, a.id AS request_id
       FROM absences a
      WHERE a.status = 'pending' AND a.user_id = ANY($1::int[]) AND a.start_date <= $3::date AND a.end_date >= $2::date
      ORDER BY a.start_date, a.id`,
    [userIds, range.start_date, range.end_date],
  );
  return rows;
}

export interface EmployeeName {
  username: string;
  full_name: string;
}

/** Each employee's username and first and last name ('' when none given), by id. */
export async function employeeNames(db: Queryable, userIds: readonly number[]): Promise<Map<number, EmployeeName>> {
  const { rows } = await db.query<{ id: number; username: string; first_name: string; last_name: string }>(
    'SELECT id, username, first_name, last_name FROM users WHERE id = ANY($1::int[])',
    [userIds],
  );
  return new Map(rows.map((row) => [row.id, { username: row.username, full_name: fullName(row.first_name, row.last_name) }]));
}
