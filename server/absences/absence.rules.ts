/**
 * What an absence asked for or entered must be (docs/behaviour.md, "Absences"), before anything is read from the
 * plans: pure, a field error or null. Whole days from start_date to end_date, at most 366 of them; or a range of
 * hours, start_time and end_time both given, on one day, the end after the start, only for a type counted in hours.
 */
import { AbsenceFieldError, type AbsenceUnit } from '../../src/core/contract';
import { daysBetweenCount } from './absence-dates';

/** The longest absence: a year, leap day included. */
export const MAX_ABSENCE_DAYS = 366;

export interface AbsenceShape {
  start_date: string;
  end_date: string;
  start_time?: string;
  end_time?: string;
}

/** The days and hours of an absence as stored: a range of hours in minutes from midnight, or null for whole days. */
export interface AbsenceSpan {
  startDate: string;
  endDate: string;
  startMinute: number | null;
  endMinute: number | null;
}

/** 'HH:mm' (seconds ignored) in minutes from midnight. */
export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** 'HH:mm' of minutes from midnight. */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The absence's span, or the field error refusing it. */
export function absenceSpan(body: AbsenceShape, unit: AbsenceUnit): AbsenceSpan | Record<string, string> {
  if (body.end_date < body.start_date) return { end_date: AbsenceFieldError.LAST_DAY_BEFORE_FIRST };
  if (daysBetweenCount(body.start_date, body.end_date) > MAX_ABSENCE_DAYS) return { end_date: AbsenceFieldError.ABSENCE_TOO_LONG };
  const hasStart = body.start_time !== undefined && body.start_time !== '';
  const hasEnd = body.end_time !== undefined && body.end_time !== '';
  if (hasStart !== hasEnd) return { [hasStart ? 'end_time' : 'start_time']: AbsenceFieldError.TIMES_BOTH };
  if (!hasStart) return { startDate: body.start_date, endDate: body.end_date, startMinute: null, endMinute: null };
  if (unit !== 'hours') return { start_time: AbsenceFieldError.HOURS_NOT_ALLOWED };
  if (body.end_date !== body.start_date) return { end_date: AbsenceFieldError.HOURS_ONE_DAY };
  const startMinute = minutesOf(body.start_time!);
  const endMinute = minutesOf(body.end_time!);
  if (endMinute <= startMinute) return { end_time: AbsenceFieldError.END_TIME_BEFORE_START };
  return { startDate: body.start_date, endDate: body.end_date, startMinute, endMinute };
}

export const isSpan = (value: AbsenceSpan | Record<string, string>): value is AbsenceSpan => 'startDate' in value && 'startMinute' in value;

/** The audit row's account of an absence's days and hours. */
export const spanDetails = (span: AbsenceSpan) => ({
  start_date: span.startDate,
  end_date: span.endDate,
  start_minute: span.startMinute,
  end_minute: span.endMinute,
});
