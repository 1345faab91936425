/**
 * What the 'Orari di lavoro' dialogs hold while the administrator types (docs/behaviour.md, "Work schedules"), and
 * how it becomes what the server takes: times as the Italian time field gives them ('HH:MM'), minutes and days as
 * text, every field judged on its own so that its reason shows under it. The server checks the same again and more
 * (overlapping intervals, a band that does not contain every first start): its refusals come back by code.
 */
import type {
  ClosureWrite,
  ScheduleAssignmentWrite,
  ScheduleDefinition,
  ScheduleTemplate,
  ScheduleTemplateVersion,
  ScheduleTemplateWrite,
  WeekdayInterval,
} from '../../contract';
import { isCalendarDate } from '../../domain/calendar-date';
import type { DisplayMessage } from '../../domain/display-message';
import { intervalText, timeOfDay } from '../../domain/time-of-day';
import { isBlank, ValidationKey } from '../../domain/validation/validation-keys';
import { ErrorKey } from '../../errors/error-keys';

/** The dialogs' own messages (texts in the UI's schedules catalogue). */
export const ScheduleDraftKey = {
  minutesRange: 'schedules.validation.minutesRange',
  intervalEmpty: 'schedules.validation.intervalEmpty',
  noInterval: 'schedules.validation.noInterval',
  flexOrder: 'schedules.validation.flexOrder',
  dateInvalid: 'schedules.validation.dateInvalid',
  endBeforeStart: 'schedules.validation.endBeforeStart',
  targetRequired: 'schedules.validation.targetRequired',
} as const;

/** The contract's limits of a template's minutes. */
export const TOLERANCE_RANGE = { min: 0, max: 240 } as const;
export const OVERTIME_BLOCK_RANGE = { min: 1, max: 240 } as const;
export const SCHEDULE_NAME_MAX_LENGTH = 100;

/** ISO weekdays, Monday 1 … Sunday 7. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface IntervalDraft {
  start: string;
  end: string;
}

export interface TemplateDraft {
  name: string;
  /** Per weekday (index 0 Monday … 6 Sunday) its intervals; none: a rest day. */
  days: IntervalDraft[][];
  tolerance: string;
  flexible: boolean;
  flexFrom: string;
  flexTo: string;
  overtimeBlock: string;
  /** 'yyyy-MM-dd', or '' for today (the server's default). */
  validFrom: string;
}

/** The field a message belongs to: the contract's names, and `interval.<weekday>.<index>.start|end` for a time. */
export type DraftErrors = Record<string, DisplayMessage>;

