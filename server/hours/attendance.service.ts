/**
 * The attendance report (docs/behaviour.md, "Attendance report"): one summary per employee over a range, one
 * employee's days (the expanded row), and the CSV's lines, one per employee and day. The worked time is
 * loadWorkedDays's, summed by hoursTotals: one statement per page (or per batch of the CSV), whatever its size.
 */
import type {
  AttendanceDaysQuery,
  AttendancePage,
  AttendanceQuery,
  AttendanceSummary,
  WorkedDay,
  WorkedDays,
} from '../../src/core/contract';
import { EXPORT_BATCH_SIZE, type BatchOptions } from '../csv-export/export-batch';
import type { Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import {
  attendanceEmployeeBatches,
  listAttendanceEmployees,
  userExists,
  type AttendanceEmployee,
  type AttendanceFilters,
} from './attendance.query';
import { hoursTotals } from './hours-totals';
import { resolveReportRange } from './report-range.query';
import { loadWorkedDays, type WorkedDaysRange } from './worked-days.query';

/**
 * The requested days: by default the current month in `timezone`; 400 when the end is before the start or the
 * range is longer than a report may be (the worked-time report's rule).
 */
export async function resolveAttendanceRange(db: Queryable, query: AttendanceDaysQuery, timezone: string): Promise<WorkedDaysRange> {
  const { start_date, end_date } = await resolveReportRange(db, query, timezone);
  return { start_date, end_date };
}

/** GET /api/admin/attendance/: a page of employees with their totals. */
export async function loadAttendancePage(db: Queryable, query: AttendanceQuery, timezone: string): Promise<AttendancePage> {
  const range = await resolveAttendanceRange(db, query, timezone);
  const page = await listAttendanceEmployees(db, query, range, query);
  const days = await loadWorkedDays(
    db,
    page.results.map((employee) => employee.id),
    range,
    timezone,
  );
  return { ...range, count: page.count, results: page.results.map((employee) => toSummary(employee, days.get(employee.id) ?? [])) };
}

/** GET /api/admin/attendance/{user_id}/days/: one user's days over the range; 404 for an unknown user. */
export async function loadAttendanceDays(db: Queryable, userId: number, query: AttendanceDaysQuery, timezone: string): Promise<WorkedDays> {
  const range = await resolveAttendanceRange(db, query, timezone);
  if (!(await userExists(db, userId))) throw httpError(404, 'NOT_FOUND');
  const days = (await loadWorkedDays(db, [userId], range, timezone)).get(userId) ?? [];
  return { ...range, days, totals: hoursTotals(days) };
}

/** A line of the CSV: one employee's day with punches. */
export interface AttendanceDayLine {
  employee: AttendanceEmployee;
  day: WorkedDay;
}

/**
 * The CSV's lines, the report's employees in its order and each one's days in date order, in batches: as many
 * employees a batch as keep it near `batchSize` lines were every day worked, so memory does not grow with the
 * number of employees (docs/behaviour.md, "Admin exports").
 */
export async function* attendanceDayLineBatches(
  db: Queryable,
  filters: AttendanceFilters,
  range: WorkedDaysRange,
  timezone: string,
  options: BatchOptions = {},
): AsyncGenerator<AttendanceDayLine[]> {
  const employeesPerBatch = Math.max(1, Math.floor((options.batchSize ?? EXPORT_BATCH_SIZE) / dayCount(range)));
  for await (const employees of attendanceEmployeeBatches(db, filters, range, employeesPerBatch)) {
    const days = await loadWorkedDays(
      db,
      employees.map((employee) => employee.id),
      range,
      timezone,
    );
    yield employees.flatMap((employee) => (days.get(employee.id) ?? []).map((day) => ({ employee, day })));
  }
}

function toSummary(employee: AttendanceEmployee, days: readonly WorkedDay[]): AttendanceSummary {
  return {
    user_id: employee.id,
    username: employee.username,
    full_name: `${employee.first_name} ${employee.last_name}`.trim(),
    employee_id: employee.employee_id,
    gruppo: employee.gruppo,
    is_active: employee.is_active,
    totals: hoursTotals(days),
  };
}

/** The number of days of the range, both ends included. */
function dayCount(range: WorkedDaysRange): number {
  return (Date.parse(range.end_date) - Date.parse(range.start_date)) / 86_400_000 + 1;
}
