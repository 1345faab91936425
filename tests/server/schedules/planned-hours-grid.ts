/**
 * The planned-hours grid (docs/behaviour.md, "Work schedules"): templates, assignments, overrides, a closure, patron
 * days, the punches of eight employees in Europe/Rome, and what each listed day must add up to. The pure test runs it
 * through the computation in memory, the database test through the tables and the service: same table, same figures.
 * The expectations are worked out by hand (minutes), not by the code under test.
 */
import type { DayLegalChecks, PlannedDay, ScheduleDefinition } from '../../../src/core/contract';

export const GRID_TIMEZONE = 'Europe/Rome';

const hm = (text: string) => {
  const [h, m] = text.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const weekdays = (days: number[], ...intervals: Array<[string, string]>) =>
  days.flatMap((weekday) => intervals.map(([start, end]) => ({ weekday, start: hm(start), end: hm(end) })));
const MON_FRI = [1, 2, 3, 4, 5];

export type TemplateKey = 'ufficio' | 'flessibile' | 'notte' | 'partTime';
export const TEMPLATES: Record<TemplateKey, { name: string } & ScheduleDefinition> = {
  ufficio: {
    name: 'Ufficio 9-18',
    intervals: weekdays(MON_FRI, ['09:00', '13:00'], ['14:00', '18:00']),
    tolerance_minutes: 10,
    flex_earliest_start: null,
    flex_latest_start: null,
    overtime_block_minutes: 15,
  },
  flessibile: {
    name: 'Ufficio flessibile',
    intervals: weekdays(MON_FRI, ['09:00', '13:00'], ['14:00', '18:00']),
    tolerance_minutes: 5,
    flex_earliest_start: hm('08:30'),
    flex_latest_start: hm('09:30'),
    overtime_block_minutes: 15,
  },
  notte: {
    name: 'Notte',
    intervals: weekdays(MON_FRI, ['22:00', '06:00']),
    tolerance_minutes: 0,
    flex_earliest_start: null,
    flex_latest_start: null,
    overtime_block_minutes: 30,
  },
  partTime: {
    name: 'Part-time mattina',
    intervals: weekdays(MON_FRI, ['09:00', '13:00']),
    tolerance_minutes: 10,
    flex_earliest_start: null,
    flex_latest_start: null,
    overtime_block_minutes: 15,
  },
};

export type PersonKey = 'ufficio' | 'torino' | 'flex' | 'notte' | 'parttime' | 'cambio' | 'libero' | 'settimana';
export const PEOPLE: PersonKey[] = ['ufficio', 'torino', 'flex', 'notte', 'parttime', 'cambio', 'libero', 'settimana'];
/** Who is in the group 'Uffici' (whose assignment is the office template at Milan). */
export const IN_GROUP: PersonKey[] = ['ufficio', 'torino', 'flex', 'cambio', 'settimana'];

export type PlaceKey = 'milano' | 'torino';
export const PATRON_DAYS: Record<PlaceKey, { name: string; month: number; day: number }> = {
  milano: { name: "Sant'Ambrogio", month: 12, day: 7 },
  torino: { name: 'San Giovanni Battista', month: 6, day: 24 },
};

export interface GridAssignment {
  template: TemplateKey;
  /** A person, or the group 'Uffici'. */
  to: PersonKey | 'group';
  place: PlaceKey | null;
  start: string;
  end: string | null;
}
export const ASSIGNMENTS: GridAssignment[] = [
  { template: 'ufficio', to: 'group', place: 'milano', start: '2026-01-01', end: null },
  // An employee's own assignment beats the group's.
  { template: 'ufficio', to: 'torino', place: 'torino', start: '2026-01-01', end: null },
  { template: 'flessibile', to: 'flex', place: 'milano', start: '2026-01-01', end: null },
  { template: 'notte', to: 'notte', place: 'milano', start: '2026-01-01', end: null },
  { template: 'partTime', to: 'parttime', place: 'milano', start: '2026-01-01', end: null },
];
/** The schedule change in the middle of May, made after the days before it were computed. */
export const MID_MONTH_CHANGE: GridAssignment = { template: 'partTime', to: 'cambio', place: 'milano', start: '2026-05-18', end: null };

/** Day overrides: the night worker's Saturday shifts across both DST changes, and a 'Riposo'. */
export const OVERRIDES: Array<{ who: PersonKey; date: string; intervals: Array<{ start: number; end: number }> }> = [
  { who: 'notte', date: '2026-03-28', intervals: [{ start: hm('22:00'), end: hm('06:00') }] },
  { who: 'notte', date: '2026-10-24', intervals: [{ start: hm('22:00'), end: hm('06:00') }] },
  { who: 'ufficio', date: '2026-07-03', intervals: [] },
];

export const CLOSURES = [{ name: 'Chiusura estiva', start_date: '2026-08-10', end_date: '2026-08-14' }];

/** A punch pair: from [date, HH:MM] to [date, HH:MM], or an IN alone (a forgotten check-out). */
export interface GridPair {
  from: [string, string];
  to: [string, string] | null;
}

const day2 = (date: string, ...pairs: Array<[string, string]>): GridPair[] => pairs.map(([a, b]) => ({ from: [date, a], to: [date, b] }));
const overnight = (date: string, next: string, a: string, b: string): GridPair => ({ from: [date, a], to: [next, b] });

export type ExpectedFigures = Omit<PlannedDay, 'date' | 'planned_start' | 'planned_end'>;

const NO_CHECKS: DayLegalChecks = { short_rest_minutes: null, no_break_minutes: null, no_weekly_rest: false };
const ZERO: ExpectedFigures = {
  kind: 'working',
  holiday_name: null,
  closure_name: null,
  festive: false,
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
  missing_check_out: false,
  in_progress: false,
  checks: NO_CHECKS,
  absences: [],
  absence_minutes: 0,
  punched_on_absence: false,
};

export interface GridCase {
  label: string;
  who: PersonKey;
  date: string;
  expected: ExpectedFigures;
}

const expect = (over: Partial<Omit<ExpectedFigures, 'checks'>> & { checks?: Partial<DayLegalChecks> }): ExpectedFigures => ({
  ...ZERO,
  ...over,
  checks: { ...NO_CHECKS, ...over.checks },
});
const FULL_DAY = { planned_minutes: 480, worked_minutes: 480, ordinary_minutes: 480 };

/** Every punch of the grid, by person. */
export const PUNCHES: Record<PersonKey, GridPair[]> = {
  ufficio: [
    ...day2('2026-06-02', ['09:00', '13:00']),
    ...day2('2026-06-24', ['09:00', '13:00'], ['14:00', '18:00']),
    ...day2('2026-09-14', ['09:00', '13:00'], ['14:00', '18:00']),
    ...day2('2026-09-15', ['09:08', '13:00'], ['14:00', '18:00']),
    ...day2('2026-09-16', ['09:25', '13:00'], ['14:00', '18:00']),
    ...day2('2026-09-17', ['09:00', '13:00'], ['14:00', '18:10']),
    ...day2('2026-09-18', ['09:00', '13:00'], ['14:00', '18:40']),
    ...day2('2026-09-21', ['09:00', '13:00'], ['14:00', '17:30']),
    ...day2('2026-09-22', ['09:00', '18:00']),
    ...day2('2026-09-23', ['09:00', '13:00'], ['14:00', '23:00']),
    ...day2('2026-09-24', ['09:00', '13:00'], ['14:00', '18:00']),
    { from: ['2026-09-25', '09:00'], to: null },
    ...day2('2026-09-27', ['09:00', '13:00']),
    ...day2('2026-09-28', ['09:00', '13:00'], ['14:00', '18:00']),
  ],
  torino: [],
  flex: [
    ...day2('2026-09-14', ['09:20', '13:20'], ['14:20', '18:20']),
    ...day2('2026-09-15', ['09:45', '13:30'], ['14:30', '18:30']),
  ],
  notte: [
    overnight('2026-03-28', '2026-03-29', '22:00', '06:00'),
    overnight('2026-09-15', '2026-09-16', '22:00', '06:00'),
    overnight('2026-10-24', '2026-10-25', '22:00', '06:00'),
  ],
  parttime: day2('2026-09-14', ['09:00', '13:00']),
  cambio: [...day2('2026-05-15', ['09:00', '13:00'], ['14:00', '18:00']), ...day2('2026-05-18', ['09:00', '13:00'])],
  libero: day2('2026-09-14', ['09:00', '12:07']),
  settimana: ['07', '08', '09', '10', '11', '12', '13'].flatMap((d) => day2(`2026-09-${d}`, ['09:00', '13:00'], ['14:00', '17:00'])),
};

export const CASES: GridCase[] = [
  { label: 'a normal day, the lunch break between two pairs', who: 'ufficio', date: '2026-09-14', expected: expect(FULL_DAY) },
  {
    label: 'late within the tolerance: forgiven, not missing',
    who: 'ufficio',
    date: '2026-09-15',
    expected: expect({ planned_minutes: 480, worked_minutes: 472, ordinary_minutes: 472, tolerated_late_minutes: 8 }),
  },
  {
    label: 'late beyond the tolerance: the whole delay counts',
    who: 'ufficio',
    date: '2026-09-16',
    expected: expect({ planned_minutes: 480, worked_minutes: 455, ordinary_minutes: 455, late_minutes: 25, missing_minutes: 25 }),
  },
  {
    label: 'extra time below the 15-minute block: no overtime',
    who: 'ufficio',
    date: '2026-09-17',
    expected: expect({ ...FULL_DAY, worked_minutes: 490, extra_minutes: 10 }),
  },
  {
    label: 'extra time above the block: whole blocks, rounded down',
    who: 'ufficio',
    date: '2026-09-18',
    expected: expect({ ...FULL_DAY, worked_minutes: 520, extra_minutes: 40, overtime_minutes: 30 }),
  },
  {
    label: 'early exit',
    who: 'ufficio',
    date: '2026-09-21',
    expected: expect({ planned_minutes: 480, worked_minutes: 450, ordinary_minutes: 450, early_exit_minutes: 30, missing_minutes: 30 }),
  },
  {
    label: 'worked through lunch: the lunch hour is overtime, and more than 6 hours without a break (art. 8)',
    who: 'ufficio',
    date: '2026-09-22',
    expected: expect({ ...FULL_DAY, worked_minutes: 540, extra_minutes: 60, overtime_minutes: 60, checks: { no_break_minutes: 540 } }),
  },
  {
    label: 'a long evening: overtime, an hour of night work, 9 hours without a break',
    who: 'ufficio',
    date: '2026-09-23',
    expected: expect({ ...FULL_DAY, worked_minutes: 780, extra_minutes: 300, overtime_minutes: 300, night_minutes: 60, checks: { no_break_minutes: 540 } }),
  },
  {
    label: 'the next morning: 10 hours of rest, fewer than 11 (art. 7)',
    who: 'ufficio',
    date: '2026-09-24',
    expected: expect({ ...FULL_DAY, checks: { short_rest_minutes: 600 } }),
  },
  {
    label: 'a forgotten check-out: flagged, nothing counted as worked',
    who: 'ufficio',
    date: '2026-09-25',
    expected: expect({ planned_minutes: 480, missing_minutes: 480, missing_check_out: true }),
  },
  {
    label: 'a Sunday worked: nothing planned, all overtime and holiday hours',
    who: 'ufficio',
    date: '2026-09-27',
    expected: expect({ kind: 'rest', festive: true, worked_minutes: 240, extra_minutes: 240, overtime_minutes: 240, holiday_minutes: 240 }),
  },
  {
    label: 'the day after the forgotten check-out, a normal day',
    who: 'ufficio',
    date: '2026-09-28',
    expected: expect(FULL_DAY),
  },
  {
    label: 'a national holiday worked (2 June)',
    who: 'ufficio',
    date: '2026-06-02',
    expected: expect({
      kind: 'holiday',
      holiday_name: 'Festa della Repubblica',
      festive: true,
      worked_minutes: 240,
      extra_minutes: 240,
      overtime_minutes: 240,
      holiday_minutes: 240,
    }),
  },
  {
    label: "Easter Monday 2027 (29 March): a holiday, nothing planned nor missing",
    who: 'ufficio',
    date: '2027-03-29',
    expected: expect({ kind: 'holiday', holiday_name: "Lunedì dell'Angelo", festive: true }),
  },
  {
    label: 'the patron saint of Turin: a holiday for the employee placed there',
    who: 'torino',
    date: '2026-06-24',
    expected: expect({ kind: 'holiday', holiday_name: 'San Giovanni Battista', festive: true }),
  },
  {
    label: 'the same day in Milan: a working day',
    who: 'ufficio',
    date: '2026-06-24',
    expected: expect(FULL_DAY),
  },
  {
    label: 'flexible entry at 09:20: the plan moves with it, nothing late nor missing',
    who: 'flex',
    date: '2026-09-14',
    expected: expect(FULL_DAY),
  },
  {
    label: 'flexible entry after the band (09:45): late from 09:30, beyond the 5-minute tolerance',
    who: 'flex',
    date: '2026-09-15',
    expected: expect({ planned_minutes: 480, worked_minutes: 465, ordinary_minutes: 465, late_minutes: 15, missing_minutes: 15 }),
  },
  {
    label: 'a night shift across midnight counts on the day it starts',
    who: 'notte',
    date: '2026-09-15',
    expected: expect({ ...FULL_DAY, night_minutes: 480, checks: { no_break_minutes: 480 } }),
  },
  {
    label: 'a night shift the night the clocks go forward: 7 hours, 5 of them on Sunday',
    who: 'notte',
    date: '2026-03-28',
    expected: expect({
      planned_minutes: 420,
      worked_minutes: 420,
      ordinary_minutes: 420,
      night_minutes: 420,
      holiday_minutes: 300,
      checks: { no_break_minutes: 420 },
    }),
  },
  {
    label: 'a night shift the night the clocks go back: 9 hours, 7 of them on Sunday',
    who: 'notte',
    date: '2026-10-24',
    expected: expect({
      planned_minutes: 540,
      worked_minutes: 540,
      ordinary_minutes: 540,
      night_minutes: 540,
      holiday_minutes: 420,
      checks: { no_break_minutes: 540 },
    }),
  },
  {
    label: 'a part-time day',
    who: 'parttime',
    date: '2026-09-14',
    expected: expect({ planned_minutes: 240, worked_minutes: 240, ordinary_minutes: 240 }),
  },
  {
    label: 'the schedule changed mid-month: the day before the change keeps the full-time plan',
    who: 'cambio',
    date: '2026-05-15',
    expected: expect(FULL_DAY),
  },
  {
    label: 'the schedule changed mid-month: part-time from the 18th',
    who: 'cambio',
    date: '2026-05-18',
    expected: expect({ planned_minutes: 240, worked_minutes: 240, ordinary_minutes: 240 }),
  },
  {
    label: 'no schedule at all: worked, with no split (neither ordinary nor overtime)',
    who: 'libero',
    date: '2026-09-14',
    expected: expect({ kind: 'unscheduled', worked_minutes: 187, ordinary_minutes: 0, extra_minutes: 0, overtime_minutes: 0, missing_minutes: 0 }),
  },
  {
    label: 'a company closure: nothing planned',
    who: 'ufficio',
    date: '2026-08-11',
    expected: expect({ kind: 'closure', closure_name: 'Chiusura estiva' }),
  },
  { label: "a 'Riposo' override on a Friday", who: 'ufficio', date: '2026-07-03', expected: expect({ kind: 'rest' }) },
  {
    label: 'the sixth day in a row: the Sunday before is still in its seven days',
    who: 'settimana',
    date: '2026-09-12',
    expected: expect({ kind: 'rest', worked_minutes: 420, extra_minutes: 420, overtime_minutes: 420 }),
  },
  {
    label: 'the seventh day in a row without 24 hours of rest (art. 9), a Sunday',
    who: 'settimana',
    date: '2026-09-13',
    expected: expect({
      kind: 'rest',
      festive: true,
      worked_minutes: 420,
      extra_minutes: 420,
      overtime_minutes: 420,
      holiday_minutes: 420,
      checks: { no_weekly_rest: true },
    }),
  },
];
