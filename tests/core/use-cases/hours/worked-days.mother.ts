/**
 * Worked days as the server sends them (GET /api/timesheets/hours/), built from local times so that a test reads
 * '08:00' on the screen whatever the machine's zone.
 */
import type { CorrectionRequest, DayPunch, PlannedDay, WorkedDay, WorkedDays } from '../../../../src/core/contract';
import { NOTHING_PLANNED } from '../../../mothers';

let nextId = 100;

/** An ISO instant of `date` ('yyyy-MM-dd') at `time` ('HH:mm') in the machine's zone. */
export function localInstant(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes).toISOString();
}

export function punch(entry_type: 'IN' | 'OUT', date: string, time: string, extra: Partial<DayPunch> = {}): DayPunch {
  return {
    id: nextId++,
    entry_type,
    timestamp: localInstant(date, time),
    original_timestamp: null,
    is_added: false,
    is_valid: true,
    off_site: false,
    location_name: 'Sede Centrale',
    offline_delay_seconds: null,
    position_signals: [],
    auto_closed: false,
    ...extra,
  };
}

const NO_FLAGS = { missing_check_out: false, invalid: false, off_site: false, corrected: false };

export function workedDay(date: string, punches: DayPunch[], extra: Partial<Omit<WorkedDay, 'flags'>> & { flags?: Partial<WorkedDay['flags']> } = {}): WorkedDay {
  const { flags, ...rest } = extra;
  const ins = punches.filter((p) => p.entry_type === 'IN');
  const outs = punches.filter((p) => p.entry_type === 'OUT');
  return {
    date,
    worked_minutes: 0,
    first_in: ins[0]?.timestamp ?? null,
    last_out: outs[outs.length - 1]?.timestamp ?? null,
    in_progress: false,
    punches,
    ...rest,
    flags: { ...NO_FLAGS, ...flags },
  };
}

/** A full day 08:00–17:00 (540 minutes). */
export const fullDay = (date: string): WorkedDay =>
  workedDay(date, [punch('IN', date, '08:00'), punch('OUT', date, '17:00')], { worked_minutes: 540 });

/** A day whose check-in at 08:00 has no check-out. */
export const missingCheckOutDay = (date: string): WorkedDay =>
  workedDay(date, [punch('IN', date, '08:00')], { flags: { missing_check_out: true } });

export function monthOf(days: WorkedDay[], start_date: string, end_date: string): WorkedDays {
  return {
    start_date,
    end_date,
    days,
    totals: {
      days_worked: days.filter((d) => d.worked_minutes > 0).length,
      worked_minutes: days.reduce((sum, d) => sum + d.worked_minutes, 0),
      anomaly_days: days.filter((d) => Object.values(d.flags).some(Boolean)).length,
    },
    ...NOTHING_PLANNED,
  };
}

let nextRequestId = 1;

export function correctionRequest(punchOf: DayPunch, date: string, extra: Partial<CorrectionRequest> = {}): CorrectionRequest {
  return {
    id: nextRequestId++,
    user_id: 7,
    username: 'mario.rossi',
    full_name: 'Mario Rossi',
    timesheet_id: punchOf.id,
    kind: 'missing_check_out',
    entry_type: punchOf.entry_type,
    business_date: date,
    punch_timestamp: punchOf.timestamp,
    proposed_timestamp: localInstant(date, '17:00'),
    reason: 'Dimenticata',
    status: 'pending',
    refusal_reason: '',
    created_at: new Date().toISOString(),
    decided_by: null,
    decided_at: null,
    ...extra,
  };
}

const NO_FIGURES = {
  planned_minutes: 0,
  worked_minutes: 0,
  ordinary_minutes: 0,
  extra_minutes: 0,
  overtime_minutes: 0,
  late_minutes: 0,
  tolerated_late_minutes: 0,
  early_exit_minutes: 0,
  missing_minutes: 0,
  night_minutes: 0,
  holiday_minutes: 0,
};

/** A calendar day's planned figures as the server sends them (a working day of 8 hours unless told). */
export function plannedDay(date: string, extra: Partial<Omit<PlannedDay, 'checks'>> & { checks?: Partial<PlannedDay['checks']> } = {}): PlannedDay {
  const { checks, ...rest } = extra;
  return {
    date,
    kind: 'working',
    holiday_name: null,
    closure_name: null,
    festive: false,
    ...NO_FIGURES,
    planned_minutes: 480,
    planned_start: null,
    planned_end: null,
    missing_check_out: false,
    in_progress: false,
    absences: [],
    absence_minutes: 0,
    punched_on_absence: false,
    ...rest,
    checks: { short_rest_minutes: null, no_break_minutes: null, no_weekly_rest: false, ...checks },
  };
}

/** A day with nothing planned (a weekend, a holiday, a closure, no template). */
export const unplannedDay = (date: string, kind: PlannedDay['kind'] = 'rest', extra: Partial<PlannedDay> = {}): PlannedDay =>
  plannedDay(date, { kind, planned_minutes: 0, ...extra });

/** The month with its planned days, their totals added up. */
export function withPlan(month: WorkedDays, planned: PlannedDay[]): WorkedDays {
  const sum = (pick: (day: PlannedDay) => number) => planned.reduce((total, day) => total + pick(day), 0);
  return {
    ...month,
    planned_days: planned,
    planned_weeks: [],
    planned_totals: {
      planned_minutes: sum((d) => d.planned_minutes),
      ordinary_minutes: sum((d) => d.ordinary_minutes),
      overtime_minutes: sum((d) => d.overtime_minutes),
      late_minutes: sum((d) => d.late_minutes),
      early_exit_minutes: sum((d) => d.early_exit_minutes),
      missing_minutes: sum((d) => d.missing_minutes),
      night_minutes: sum((d) => d.night_minutes),
      holiday_minutes: sum((d) => d.holiday_minutes),
      late_days: planned.filter((d) => d.late_minutes > 0).length,
      short_rest_days: planned.filter((d) => d.checks.short_rest_minutes !== null).length,
      no_break_days: planned.filter((d) => d.checks.no_break_minutes !== null).length,
      no_weekly_rest_days: planned.filter((d) => d.checks.no_weekly_rest).length,
      over_average_weeks: 0,
      absence_minutes: sum((d) => d.absence_minutes),
      punched_on_absence_days: planned.filter((d) => d.punched_on_absence).length,
    },
  };
}
