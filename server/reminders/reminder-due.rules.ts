/**
 * Which reminders are due for a person at a given instant (docs/behaviour.md, "Reminders"). Pure: instants in
 * (ms since the epoch), reminders out; the facts come from reminder-candidates.query.ts, the days from the schedules
 * (server/schedules), in one reading for everyone.
 *
 * - 'check_in' ('Non hai ancora timbrato l'ingresso'): on a working day with a planned start (with a flexible entry
 *   band, its latest start), from start + N minutes until the planned end (after it the reminder helps nobody); not
 *   when the person has a check-in open, or checked in since CHECK_IN_LOOKBACK_MS before the start (an early arrival
 *   counts); not on a day with an approved whole-day absence, 'Lavoro agile', or a range of hours that covers the
 *   planned start (a 'permesso' from the start). Holidays, closures and rest days have no planned start: nothing.
 * - 'check_out' ('Ricordati di timbrare l'uscita'): a check-in still open that began before the planned end of its
 *   business day's plan, from end + N minutes for CHECK_OUT_WINDOW_MS (after that the next day's check-in closes it as
 *   a missing check-out, or the automatic close does); not on a day of whole-day absence or 'Lavoro agile', nor when
 *   a range of hours covers the planned end.
 * - Yesterday's plan counts as well as today's: a night shift ends the next day, and its reminders carry the date the
 *   shift began (the business day), which is also the key that lets each be sent once.
 * - Nothing inside the quiet hours: a reminder falling due then is sent when they end, if its conditions still hold.
 * - The company's switch and the person's own choice must both be on.
 */
import type { CompanyReminderSettings, MyReminderPreferences } from '../../src/core/contract';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A check-in this long before the planned start already answers the day's 'check_in' reminder (an early shift). */
export const CHECK_IN_LOOKBACK_MS = 4 * HOUR_MS;
/** 'check_out' is sent at most this long after the planned end (a server down all that time sends none). */
export const CHECK_OUT_WINDOW_MS = 12 * HOUR_MS;

/** An approved absence on one of the days: the whole day, or a range of hours as instants. */
export interface AbsenceFact {
  wholeDay: boolean;
  /** 'Lavoro agile' (an absence type marked remote): no reminder that day, whatever its hours. */
  remote: boolean;
  from: number | null;
  to: number | null;
}

/** One business day of the person as the schedules make it. */
export interface PlannedDayFact {
  date: string;
  /** 'working' has a plan; the others plan nothing (day-figures.ts). */
  kind: 'working' | 'rest' | 'holiday' | 'closure' | 'unscheduled';
  /** When the person should be there at the latest (instant); null when nothing is planned. */
  plannedStart: number | null;
  /** When the plan ends (moved by a flexible entry with the open check-in); null when nothing is planned. */
  plannedEnd: number | null;
  absences: readonly AbsenceFact[];
}

export interface PersonFacts {
  userId: number;
  /** Yesterday and today (yyyy-MM-dd of APP_TIMEZONE), in any order. */
  days: readonly PlannedDayFact[];
  /** The person's open check-in: its instant and business day. */
  openIn: { at: number; businessDate: string } | null;
  /** The latest check-in (open or closed) the query looked back to, or null. */
  lastInAt: number | null;
  preferences: Pick<MyReminderPreferences, 'check_in' | 'check_out'>;
  /** `${kind}|${date}` of the reminders already claimed for these days (sent, or tried). */
  claimed: ReadonlySet<string>;
}

export interface DueReminder {
  kind: 'check_in' | 'check_out';
  userId: number;
  /** The business day it is about: the claim's key with kind and user. */
  date: string;
  /** The planned start or end it is about (instant), for the message. */
  plannedAt: number;
}

/** Quiet hours from start to end minute of the day, across midnight when end < start; none when equal. */
export function isQuietMinute(minuteOfDay: number, settings: Pick<CompanyReminderSettings, 'quiet_start_minute' | 'quiet_end_minute'>): boolean {
  const { quiet_start_minute: start, quiet_end_minute: end } = settings;
  if (start === end) return false;
  return start < end ? minuteOfDay >= start && minuteOfDay < end : minuteOfDay >= start || minuteOfDay < end;
}

/** The reminders due for `person` at `now`, quiet hours aside (the job checks them once for everyone). */
export function dueReminders(person: PersonFacts, settings: CompanyReminderSettings, now: number): DueReminder[] {
  const due: DueReminder[] = [];
  for (const day of person.days) {
    if (day.kind !== 'working' || day.plannedStart === null || day.plannedEnd === null) continue;
    if (day.absences.some((a) => a.wholeDay || a.remote)) continue;
    if (settings.check_in_enabled && person.preferences.check_in && checkInDue(person, day, settings.check_in_after_minutes, now)) {
      due.push({ kind: 'check_in', userId: person.userId, date: day.date, plannedAt: day.plannedStart });
    }
    if (settings.check_out_enabled && person.preferences.check_out && checkOutDue(person, day, settings.check_out_after_minutes, now)) {
      due.push({ kind: 'check_out', userId: person.userId, date: day.date, plannedAt: day.plannedEnd });
    }
  }
  return due.filter((r) => !person.claimed.has(`${r.kind}|${r.date}`));
}

function checkInDue(person: PersonFacts, day: PlannedDayFact, afterMinutes: number, now: number): boolean {
  const start = day.plannedStart!;
  if (now < start + afterMinutes * MINUTE_MS || now >= day.plannedEnd!) return false;
  if (person.openIn !== null) return false;
  if (person.lastInAt !== null && person.lastInAt >= start - CHECK_IN_LOOKBACK_MS) return false;
  return !day.absences.some((a) => covers(a, start));
}

function checkOutDue(person: PersonFacts, day: PlannedDayFact, afterMinutes: number, now: number): boolean {
  const open = person.openIn;
  const end = day.plannedEnd!;
  if (open === null || open.businessDate !== day.date || open.at >= end) return false;
  if (now < end + afterMinutes * MINUTE_MS || now >= end + CHECK_OUT_WINDOW_MS) return false;
  // A range of hours up to the planned end: the person was expected to leave at its start; not reminded at the end.
  return !day.absences.some((a) => a.from !== null && a.to !== null && a.from < end && a.to >= end);
}

/** Whether a range of hours covers the instant (its start included, its end not). */
function covers(absence: AbsenceFact, instant: number): boolean {
  return absence.from !== null && absence.to !== null && absence.from <= instant && instant < absence.to;
}
