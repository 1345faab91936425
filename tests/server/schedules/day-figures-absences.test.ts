/**
 * Approved absences in the planned-hours day as a table (docs/behaviour.md, "Absences"; server/schedules/day-figures.ts):
 * what they justify, how a range of hours moves the expected arrival and departure, and the punch on a day of ferie.
 * The office plan: 09:00–13:00 and 14:00–18:00, ten minutes' tolerance, on Tuesday 12/05/2026.
 */
import { computeDay, type AbsenceOnDay, type DayFigures, type DayPlan } from '../../../server/schedules/day-figures';
import { wallClockInstant } from '../../../server/schedules/zoned-time';

const TZ = 'Europe/Rome';
const TUESDAY = '2026-05-12';
const SATURDAY = '2026-05-16';
const OFFICE: DayPlan = {
  intervals: [
    { start: 540, end: 780 },
    { start: 840, end: 1080 },
  ],
  toleranceMinutes: 10,
  flex: null,
  overtimeBlockMinutes: 15,
  isOverride: false,
};
const REST: DayPlan = { ...OFFICE, intervals: [] };

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const FERIE: AbsenceOnDay = { id: 1, code: 'FE', name: 'Ferie', countsAsWork: false, range: null };
const TRASFERTA: AbsenceOnDay = { id: 2, code: 'TR', name: 'Trasferta', countsAsWork: true, range: null };
const rol = (from: string, to: string, id = 3): AbsenceOnDay => ({
  id,
  code: 'ROL',
  name: 'Permesso ROL',
  countsAsWork: false,
  range: { start: minutes(from), end: minutes(to) },
});

interface Row {
  label: string;
  date?: string;
  plan?: DayPlan;
  holiday?: string;
  absences: AbsenceOnDay[];
  punches: Array<[string, string]>;
  expected: Partial<DayFigures>;
}

const ROWS: Row[] = [
  {
    label: 'a day of ferie without punches misses nothing: all of it justified',
    absences: [FERIE],
    punches: [],
    expected: { kind: 'working', planned_minutes: 480, missing_minutes: 0, absence_minutes: 480, late_minutes: 0, early_exit_minutes: 0, punched_on_absence: false },
  },
  {
    label: 'punches on a day of ferie are flagged; the hours worked count, the rest is justified, no lateness nor early exit',
    absences: [FERIE],
    punches: [['10:00', '12:00']],
    expected: { ordinary_minutes: 120, absence_minutes: 360, missing_minutes: 0, late_minutes: 0, early_exit_minutes: 0, punched_on_absence: true },
  },
  {
    label: 'punches on a day of trasferta (counts as work) are not flagged',
    absences: [TRASFERTA],
    punches: [['09:00', '13:00']],
    expected: { punched_on_absence: false, missing_minutes: 0, absence_minutes: 240 },
  },
  {
    label: 'a morning permesso moves the expected arrival to its end: arriving then is not late',
    absences: [rol('09:00', '13:00')],
    punches: [['14:00', '18:00']],
    expected: { late_minutes: 0, tolerated_late_minutes: 0, missing_minutes: 0, absence_minutes: 240, early_exit_minutes: 0 },
  },
  {
    label: 'arriving after the permesso beyond the tolerance is late from its end, and misses the delay',
    absences: [rol('09:00', '11:00')],
    punches: [['11:20', '13:00'], ['14:00', '18:00']],
    expected: { late_minutes: 20, ordinary_minutes: 340, absence_minutes: 120, missing_minutes: 20 },
  },
  {
    label: 'arriving after the permesso within the tolerance is forgiven',
    absences: [rol('09:00', '11:00')],
    punches: [['11:05', '13:00'], ['14:00', '18:00']],
    expected: { late_minutes: 0, tolerated_late_minutes: 5, missing_minutes: 0, absence_minutes: 120 },
  },
  {
    label: "an afternoon permesso moves the expected departure to its start: leaving then is no early exit",
    absences: [rol('16:00', '18:00')],
    punches: [['09:00', '13:00'], ['14:00', '16:00']],
    expected: { early_exit_minutes: 0, missing_minutes: 0, absence_minutes: 120 },
  },
  {
    label: 'a permesso across the lunch break justifies only its planned part',
    absences: [rol('12:00', '15:00')],
    punches: [['09:00', '12:00'], ['15:00', '18:00']],
    expected: { ordinary_minutes: 360, absence_minutes: 120, missing_minutes: 0, late_minutes: 0, early_exit_minutes: 0 },
  },
  {
    label: 'a permesso on a day without punches justifies its hours, the rest is missing',
    absences: [rol('09:00', '11:00')],
    punches: [],
    expected: { absence_minutes: 120, missing_minutes: 360 },
  },
  {
    label: 'two permessi of one day, morning and evening, both justified',
    absences: [rol('09:00', '11:00', 3), rol('16:00', '18:00', 4)],
    punches: [['11:00', '13:00'], ['14:00', '16:00']],
    expected: { ordinary_minutes: 240, absence_minutes: 240, missing_minutes: 0, late_minutes: 0, early_exit_minutes: 0 },
  },
  {
    label: 'on a rest day an absence justifies nothing',
    date: SATURDAY,
    plan: REST,
    absences: [FERIE],
    punches: [],
    expected: { kind: 'rest', planned_minutes: 0, absence_minutes: 0, missing_minutes: 0 },
  },
  {
    label: 'on a holiday an absence justifies nothing',
    holiday: 'Festa di prova',
    absences: [FERIE],
    punches: [],
    expected: { kind: 'holiday', planned_minutes: 0, absence_minutes: 0, missing_minutes: 0 },
  },
];

function figures(row: Row): DayFigures {
  const date = row.date ?? TUESDAY;
  return computeDay({
    date,
    timezone: TZ,
    plan: row.plan ?? OFFICE,
    holidayName: row.holiday ?? null,
    closureName: null,
    nextDayHoliday: false,
    pairs: row.punches.map(([from, to]) => ({ in: wallClockInstant(date, minutes(from), TZ), out: wallClockInstant(date, minutes(to), TZ) })),
    absences: row.absences,
  });
}

it.each(ROWS.map((row) => [row.label, row] as const))('%s', (_label, row) => {
  expect(figures(row)).toMatchObject(row.expected);
});

it('reports each absence with the minutes it justifies', () => {
  expect(figures(ROWS[0]!).absences).toEqual([{ absence_id: 1, code: 'FE', name: 'Ferie', minutes: 480, whole_day: true, counts_as_work: false }]);
  expect(figures(ROWS[9]!).absences.map((a) => [a.absence_id, a.minutes, a.whole_day])).toEqual([
    [3, 120, false],
    [4, 120, false],
  ]);
  expect(figures(ROWS[10]!).absences).toEqual([expect.objectContaining({ absence_id: 1, minutes: 0 })]);
});

it('a day without absences has none, and misses what it missed before', () => {
  const plain = figures({ label: '', absences: [], punches: [['09:00', '13:00']], expected: {} });
  expect(plain).toMatchObject({ absences: [], absence_minutes: 0, punched_on_absence: false, missing_minutes: 240, early_exit_minutes: 300 });
});
