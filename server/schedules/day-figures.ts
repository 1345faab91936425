/**
 * Planned hours (docs/behaviour.md, "Work schedules"): one employee's day, from the day's plan, its calendar and the
 * employee's punch pairs, to the figures a payroll office reads. The one place they are computed: the API, the report
 * and the sheet only format them. Pure (no SQL, no clock: the caller says what 'now' is): instants in, minutes out.
 *
 * - Teorico: the plan's minutes, each interval its real length on the zone's clocks (a DST night counts 7 h or 9 h).
 *   Nothing is planned on a national holiday, a patron-saint day of the employee's place or a company closure, unless
 *   an administrator set that day's shift ('Turno del giorno') explicitly.
 * - Lavorate: closed pairs, each floored to the minute, as the worked time (server/hours/worked-pair.sql.ts). A pair
 *   without its OUT counts nothing: flagged 'Uscita mancante' (or 'In corso' for the shift in progress).
 * - Ordinarie: worked minutes inside the planned intervals. Everything else worked (before, after, between them, or on
 *   a day with nothing planned) is extra time; Straordinario is that extra time in whole blocks of the template's
 *   'Straordinario minimo', rounded down (a 40-minute extra with 15-minute blocks is 30): below a block, nothing.
 *   With no template in force at all there is no split: the day's minutes are worked, neither ordinary nor extra
 *   (a company without schedules sees its hours as before, not as overtime).
 * - Ritardo: the first check-in's delay on the first planned start. Within 'Tolleranza ingresso' it is forgiven
 *   (reported as tolerated, neither lateness nor missing); beyond it the WHOLE delay counts, not only the part beyond
 *   the tolerance: the tolerance is a grace, not an allowance every employee may take each day.
 *   With a flexible entry band the plan moves with the check-in (same length) anywhere inside the band; lateness is
 *   measured from the band's latest start.
 * - Uscita anticipata: the last planned end minus the last check-out, when earlier.
 * - Ore mancanti: planned minus ordinary minus tolerated lateness (late, early exit, a long lunch, an absence), once
 *   the day is over: while its plan has not ended, or its shift is still in progress, it misses nothing yet and has
 *   left early nowhere (today's figures and the month's totals do not count the hours still to come as missing).
 * - Assenze (docs/behaviour.md, "Absences"): an approved absence justifies planned time. A whole-day absence on a
 *   working day justifies what was planned and not worked (planned − ordinary − tolerated), so the day misses nothing,
 *   and neither lateness nor an early exit is counted. A range of hours justifies its overlap with the plan; the plan's
 *   part it covers is not expected either, so a morning permesso moves the expected arrival to its end (and an
 *   afternoon one the expected departure to its start). On a rest day, a holiday or a closure nothing is planned and
 *   an absence justifies nothing. Punches on a day of a whole-day absence that does not count as work (ferie,
 *   malattia) flag the day ('Timbratura in giorno di assenza').
 * - Notturno: worked minutes between 22:00 and 06:00 on the zone's clocks. Festivo: worked minutes falling on a Sunday
 *   or a holiday (national or the place's patron saint); a night shift's hours after midnight count on the calendar
 *   day they fall on. Both overlap the ordinary/overtime split, they do not add to it.
 */
import type { DayAbsence } from '../../src/core/contract';
import { addDays, isoWeekday, wallClockInstant, wallMinutes } from './zoned-time';

const MINUTE_MS = 60_000;
const NIGHT_START = 22 * 60;
const NIGHT_END = 6 * 60;

/** An interval of a day's plan, in minutes from that day's midnight; an end not after the start ends the next day. */
export interface PlanInterval {
  start: number;
  end: number;
}

export interface FlexBand {
  /** Earliest and latest wall-clock minute the first interval may start at; the whole plan moves with it. */
  earliestStart: number;
  latestStart: number;
}

