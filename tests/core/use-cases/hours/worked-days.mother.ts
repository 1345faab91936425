/**
 * Worked days as the server sends them (GET /api/timesheets/hours/), built from local times so that a test reads
 * '08:00' on the screen whatever the machine's zone.
 */
import type { CorrectionRequest, DayPunch, WorkedDay, WorkedDays } from '../../../../src/core/contract';

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
