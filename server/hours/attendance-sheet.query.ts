/**
 * Who gets a monthly attendance sheet (docs/behaviour.md, "Monthly attendance sheet"): one user, or the members of a
 * group now (users.gruppo_id) who are active or punched in the month, by last name.
 */
import type { Queryable } from '../db/database.port';
import { closedMonthSql } from '../month-close/month-lock';
import { scopeCondition, scopeParam, type StaffScope } from '../teams/staff-scope';
import { fullName } from '../users/user.repository';
import type { SheetEmployee } from './attendance-sheet.model';
import type { WorkedDaysRange } from './worked-days.query';

interface EmployeeRow {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  employee_id: string;
}

const EMPLOYEE_COLUMNS = 'u.id, u.username, u.first_name, u.last_name, u.employee_id';

/** The user, whoever it is (a deleted employee kept for their punches included); null when there is no such user. */
export async function loadSheetEmployee(db: Queryable, userId: number): Promise<SheetEmployee | null> {
  const { rows } = await db.query<EmployeeRow>(`SELECT ${EMPLOYEE_COLUMNS} FROM users u WHERE u.id = $1`, [userId]);
  return rows[0] ? toSheetEmployee(rows[0]) : null;
}

/**
 * The group's members who are active, or have punches in the month (a deleted employee's month is still theirs);
 * null when there is no such group. A manager's `scope` leaves the manager out of their own group's sheets.
 */
export async function loadGroupSheetEmployees(
  db: Queryable,
  groupId: number,
  range: WorkedDaysRange,
  scope?: StaffScope,
): Promise<SheetEmployee[] | null> {
  const params: unknown[] = [groupId, range.start_date, range.end_date];
  const inScope = scope?.kind === 'groups' ? `AND ${scopeCondition(scope, 'u.id', `$${params.push(scopeParam(scope))}`)}` : '';
  const { rows } = await db.query<EmployeeRow & { group_exists: boolean }>(
    `SELECT ${EMPLOYEE_COLUMNS}, true AS group_exists
     FROM gruppi g LEFT JOIN users u ON u.gruppo_id = g.id
       AND (u.is_active OR EXISTS (SELECT 1 FROM timesheet_entries e
                                   WHERE e.user_id = u.id AND e.business_date BETWEEN $2::date AND $3::date))
       ${inScope}
     WHERE g.id = $1
     ORDER BY lower(u.last_name), lower(u.first_name), lower(u.username), u.id`,
    params,
  );
  if (rows.length === 0) return null;
  return rows.filter((row) => row.id !== null).map(toSheetEmployee);
}

function toSheetEmployee(row: EmployeeRow): SheetEmployee {
  return { id: row.id, username: row.username, full_name: fullName(row.first_name, row.last_name), employee_id: row.employee_id };
}

/** Which of `userIds` have `month` (yyyy-MM) closed, for everyone or for their group (docs/behaviour.md, "Closing the month"). */
export async function closedSheetEmployees(db: Queryable, userIds: readonly number[], month: string): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT u.id FROM users u WHERE u.id = ANY($1::int[]) AND ${closedMonthSql('u.id', '$2::date')}`,
    [userIds, `${month}-01`],
  );
  return new Set(rows.map((row) => row.id));
}

/**
 * The ids of the punches of `userIds` an administrator corrected on their own account (timesheet_entries.self_corrected;
 * docs/behaviour.md, "Managers"), over the range and the day after it (a night shift's OUT belongs to the day before).
 */
export async function selfCorrectedPunchIds(db: Queryable, userIds: readonly number[], range: WorkedDaysRange): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT e.id FROM timesheet_entries e
     WHERE e.user_id = ANY($1::int[]) AND e.business_date BETWEEN $2::date AND $3::date + 1 AND e.self_corrected`,
    [userIds, range.start_date, range.end_date],
  );
  return new Set(rows.map((row) => row.id));
}