/** What is planned on one day. No intervals: a rest day ('Riposo', or a weekday the template leaves free). */
export interface DayPlan {
  intervals: PlanInterval[];
  toleranceMinutes: number;
  flex: FlexBand | null;
  /** 'Straordinario minimo': extra time counts in whole blocks of this many minutes (1: every minute). */
  overtimeBlockMinutes: number;
  /** True when an administrator set this day's shift ('Turno del giorno'): it is planned even on a holiday. */
  isOverride: boolean;
}

/** One IN and its OUT (null: none yet), as instants (ms since the epoch). */
export interface PunchPair {
  in: number;
  out: number | null;
  /** For an open pair: the shift still in progress (the punch rules' current IN), not a forgotten check-out. */
  inProgress?: boolean;
}

/** An approved absence touching the day (docs/behaviour.md, "Absences"). */
export interface AbsenceOnDay {
  id: number;
  code: string;
  name: string;
  countsAsWork: boolean;
  /** A range of hours, in minutes from the day's midnight (end after start); null: the whole day. */
  range: { start: number; end: number } | null;
}

export interface DayInput {
  /** yyyy-MM-dd, the business day the pairs belong to (a pair belongs to the day of its IN). */
  date: string;
  /** APP_TIMEZONE. */
  timezone: string;
  /** The day's plan; null when no template is in force for the employee on that day. */
  plan: DayPlan | null;
  /** A national holiday or the patron saint of the employee's place, by name; null on other days. */
  holidayName: string | null;
  /** The company closure covering the day, by name. */
  closureName: string | null;
  /** Whether the next calendar day is a holiday (a night shift's hours after midnight may be holiday hours). */
  nextDayHoliday: boolean;
  pairs: PunchPair[];
  /** The day's approved absences, in the order they were entered; omitted: none. */
  absences?: readonly AbsenceOnDay[];
  /**
   * The instant the figures are read at: a day whose plan ends after it (today, a day to come) is not over yet.
   * Omitted: every day is over (a closed month, the tables of the tests).
   */
  now?: number;
}

/** How the day counts: 'working' has planned time; the others plan nothing. */
export type DayKind = 'working' | 'rest' | 'holiday' | 'closure' | 'unscheduled';

export interface DayFigures {
  date: string;
  kind: DayKind;
  holiday_name: string | null;
  closure_name: string | null;
  /** Whether the day is a Sunday or a holiday ('Festivo'). */
  festive: boolean;
  planned_minutes: number;
  worked_minutes: number;
  ordinary_minutes: number;
  /** Worked minutes outside the plan, before the rounding to whole overtime blocks. */
  extra_minutes: number;
  overtime_minutes: number;
  late_minutes: number;
  /** A delay within the tolerance: neither lateness nor missing time. */
  tolerated_late_minutes: number;
  early_exit_minutes: number;
  missing_minutes: number;
  night_minutes: number;
  holiday_minutes: number;
  /** The planned start and end after a flexible entry moved them (instants), null with nothing planned. */
  planned_start: number | null;
  planned_end: number | null;
  missing_check_out: boolean;
  in_progress: boolean;
  /** Each absence with the planned minutes it justifies. */
  absences: DayAbsence[];
  /** Planned minutes the absences justify, at most the planned minutes less the ordinary and tolerated ones. */
  absence_minutes: number;
  /** Punches on a day of a whole-day absence that does not count as work. */
  punched_on_absence: boolean;
}

interface Span {
  from: number;
  to: number;
}

const floorMinutes = (ms: number) => Math.floor(ms / MINUTE_MS);

function overlapMs(spans: readonly Span[], windows: readonly Span[]): number {
  let total = 0;
  for (const s of spans) {
    for (const w of windows) total += Math.max(0, Math.min(s.to, w.to) - Math.max(s.from, w.from));
  }
  return total;
}

/** The plan's intervals as instants on `date`, moved by `shift` minutes (a flexible entry). */
function planSpans(date: string, timezone: string, intervals: readonly PlanInterval[], shift: number): Span[] {
  return intervals.map(({ start, end }) => {
    const endMinute = end <= start ? end + 1440 : end;
    return { from: wallClockInstant(date, start + shift, timezone), to: wallClockInstant(date, endMinute + shift, timezone) };
  });
}

