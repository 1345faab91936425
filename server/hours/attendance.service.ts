/**
 * The attendance report (docs/behaviour.md, "Attendance report"): one summary per employee over a range, one
 * employee's days (the expanded row), and the CSV's lines, one per employee and day. The worked time is
 * loadWorkedDays's, summed by hoursTotals: one statement per page (or per batch of the CSV), whatever its size, which
 * also reads the punch pairs of the planned hours. The planned hours are the day computation's (planned-hours.ts):
 * one statement more per page or batch (the plans and the weekly totals), never one per employee or day.
 */
import type {
  AttendanceDaysQuery,
  AttendancePage,
  AttendanceQuery,
  AttendanceSummary,
  PlannedDay,
  PlannedEmployee,
  PlannedWeek,
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
import { hoursTotals, plannedTotals } from './hours-totals';
import { daysToList, loadPlannedHours, workedDaysWithPlan } from './planned-hours';
import { resolveReportRange } from './report-range.query';
import { pairsNeededFrom } from '../schedules/planned-days.service';
import { assertInScope, type StaffScope } from '../teams/staff-scope';
import { loadWorkedDays, loadWorkedDaysAndPairs, type WorkedDaysRange } from './worked-days.query';

/**
 * The requested days: by default the current month in `timezone`; 400 when the end is before the start or the
 * range is longer than a report may be (the worked-time report's rule).
 */
export async function resolveAttendanceRange(db: Queryable, query: AttendanceDaysQuery, timezone: string): Promise<WorkedDaysRange> {
  const { start_date, end_date } = await resolveReportRange(db, query, timezone);
  return { start_date, end_date };
}

/**
 * GET /api/admin/attendance/: a page of employees with their totals, worked and planned; a manager's `scope` keeps
 * the people they manage (docs/behaviour.md, "Managers").
 */
export async function loadAttendancePage(db: Queryable, query: AttendanceQuery, timezone: string, scope?: StaffScope): Promise<AttendancePage> {
  const range = await resolveAttendanceRange(db, query, timezone);
  const page = await listAttendanceEmployees(db, query, range, query, scope);
  const ids = page.results.map((employee) => employee.id);
  // The punches read once for the worked days and the planned days' pairs, the plans beside them: on PostgreSQL's
  // pool the two statements overlap; PGlite queues them. The page shows totals, not punches.
  const worked = loadWorkedDaysAndPairs(db, ids, range, timezone, pairsNeededFrom(range.start_date), { punches: false });
  const [{ days }, planned] = await Promise.all([
    worked,
    loadPlannedHours(db, ids, range, timezone, worked.then((read) => read.pairs)),
  ]);
  return {
    ...range,
    count: page.count,
    results: page.results.map((employee) => toSummary(employee, days.get(employee.id) ?? [], planned.get(employee.id))),
  };
}

/**
 * GET /api/admin/attendance/{user_id}/days/: one user's days over the range; 404 for an unknown user, and for one
 * outside a manager's `scope` (the manager themselves included; docs/behaviour.md, "Managers").
 */
export async function loadAttendanceDays(
  db: Queryable,
  userId: number,
  query: AttendanceDaysQuery,
  timezone: string,
  scope?: StaffScope,
): Promise<WorkedDays> {
  const range = await resolveAttendanceRange(db, query, timezone);
  if (scope) await assertInScope(db, scope, userId);
  if (!(await userExists(db, userId))) throw httpError(404, 'NOT_FOUND');
  const [worked, planned] = await Promise.all([loadWorkedDays(db, [userId], range, timezone), loadPlannedHours(db, [userId], range, timezone)]);
  return workedDaysWithPlan(range, worked.get(userId) ?? [], planned.get(userId));
}

/**
 * A line of the CSV: one employee's day with punches or with planned time (an absence), its worked day (null:
 * no punches), the day computation's figures and the week of the average-week check.
 */
export interface AttendanceDayLine {
  employee: AttendanceEmployee;
  date: string;
  day: WorkedDay | null;
  planned: PlannedDay | null;
  week: PlannedWeek | null;
}

/**
 * The CSV's lines, the report's employees in its order and each one's days in date order, in batches: as many
 * employees a batch as keep it near `batchSize` lines were every day listed, so memory does not grow with the
 * number of employees (docs/behaviour.md, "Admin exports").
 */
export async function* attendanceDayLineBatches(
  db: Queryable,
  filters: AttendanceFilters,
  range: WorkedDaysRange,
  timezone: string,
  options: BatchOptions = {},
  scope?: StaffScope,
): AsyncGenerator<AttendanceDayLine[]> {
  const employeesPerBatch = Math.max(1, Math.floor((options.batchSize ?? EXPORT_BATCH_SIZE) / dayCount(range)));
  for await (const employees of attendanceEmployeeBatches(db, filters, range, employeesPerBatch, scope)) {
    const ids = employees.map((employee) => employee.id);
    // The punches read once for the worked days and the planned days' pairs; the CSV writes each day's figures,
    // never its punches.
    const { days, pairs } = await loadWorkedDaysAndPairs(db, ids, range, timezone, pairsNeededFrom(range.start_date), {
      punches: false,
    });
    const planned = await loadPlannedHours(db, ids, range, timezone, pairs);
    yield employees.flatMap((employee) =>
      daysToList(days.get(employee.id) ?? [], planned.get(employee.id)).map((line) => ({
        employee,
        date: line.date,
        day: line.worked,
        planned: line.planned,
        week: line.week,
      })),
    );
  }
}

function toSummary(employee: AttendanceEmployee, days: readonly WorkedDay[], planned: PlannedEmployee | undefined): AttendanceSummary {
  return {
    user_id: employee.id,
    username: employee.username,
    full_name: `${employee.first_name} ${employee.last_name}`.trim(),
    employee_id: employee.employee_id,
    gruppo: employee.gruppo,
    is_active: employee.is_active,
    totals: hoursTotals(days),
    planned_totals: plannedTotals(planned?.days ?? [], planned?.weeks ?? []),
  };
}

/** The number of days of the range, both ends included. */
function dayCount(range: WorkedDaysRange): number {
  return (Date.parse(range.end_date) - Date.parse(range.start_date)) / 86_400_000 + 1;
}
