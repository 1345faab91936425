/**
 * The employees of the attendance report (docs/behaviour.md, "Attendance report"): who is listed, in which order,
 * a page at a time for the screen and in keyset batches for the CSV. Their worked days come from
 * worked-days.query.ts, never from here.
 *
 * Listed: the active employees (not administrators), whether or not they punched, and anyone else, an
 * administrator or a deactivated account, who has punches in the range (their hours must not vanish from the report).
 */
import type { AttendanceQuery } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { selectPage, type ListPage } from '../db/paged-list';
import { SqlConditions } from '../db/sql-conditions';
import type { StaffScope } from '../teams/staff-scope';
import { withinScope } from '../teams/scoped-conditions';
import type { WorkedDaysRange } from './worked-days.query';

/** Without page_size the report shows this many employees a page. */
export const ATTENDANCE_PAGE_SIZE = 20;

export interface AttendanceEmployee {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  employee_id: string;
  /** The group's name, or null for none. */
  gruppo: string | null;
  is_active: boolean;
}

/** The filters of the report that choose employees (the range, the user, the group). */
export type AttendanceFilters = Pick<AttendanceQuery, 'user_id' | 'gruppo'>;

/** By last name, first name, username (case ignored), and id: a total order, so the pages and batches never overlap. */
const SORT_KEYS = ['lower(u.last_name)', 'lower(u.first_name)', 'lower(u.username)'];
const ORDER_BY = [...SORT_KEYS, 'u.id'].join(', ');

const EMPLOYEE_COLUMNS = `u.id, u.username, u.first_name, u.last_name, u.employee_id, g.descrizione AS gruppo, u.is_active`;
const EMPLOYEES_FROM = 'users u LEFT JOIN gruppi g ON g.id = u.gruppo_id';

/**
 * The conditions on `users u`; gruppo is the users' group now, as the activities' filter. A manager's `scope` keeps
 * the people they manage (docs/behaviour.md, "Managers"): a filter outside it lists nobody.
 */
function attendanceFilters(filters: AttendanceFilters, range: WorkedDaysRange, scope: StaffScope | undefined): SqlConditions {
  const conditions = new SqlConditions()
    .always(
      // Both days in one parameter (a date[] literal), as the condition needs them together.
      `{${range.start_date},${range.end_date}}`,
      // The others (administrators, deactivated accounts: a few) are looked up one by one in each one's punches,
      // through timesheet_user_time_idx (the instants a day wider each side than any zone's offset). Asked of every
      // user, the same EXISTS made PostgreSQL scan the whole period's punches for every page (docs/performance.md,
      // "Report pages").
      (p) => `((u.is_active AND NOT u.is_admin) OR u.id IN (
         SELECT other.id FROM users other
         WHERE NOT (other.is_active AND NOT other.is_admin) AND EXISTS (
           SELECT 1 FROM timesheet_entries e
           WHERE e.user_id = other.id AND e.business_date BETWEEN (${p}::date[])[1] AND (${p}::date[])[2]
             AND e."timestamp" >= (${p}::date[])[1] - 2 AND e."timestamp" < (${p}::date[])[2] + 3)))`,
    )
    .when(filters.user_id, (p) => `u.id = ${p}::int`)
    .when(filters.gruppo, (p) => `u.gruppo_id = ${p}::int`);
  return withinScope(conditions, scope, 'u.id');
}

/** One page of the report's employees (server/db/paged-list.ts). */
export function listAttendanceEmployees(
  db: Queryable,
  filters: AttendanceFilters,
  range: WorkedDaysRange,
  page: { page?: number; page_size?: number },
  scope?: StaffScope,
): Promise<ListPage<AttendanceEmployee>> {
  return selectPage<AttendanceEmployee>(
    db,
    {
      from: 'users u',
      id: 'u.id',
      filters: attendanceFilters(filters, range, scope),
      orderBy: ORDER_BY,
      rows: `SELECT ${EMPLOYEE_COLUMNS} FROM ${EMPLOYEES_FROM}`,
    },
    { page: page.page, page_size: page.page_size ?? ATTENDANCE_PAGE_SIZE },
  );
}

interface KeyedEmployee extends AttendanceEmployee {
  /** The sort keys of the row, sent back as the cursor of the next batch. */
  k1: string;
  k2: string;
  k3: string;
}

/** Every employee of the report, in its order, in batches of at most `batchSize` (keyset: after the last row's keys). */
export async function* attendanceEmployeeBatches(
  db: Queryable,
  filters: AttendanceFilters,
  range: WorkedDaysRange,
  batchSize: number,
  scope?: StaffScope,
): AsyncGenerator<AttendanceEmployee[]> {
  let after: KeyedEmployee | undefined;
  for (;;) {
    const conditions = attendanceFilters(filters, range, scope);
    const params = [...conditions.params];
    const placeholder = (value: unknown) => `$${params.push(value)}`;
    // The range's condition is always there, so the WHERE clause is never empty.
    const afterCursor = after
      ? `AND (${ORDER_BY}) > (${placeholder(after.k1)}::text, ${placeholder(after.k2)}::text, ${placeholder(after.k3)}::text,
                             ${placeholder(after.id)}::int)`
      : '';
    const { rows } = await db.query<KeyedEmployee>(
      `SELECT ${EMPLOYEE_COLUMNS}, ${SORT_KEYS.map((key, i) => `${key} AS k${i + 1}`).join(', ')}
       FROM ${EMPLOYEES_FROM} ${conditions.where} ${afterCursor}
       ORDER BY ${ORDER_BY} LIMIT ${placeholder(batchSize)}`,
      params,
    );
    if (rows.length > 0) yield rows.map(({ k1: _k1, k2: _k2, k3: _k3, ...employee }) => employee);
    if (rows.length < batchSize) return;
    after = rows.at(-1);
  }
}

/** Whether the user exists (any user: an administrator's or a deactivated account's days can be read too). */
export async function userExists(db: Queryable, userId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM users WHERE id = $1', [userId]);
  return rows.length > 0;
}
