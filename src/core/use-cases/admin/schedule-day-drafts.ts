/**
 * 'Turni della settimana' and 'Santi patroni' of 'Orari di lavoro' (docs/behaviour.md, "Work schedules"): the week a
 * day belongs to, what a planned day shows, and what the 'Turno del giorno' and 'Santo patrono' dialogs hold while
 * typed and send. Each field is judged on its own so its reason shows under it; the server checks again (overlapping
 * intervals, a day the month lacks) and its refusals come back by code.
 */
import type { DayOverrideWrite, PatronDayWrite, ScheduleWeekDay } from '../../contract';
import { addDays, daysInMonth, weekdayOf, type CalendarDate } from '../../domain/calendar-date';
import { intervalText, timeOfDay } from '../../domain/time-of-day';
import { isBlank, ValidationKey } from '../../domain/validation/validation-keys';
import { ErrorKey } from '../../errors/error-keys';
import { ScheduleDraftKey, SCHEDULE_NAME_MAX_LENGTH, timeOf, type DraftErrors, type IntervalDraft } from './schedule-drafts';

/** The Monday of `day`'s week (weeks run Monday to Sunday). */
export function mondayOf(day: CalendarDate): CalendarDate {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The seven days from a Monday. */
export function weekDays(monday: CalendarDate): CalendarDate[] {
  return [0, 1, 2, 3, 4, 5, 6].map((n) => addDays(monday, n));
}

/** A planned day's intervals as 'HH:MM–HH:MM', comma-separated ('' when none). */
export function intervalsText(day: Pick<ScheduleWeekDay, 'intervals'>): string {
  return day.intervals.map(intervalText).join(', ');
}

/** How many intervals one day's shift takes at most (the contract's limit). */
export const MAX_DAY_INTERVALS = 10;

export interface DayOverrideDraft {
  /** 'Riposo': nothing planned that day. */
  rest: boolean;
  /** 'Turno': its intervals (kept while 'Riposo' is chosen, in case the choice changes back). */
  intervals: IntervalDraft[];
}

export const dayIntervalField = (index: number, edge: 'start' | 'end'): string => `interval.${index}.${edge}`;

/** The dialog as it opens on a day: its planned intervals to change, or one empty interval; 'Riposo' if so set. */
export function dayOverrideDraftOf(day: ScheduleWeekDay): DayOverrideDraft {
  const intervals = day.intervals.map((interval) => ({ start: timeOfDay(interval.start), end: timeOfDay(interval.end) }));
  return { rest: day.override && day.kind === 'rest', intervals: intervals.length > 0 ? intervals : [{ start: '', end: '' }] };
}

/** The override to send, or each refused field's reason ('Riposo' sends no interval). */
export function dayOverrideWriteOf(draft: DayOverrideDraft): { write: DayOverrideWrite | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  if (draft.rest) return { errors, write: { intervals: [] } };
  const intervals: DayOverrideWrite['intervals'] = [];
  draft.intervals.forEach((interval, index) => {
    const start = timeOf(interval.start, errors, dayIntervalField(index, 'start'));
    const end = timeOf(interval.end, errors, dayIntervalField(index, 'end'));
    if (start === null || end === null) return;
    if (start === end) errors[dayIntervalField(index, 'end')] = { key: ScheduleDraftKey.intervalEmpty };
    else intervals.push({ start, end });
  });
  if (Object.keys(errors).length === 0 && intervals.length === 0) errors.intervals = { key: ScheduleDraftKey.noInterval };
  if (Object.keys(errors).length > 0) return { write: null, errors };
  return { errors, write: { intervals: intervals.sort((a, b) => a.start - b.start) } };
}

export interface PatronDayDraft {
  name: string;
  /** 1–12, null while not chosen. */
  month: number | null;
  day: number | null;
}

/** The days a patron-saint day may fall on in `month`: 29 February too (it holds in leap years only). */
export function patronDaysIn(month: number): number {
  return daysInMonth(2024, month);
}

/** The patron day to send, or each refused field's reason. */
export function patronDayWriteOf(draft: PatronDayDraft): { write: PatronDayWrite | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (isBlank(name)) errors.name = { key: ValidationKey.required };
  else if (name.length > SCHEDULE_NAME_MAX_LENGTH) errors.name = { key: ErrorKey.fieldMaxLength, params: { count: SCHEDULE_NAME_MAX_LENGTH } };
  if (draft.month === null) errors.month = { key: ValidationKey.required };
  if (draft.day === null) errors.day = { key: ValidationKey.required };
  else if (draft.month !== null && draft.day > patronDaysIn(draft.month)) errors.day = { key: ErrorKey.scheduleInvalidDay };
  if (Object.keys(errors).length > 0 || draft.month === null || draft.day === null) return { write: null, errors };
  return { errors, write: { name, month: draft.month, day: draft.day } };
}
