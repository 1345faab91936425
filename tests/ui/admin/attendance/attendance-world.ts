/**
 * 'Report Presenze' over an admin world (today is Wednesday 15 January 2025 on the fake clock): the report answers
 * the given employees, the days endpoint Mario's two worked days and his planned days (Friday 10 absent, the weekend at
 * rest, Monday 13 after a short rest, today and tomorrow planned), the 'Utente' filter offers Mario, 'Gruppo' two groups.
 */
import { NO_PLANNED_TOTALS, plannedDay } from '../../../mothers';
import {
  ApiPaths,
  type AttendanceSummary,
  type PlannedDay,
  type PlannedTotals,
  type WorkedDay,
  type WorkedDays,
} from '../../../../src/core/contract';
import { AdminToken } from '../../../../src/ui/admin/admin.tokens';
import { ok, queryOf } from '../../../fakes';
import { adminWorld, type AdminWorld } from '../admin-world';

export const MARIO_OPTION = { id: 7, full_name: 'Mario Rossi', username: 'mario.rossi', is_active: true };
export const GROUPS = [
  { id: 3, descrizione: 'Magazzino', member_count: 2 },
  { id: 4, descrizione: 'Uffici', member_count: 1 },
];

export { NO_PLANNED_TOTALS };

/** Mario's month as the server adds it up: 8 h a weekday planned, 45 minutes of overtime, 25 minutes late once, a day after a short rest. */
export const MARIO_TOTALS: PlannedTotals = {
  ...NO_PLANNED_TOTALS,
  planned_minutes: 10560,
  ordinary_minutes: 900,
  overtime_minutes: 45,
  late_minutes: 25,
  late_days: 1,
  missing_minutes: 9660,
  night_minutes: 0,
  short_rest_days: 1,
};

export function summary(overrides: Partial<AttendanceSummary> = {}): AttendanceSummary {
  return {
    user_id: 7,
    username: 'mario.rossi',
    full_name: 'Mario Rossi',
    employee_id: 'E007',
    gruppo: 'Magazzino',
    is_active: true,
    totals: { days_worked: 2, worked_minutes: 945, anomaly_days: 1 },
    planned_totals: MARIO_TOTALS,
    ...overrides,
  };
}

const NO_FLAGS = { missing_check_out: false, invalid: false, off_site: false, corrected: false };

export function workedDay(overrides: Partial<WorkedDay> = {}): WorkedDay {
  return {
    date: '2025-01-13',
    worked_minutes: 465,
    first_in: '2025-01-13T07:58:00.000Z',
    last_out: '2025-01-13T16:03:00.000Z',
    in_progress: false,
    flags: NO_FLAGS,
    punches: [],
    ...overrides,
  };
}

const MARIO_WEEK: PlannedDay[] = [
  plannedDay('2025-01-10'),
  plannedDay('2025-01-11', { kind: 'rest', planned_minutes: 0, missing_minutes: 0 }),
  plannedDay('2025-01-12', { kind: 'rest', planned_minutes: 0, missing_minutes: 0 }),
  plannedDay('2025-01-13', {
    worked_minutes: 465,
    ordinary_minutes: 420,
    extra_minutes: 45,
    overtime_minutes: 45,
    late_minutes: 25,
    missing_minutes: 60,
    checks: { short_rest_minutes: 570, no_break_minutes: null, no_weekly_rest: false },
  }),
  plannedDay('2025-01-14', { ordinary_minutes: 0, missing_minutes: 480, missing_check_out: true }),
  // Today and tomorrow: planned, no punches yet.
  plannedDay('2025-01-15'),
  plannedDay('2025-01-16'),
];

export const MARIO_DAYS: WorkedDays = {
  start_date: '2025-01-01',
  end_date: '2025-01-31',
  days: [
    workedDay(),
    workedDay({
      date: '2025-01-14',
      worked_minutes: 480,
      first_in: '2025-01-14T07:00:00.000Z',
      last_out: null,
      flags: { ...NO_FLAGS, missing_check_out: true, off_site: true },
    }),
  ],
  totals: { days_worked: 2, worked_minutes: 945, anomaly_days: 1 },
  planned_days: MARIO_WEEK,
  planned_weeks: [],
  planned_totals: MARIO_TOTALS,
};

export function attendanceWorld(rows: AttendanceSummary[] = [summary()], count = rows.length) {
  const world = adminWorld();
  world.http.on('GET', ApiPaths.adminAttendance, ok({ start_date: '2025-01-01', end_date: '2025-01-31', count, results: rows }));
  world.http.on('GET', ApiPaths.adminAttendanceDays(7), ok(MARIO_DAYS));
  world.http.on('GET', ApiPaths.adminUsers, ok([MARIO_OPTION]));
  world.http.on('GET', ApiPaths.groups, ok(GROUPS));
  return { world, store: world.get(AdminToken.AttendanceStore) };
}

/** The query of the last report request. */
export const lastQuery = (world: AdminWorld) => queryOf(world.http.last('GET', ApiPaths.adminAttendance));