export const intervalField = (weekday: number, index: number, edge: 'start' | 'end'): string => `interval.${weekday}.${index}.${edge}`;

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM' as minutes from midnight; null when it is no 24-hour time. */
export function minutesOfDay(text: string): number | null {
  const match = TIME_OF_DAY.exec(text.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function emptyTemplateDraft(): TemplateDraft {
  return { name: '', days: WEEKDAYS.map(() => []), tolerance: '0', flexible: false, flexFrom: '', flexTo: '', overtimeBlock: '15', validFrom: '' };
}

/** The template's definition in force last (its newest version). */
export function latestVersion(template: ScheduleTemplate): ScheduleTemplateVersion | null {
  return template.versions[template.versions.length - 1] ?? null;
}

/** A template as its dialog opens: its newest definition, 'Valido dal' empty (today). */
export function draftOfTemplate(template: ScheduleTemplate): TemplateDraft {
  const draft = emptyTemplateDraft();
  draft.name = template.name;
  const version = latestVersion(template);
  if (!version) return draft;
  draft.days = WEEKDAYS.map((weekday) =>
    version.intervals.filter((interval) => interval.weekday === weekday).map((interval) => ({ start: timeOfDay(interval.start), end: timeOfDay(interval.end) })),
  );
  draft.tolerance = String(version.tolerance_minutes);
  draft.overtimeBlock = String(version.overtime_block_minutes);
  if (version.flex_earliest_start !== null && version.flex_latest_start !== null) {
    draft.flexible = true;
    draft.flexFrom = timeOfDay(version.flex_earliest_start);
    draft.flexTo = timeOfDay(version.flex_latest_start);
  }
  return draft;
}

function wholeMinutes(text: string, range: { min: number; max: number }): number | DisplayMessage {
  if (isBlank(text)) return { key: ValidationKey.required };
  const trimmed = text.trim();
  const value = /^\d{1,3}$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!(value >= range.min && value <= range.max)) return { key: ScheduleDraftKey.minutesRange, params: { min: range.min, max: range.max } };
  return value;
}

/** A typed time as minutes, or null with the field's reason put in `errors`. */
export function timeOf(text: string, errors: DraftErrors, field: string): number | null {
  if (isBlank(text)) {
    errors[field] = { key: ValidationKey.required };
    return null;
  }
  const minutes = minutesOfDay(text);
  if (minutes === null) errors[field] = { key: ValidationKey.timeFormat };
  return minutes;
}

function intervalsOf(draft: TemplateDraft, errors: DraftErrors): WeekdayInterval[] {
  const intervals: WeekdayInterval[] = [];
  draft.days.forEach((day, dayIndex) => {
    const weekday = dayIndex + 1;
    day.forEach((interval, index) => {
      const start = timeOf(interval.start, errors, intervalField(weekday, index, 'start'));
      const end = timeOf(interval.end, errors, intervalField(weekday, index, 'end'));
      if (start === null || end === null) return;
      if (start === end) errors[intervalField(weekday, index, 'end')] = { key: ScheduleDraftKey.intervalEmpty };
      else intervals.push({ weekday, start, end });
    });
  });
  const timesOk = !Object.keys(errors).some((field) => field.startsWith('interval.'));
  if (timesOk && intervals.length === 0) errors.intervals = { key: ScheduleDraftKey.noInterval };
  return intervals;
}

/** The template to send, or the reason of each refused field (nothing is sent then). */
export function templateWriteOf(draft: TemplateDraft): { write: ScheduleTemplateWrite | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (isBlank(name)) errors.name = { key: ValidationKey.required };
  else if (name.length > SCHEDULE_NAME_MAX_LENGTH) errors.name = { key: ErrorKey.fieldMaxLength, params: { count: SCHEDULE_NAME_MAX_LENGTH } };
  const intervals = intervalsOf(draft, errors);
  const tolerance = wholeMinutes(draft.tolerance, TOLERANCE_RANGE);
  if (typeof tolerance !== 'number') errors.tolerance_minutes = tolerance;
  const overtime = wholeMinutes(draft.overtimeBlock, OVERTIME_BLOCK_RANGE);
  if (typeof overtime !== 'number') errors.overtime_block_minutes = overtime;
  let flexFrom: number | null = null;
  let flexTo: number | null = null;
  if (draft.flexible) {
    flexFrom = timeOf(draft.flexFrom, errors, 'flex_earliest_start');
    flexTo = timeOf(draft.flexTo, errors, 'flex_latest_start');
    if (flexFrom !== null && flexTo !== null && flexFrom > flexTo) errors.flex_latest_start = { key: ScheduleDraftKey.flexOrder };
  }
  const validFrom = draft.validFrom.trim();
  if (validFrom !== '' && !isCalendarDate(validFrom)) errors.valid_from = { key: ScheduleDraftKey.dateInvalid };
  if (Object.keys(errors).length > 0 || typeof tolerance !== 'number' || typeof overtime !== 'number') return { write: null, errors };
  return {
    errors,
    write: {
      name,
      ...(validFrom ? { valid_from: validFrom } : {}),
      intervals,
      tolerance_minutes: tolerance,
      flex_earliest_start: flexFrom,
      flex_latest_start: flexTo,
      overtime_block_minutes: overtime,
    },
  };
}

export type AssignmentTargetKind = 'group' | 'user';

export interface AssignmentDraft {
  templateId: number;
  target: AssignmentTargetKind;
  groupId: number | null;
  userId: number | null;
  startDate: string;
  /** '' for an open end. */
  endDate: string;
}

function dateOf(text: string, errors: DraftErrors, field: string, required: boolean): string | null {
  const value = text.trim();
  if (value === '') {
    if (required) errors[field] = { key: ValidationKey.required };
    return null;
  }
  if (!isCalendarDate(value)) {
    errors[field] = { key: ScheduleDraftKey.dateInvalid };
    return null;
  }
  return value;
}

/** The assignment to send (to exactly one group or user), or each refused field's reason. */
export function assignmentWriteOf(draft: AssignmentDraft): { write: ScheduleAssignmentWrite | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const targetId = draft.target === 'group' ? draft.groupId : draft.userId;
  const targetField = draft.target === 'group' ? 'gruppo_id' : 'user_id';
  if (targetId === null) errors[targetField] = { key: ScheduleDraftKey.targetRequired };
  const start = dateOf(draft.startDate, errors, 'start_date', true);
  const end = dateOf(draft.endDate, errors, 'end_date', false);
  if (start && end && end < start) errors.end_date = { key: ScheduleDraftKey.endBeforeStart };
  if (Object.keys(errors).length > 0 || targetId === null || start === null) return { write: null, errors };
  return {
    errors,
    write: {
      template_id: draft.templateId,
      user_id: draft.target === 'user' ? targetId : null,
      gruppo_id: draft.target === 'group' ? targetId : null,
      start_date: start,
      end_date: end,
    },
  };
}

export interface ClosureDraft {
  name: string;
  startDate: string;
  endDate: string;
}

/** The closure to send, or each refused field's reason. */
export function closureWriteOf(draft: ClosureDraft): { write: ClosureWrite | null; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (isBlank(name)) errors.name = { key: ValidationKey.required };
  else if (name.length > SCHEDULE_NAME_MAX_LENGTH) errors.name = { key: ErrorKey.fieldMaxLength, params: { count: SCHEDULE_NAME_MAX_LENGTH } };
  const start = dateOf(draft.startDate, errors, 'start_date', true);
  const end = dateOf(draft.endDate, errors, 'end_date', true);
  if (start && end && end < start) errors.end_date = { key: ScheduleDraftKey.endBeforeStart };
  if (Object.keys(errors).length > 0 || start === null || end === null) return { write: null, errors };
  return { errors, write: { name, start_date: start, end_date: end } };
}

/** Consecutive weekdays with the same intervals, for a template's summary ('Lun–Ven 09:00–13:00, 14:00–18:00'). */
export interface WeekdayRun {
  from: Weekday;
  to: Weekday;
  /** 'HH:MM–HH:MM' each, in order of start. */
  intervals: string[];
}

export function weekdayRuns(definition: ScheduleDefinition): WeekdayRun[] {
  const runs: WeekdayRun[] = [];
  for (const weekday of WEEKDAYS) {
    const intervals = definition.intervals
      .filter((interval) => interval.weekday === weekday)
      .sort((a, b) => a.start - b.start)
      .map(intervalText);
    if (intervals.length === 0) continue;
    const last = runs[runs.length - 1];
    if (last && last.to === weekday - 1 && last.intervals.join() === intervals.join()) last.to = weekday;
    else runs.push({ from: weekday, to: weekday, intervals });
  }
  return runs;
}
