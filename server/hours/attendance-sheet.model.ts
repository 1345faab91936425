/**
 * The monthly attendance sheet as data (docs/behaviour.md, "Monthly attendance sheet"): what each line of one
 * employee's month says, in Italian, before any drawing. The numbers are the worked days' own (worked-days.query.ts,
 * hours-totals.ts) and the day computation's (server/schedules/day-figures.ts, through planned-hours.ts), only
 * written as people read them, so a test can hold them against the JSON of the same month.
 */
import { REMINDER_TEXTS, type DayPunch, type HoursTotals, type PlannedDay, type PlannedEmployee, type PlannedTotals, type WorkedDay } from '../../src/core/contract';
import { calendarDate, dayPunchOrigin, daysInMonth, formatOfflineDelay, formatWorkedMinutes, weekdayOf } from '../../src/core/domain';
import { hoursTotals, plannedTotals } from './hours-totals';
import { WallClock } from './wall-clock';

export interface SheetEmployee {
  id: number;
  username: string;
  full_name: string;
  employee_id: string;
}

/** One calendar day of the month, worked or not. */
export interface AttendanceSheetLine {
  date: string;
  day: number;
  /** 'lun' … 'dom'. */
  weekday: string;
  weekend: boolean;
  /**
   * Every IN→OUT pair of the day, '08:58–12:30, 13:31–18:02'; a pair with a missing time is spaced, '08:58 – —', so
   * the dashes do not run together; '' on a day without punches.
   */
  times: string;
  /** 'h:mm' (formatWorkedMinutes) on a day with punches, '' otherwise. */
  worked: string;
  worked_minutes: number;
  /**
   * The day's flags and corrections in words, in a fixed order, its offline punches and suspicious positions, then its
   * holiday and the working-time checks.
   */
  notes: string[];
  /** The codes of the day's approved absences ('FE', 'ROL'), in the order they were entered, each once. */
  absences: string[];
  /** 'Teorico' as 'h:mm', '' when nothing is planned. */
  planned: string;
  /** The split, each 'h:mm' or '' for none: ordinarie, straordinario, ritardo, mancanti, notturno, festivo. */
  split: SheetSplit;
}

interface SheetSplit {
  ordinary: string;
  overtime: string;
  late: string;
  missing: string;
  night: string;
  holiday: string;
}

/**
 * 'Definitivo': the month is closed for the employee (docs/behaviour.md, "Closing the month"), what payroll received;
 * 'Provvisorio': it may still change.
 */
export type SheetStatus = 'Definitivo' | 'Provvisorio';

export interface AttendanceSheet {
  employee: SheetEmployee;
  /** yyyy-MM */
  month: string;
  /** 'novembre 2026' */
  month_label: string;
  status: SheetStatus;
  lines: AttendanceSheetLine[];
  totals: HoursTotals;
  planned_totals: PlannedTotals;
}

const WEEKDAYS = ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'];
const MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

/** Stands for a time that does not exist (the OUT of a missing check-out, the IN before a lone OUT). */
export const MISSING_TIME = '—';

export const SHEET_NOTES = {
  missingCheckOut: 'Uscita mancante',
  invalid: 'Timbratura non valida',
  offSite: 'Fuori sede',
  inProgress: 'In corso',
  addedOut: 'Uscita aggiunta',
  addedIn: 'Entrata aggiunta',
  closure: 'Chiusura aziendale',
  // Short: the notes' column is narrow beside the split's.
  shortRest: 'Riposo < 11 h',
  noBreak: 'Oltre 6 h senza pausa',
  noWeeklyRest: 'Senza riposo 24 h in 7 gg',
  // The only active administrator corrected their own punch (docs/behaviour.md, "Managers").
  selfCorrection: 'Autocorrezione',
  // Sent without network, with how late it arrived: 'Offline (+2 h 15 min)' (docs/behaviour.md, "Offline punches").
  offline: 'Offline',
  // A punch of the day has position signals (docs/behaviour.md, "Position signals"); the reasons are in the activities.
  suspiciousPosition: 'Posizione sospetta',
  // A check-out the server wrote at the planned end, the check-in left open (docs/behaviour.md, "Automatic close"):
  // 'Chiusura automatica (17:00)'.
  autoClosed: REMINDER_TEXTS.autoCheckout,
} as const;

/** A figure of the split: 'h:mm', or '' for none, so a line shows only what happened. */
const figure = (minutes: number | undefined): string => (minutes ? formatWorkedMinutes(minutes) : '');