/** Minutes the flexible band moves the plan by, for a first check-in at `firstIn`. */
function flexShift(input: DayInput, plan: DayPlan, firstIn: number | null): number {
  if (!plan.flex || firstIn === null || plan.intervals.length === 0) return 0;
  const arrived = wallMinutes(firstIn, input.date, input.timezone);
  const start = Math.min(Math.max(arrived, plan.flex.earliestStart), plan.flex.latestStart);
  return start - plan.intervals[0]!.start;
}

function kindOf(input: DayInput): DayKind {
  const plan = input.plan;
  if (plan?.isOverride) return plan.intervals.length > 0 ? 'working' : 'rest';
  if (input.holidayName !== null) return 'holiday';
  if (input.closureName !== null) return 'closure';
  if (plan === null) return 'unscheduled';
  return plan.intervals.length > 0 ? 'working' : 'rest';
}

/** `spans` less `holes`: what of the plan is still expected once the absences' hours are taken out. */
function subtractSpans(spans: readonly Span[], holes: readonly Span[]): readonly Span[] {
  // Most days of a month's report have no absence: no copy for them.
  if (holes.length === 0) return spans;
  let left = [...spans];
  for (const hole of holes) {
    left = left.flatMap((s) => {
      if (hole.to <= s.from || hole.from >= s.to) return [s];
      const parts: Span[] = [];
      if (hole.from > s.from) parts.push({ from: s.from, to: hole.from });
      if (hole.to < s.to) parts.push({ from: hole.to, to: s.to });
      return parts;
    });
  }
  return left;
}

/** The shared empty lists of a day without absences (most days): nothing allocated for them. */
const NO_ABSENCES: readonly AbsenceOnDay[] = [];
const NO_SPANS: readonly Span[] = [];
const NO_MINUTES: number[] = [];

/** An absence's range of hours as instants on `date`. */
const absenceSpan = (date: string, timezone: string, range: { start: number; end: number }): Span => ({
  from: wallClockInstant(date, range.start, timezone),
  to: wallClockInstant(date, range.end, timezone),
});