/** 'novembre 2026' for '2026-11'. */
export function italianMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${MONTHS[monthNumber - 1]} ${year}`;
}

/**
 * One employee's month: a line per calendar day (`days` are that employee's worked days of the month, `planned` the
 * day computation's figures of the same month; none: no planned figures on the sheet); `monthClosed`: the month is
 * closed for the employee ('Definitivo'); `selfCorrectedPunchIds`: the punches an administrator corrected on their
 * own account, 'Autocorrezione' on their day.
 */
export function buildAttendanceSheet(
  employee: SheetEmployee,
  month: string,
  days: readonly WorkedDay[],
  timezone: string,
  planned?: PlannedEmployee,
  monthClosed = false,
  selfCorrectedPunchIds: ReadonlySet<number> = new Set(),
): AttendanceSheet {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const byDate = new Map(days.map((day) => [day.date, day]));
  const plannedByDate = new Map((planned?.days ?? []).map((day) => [day.date, day]));
  const clock = WallClock.of(timezone);
  const lines: AttendanceSheetLine[] = [];
  for (let dayNumber = 1; dayNumber <= daysInMonth(year, monthNumber); dayNumber++) {
    const date = calendarDate(year, monthNumber, dayNumber);
    const weekday = weekdayOf(date);
    const worked = byDate.get(date);
    const figures = plannedByDate.get(date);
    lines.push({
      date,
      day: dayNumber,
      weekday: WEEKDAYS[weekday]!,
      weekend: weekday === 0 || weekday === 6,
      times: worked ? dayTimes(worked.punches, clock) : '',
      worked: worked ? formatWorkedMinutes(worked.worked_minutes) : '',
      worked_minutes: worked?.worked_minutes ?? 0,
      notes: [...(worked ? dayNotes(worked, clock, selfCorrectedPunchIds) : []), ...plannedNotes(figures)],
      absences: [...new Set((figures?.absences ?? []).map((absence) => absence.code))],
      planned: figure(figures?.planned_minutes),
      split: {
        ordinary: figure(figures?.ordinary_minutes),
        overtime: figure(figures?.overtime_minutes),
        late: figure(figures?.late_minutes),
        missing: figure(figures?.missing_minutes),
        night: figure(figures?.night_minutes),
        holiday: figure(figures?.holiday_minutes),
      },
    });
  }
  return {
    employee,
    month,
    month_label: italianMonth(month),
    status: monthClosed ? 'Definitivo' : 'Provvisorio',
    lines,
    totals: hoursTotals(days),
    planned_totals: plannedTotals(planned?.days ?? [], planned?.weeks ?? []),
  };
}

/** The holiday or closure that planned nothing, and the working-time checks the day broke. */
function plannedNotes(day: PlannedDay | undefined): string[] {
  if (!day) return [];
  const notes: string[] = [];
  if (day.holiday_name) notes.push(day.holiday_name);
  if (day.closure_name) notes.push(`${SHEET_NOTES.closure}: ${day.closure_name}`);
  if (day.checks.short_rest_minutes !== null) notes.push(SHEET_NOTES.shortRest);
  if (day.checks.no_break_minutes !== null) notes.push(SHEET_NOTES.noBreak);
  if (day.checks.no_weekly_rest) notes.push(SHEET_NOTES.noWeeklyRest);
  return notes;
}

/** The day's punches as IN→OUT pairs, in time order: an IN with no OUT after it, or an OUT with no IN before it, shows '—'. */
function dayTimes(punches: readonly DayPunch[], clock: WallClock): string {
  const pairs: string[] = [];
  let openIn: string | null = null;
  for (const punch of punches) {
    const time = clock.time(punch.timestamp);
    if (punch.entry_type === 'IN') {
      if (openIn !== null) pairs.push(pair(openIn, null));
      openIn = time;
    } else {
      pairs.push(pair(openIn, time));
      openIn = null;
    }
  }
  if (openIn !== null) pairs.push(pair(openIn, null));
  return pairs.join(', ');
}

function pair(from: string | null, to: string | null): string {
  return from !== null && to !== null ? `${from}–${to}` : `${from ?? MISSING_TIME} – ${to ?? MISSING_TIME}`;
}

function dayNotes(day: WorkedDay, clock: WallClock, selfCorrectedPunchIds: ReadonlySet<number>): string[] {
  const notes: string[] = [];
  if (day.flags.missing_check_out) notes.push(SHEET_NOTES.missingCheckOut);
  if (day.in_progress) notes.push(SHEET_NOTES.inProgress);
  if (day.flags.invalid) notes.push(SHEET_NOTES.invalid);
  if (day.flags.off_site) notes.push(SHEET_NOTES.offSite);
  const origin = dayPunchOrigin(day.punches);
  // Beside 'Timbratura non valida', which it explains: the time of each check-out the server wrote.
  for (const punch of origin.autoClosed) notes.push(`${SHEET_NOTES.autoClosed} (${clock.time(punch.timestamp)})`);
  for (const punch of day.punches) {
    if (punch.is_added) notes.push(punch.entry_type === 'OUT' ? SHEET_NOTES.addedOut : SHEET_NOTES.addedIn);
    else if (punch.original_timestamp) notes.push(`Corretta (orig. ${originalTime(punch, clock)})`);
  }
  // Once a day, after the corrections it qualifies.
  if (day.punches.some((punch) => selfCorrectedPunchIds.has(punch.id))) notes.push(SHEET_NOTES.selfCorrection);
  // How the punches arrived and what their positions look like: one note per offline punch, in time order, then
  // 'Posizione sospetta' once a day.
  for (const { delaySeconds } of origin.offline) notes.push(`${SHEET_NOTES.offline} (+${formatOfflineDelay(delaySeconds)})`);
  if (origin.signals.length > 0) notes.push(SHEET_NOTES.suspiciousPosition);
  return notes;
}

/** The original time, with its day ('dd/MM HH:MM') when the correction moved the punch to another day. */
function originalTime(punch: DayPunch, clock: WallClock): string {
  const original = punch.original_timestamp!;
  const sameDay = clock.date(original) === clock.date(punch.timestamp);
  return sameDay ? clock.time(original) : `${clock.dayAndMonth(original)} ${clock.time(original)}`;
}