/** The day's figures (see the module's comment for each rule). */
export function computeDay(input: DayInput): DayFigures {
  const { date, timezone, plan } = input;
  const closed: Span[] = input.pairs.filter((p) => p.out !== null).map((p) => ({ from: p.in, to: p.out! }));
  const open = input.pairs.filter((p) => p.out === null);
  const worked = closed.reduce((sum, s) => sum + floorMinutes(s.to - s.from), 0);
  const firstIn = input.pairs.length > 0 ? Math.min(...input.pairs.map((p) => p.in)) : null;
  const kind = kindOf(input);
  const festive = isoWeekday(date) === 7 || input.holidayName !== null;

  let planned = 0;
  let ordinary = 0;
  let late = 0;
  let tolerated = 0;
  let earlyExit = 0;
  let plannedStart: number | null = null;
  let plannedEnd: number | null = null;
  const absences = input.absences ?? NO_ABSENCES;
  const wholeDay = absences.some((a) => a.range === null);
  const absenceSpans = absences.length === 0 ? NO_SPANS : absences.map((a) => (a.range === null ? null : absenceSpan(date, timezone, a.range)));
  const justifiedByRange = absences.length === 0 ? NO_MINUTES : new Array<number>(absences.length).fill(0);
  if (kind === 'working' && plan) {
    const spans = planSpans(date, timezone, plan.intervals, flexShift(input, plan, firstIn));
    plannedStart = spans[0]!.from;
    plannedEnd = spans[spans.length - 1]!.to;
    planned = spans.reduce((sum, s) => sum + floorMinutes(s.to - s.from), 0);
    ordinary = Math.min(worked, floorMinutes(overlapMs(closed, spans)));
    absenceSpans.forEach((span, i) => {
      if (span) justifiedByRange[i] = floorMinutes(overlapMs([span], spans));
    });
    // What is still expected of the employee: the plan less the absences' hours (nothing on a day of absence).
    const expected = wholeDay ? NO_SPANS : subtractSpans(spans, absenceSpans.length === 0 ? NO_SPANS : absenceSpans.filter((s): s is Span => s !== null));
    if (firstIn !== null && expected.length > 0) {
      const delay = floorMinutes(firstIn - expected[0]!.from);
      if (delay > plan.toleranceMinutes) late = delay;
      else tolerated = Math.max(0, delay);
    }
    if (open.length === 0 && closed.length > 0 && expected.length > 0) {
      const lastOut = Math.max(...closed.map((s) => s.to));
      earlyExit = Math.max(0, floorMinutes(expected[expected.length - 1]!.to - lastOut));
    }
  }
  const unjustified = Math.max(0, planned - ordinary - tolerated);
  const absenceMinutes = wholeDay ? unjustified : Math.min(unjustified, justifiedByRange.reduce((sum, m) => sum + m, 0));
  // No template in force: nothing was planned, so nothing is split: the minutes are worked, neither ordinary nor
  // extra. A company that has not entered its schedules yet must not see every hour as overtime on its sheets.
  const extra = plan === null ? 0 : worked - ordinary;
  const block = Math.max(1, plan?.overtimeBlockMinutes ?? 1);
  const overtime = Math.floor(extra / block) * block;

  // A day still under way has missed nothing yet: its plan ends later, or its shift is still in progress.
  const notOverYet = open.some((p) => p.inProgress === true) || (input.now !== undefined && plannedEnd !== null && plannedEnd > input.now);

  let night = 0;
  let holiday = 0;
  // Nothing worked, nothing to place on the night's or the holidays' clocks (most days of a month's report).
  if (closed.length > 0) {
    const nights: Span[] = [-1, 0, 1].map((d) => ({
      from: wallClockInstant(addDays(date, d), NIGHT_START, timezone),
      to: wallClockInstant(addDays(date, d + 1), NIGHT_END, timezone),
    }));
    const festiveDays: Span[] = [];
    if (festive) festiveDays.push({ from: wallClockInstant(date, 0, timezone), to: wallClockInstant(addDays(date, 1), 0, timezone) });
    if (input.nextDayHoliday || isoWeekday(addDays(date, 1)) === 7) {
      festiveDays.push({ from: wallClockInstant(addDays(date, 1), 0, timezone), to: wallClockInstant(addDays(date, 2), 0, timezone) });
    }
    night = Math.min(worked, floorMinutes(overlapMs(closed, nights)));
    holiday = Math.min(worked, floorMinutes(overlapMs(closed, festiveDays)));
  }

  return {
    date,
    kind,
    holiday_name: input.holidayName,
    closure_name: input.closureName,
    festive,
    planned_minutes: planned,
    worked_minutes: worked,
    ordinary_minutes: ordinary,
    extra_minutes: extra,
    overtime_minutes: overtime,
    late_minutes: late,
    tolerated_late_minutes: tolerated,
    early_exit_minutes: notOverYet ? 0 : earlyExit,
    missing_minutes: notOverYet ? 0 : unjustified - absenceMinutes,
    night_minutes: night,
    holiday_minutes: holiday,
    planned_start: plannedStart,
    planned_end: plannedEnd,
    missing_check_out: open.some((p) => !p.inProgress),
    in_progress: open.some((p) => p.inProgress === true),
    absences: absences.length === 0 ? [] : absences.map((a, i) => ({
      absence_id: a.id,
      code: a.code,
      name: a.name,
      minutes: a.range === null ? absenceMinutes : justifiedByRange[i]!,
      whole_day: a.range === null,
      counts_as_work: a.countsAsWork,
    })),
    absence_minutes: absenceMinutes,
    punched_on_absence: input.pairs.length > 0 && absences.some((a) => a.range === null && !a.countsAsWork),
  };
}
