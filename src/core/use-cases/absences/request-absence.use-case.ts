/**
 * 'Richiedi assenza' (docs/behaviour.md, "My absences"): the employee asks for an absence of one of the active types
 * ('Causali'), whole days from 'Dal' to 'Al', or, for a type counted in hours, a range of hours on one day; an
 * administrator approves or refuses it. A request beyond the balance is sent all the same: the answer says so
 * (over_balance) and the screen warns, the administrator decides.
 */
import { AbsencePaths, type Absence, type AbsenceType, type AbsenceTypeList, type NewAbsenceRequest } from '../../contract';
import { isBlank, isCalendarDate, ValidationKey } from '../../domain';
import { ErrorKey } from '../../errors';
import type { ApiClient } from '../api';

/** 'Giornata intera' or 'Ore' (only for a type counted in hours). */
export type AbsenceMode = 'days' | 'hours';

/** The form's fields as typed: calendar days 'yyyy-MM-dd', times 'HH:mm'. */
export interface AbsenceDraft {
  typeId: number | null;
  mode: AbsenceMode;
  /** 'Dal' and 'Al' of whole days. */
  startDate: string;
  endDate: string;
  /** 'Giorno', 'Dalle' and 'Alle' of a range of hours. */
  day: string;
  startTime: string;
  endTime: string;
  certificateNumber: string;
  note: string;
}

export type AbsenceDraftField = 'typeId' | 'startDate' | 'endDate' | 'day' | 'startTime' | 'endTime' | 'certificateNumber' | 'note';

/** Each field's problem, as a message key (validation.* or errors.*). */
export type AbsenceDraftErrors = Partial<Record<AbsenceDraftField, string>>;

export const ABSENCE_NOTE_MAX_LENGTH = 500;
export const CERTIFICATE_NUMBER_MAX_LENGTH = 40;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether a type may be asked for as a range of hours ('Ore'). */
export const allowsHours = (type: AbsenceType | null | undefined): boolean => type?.unit === 'hours';

/** The mode the draft really uses: 'Ore' falls back to whole days for a type counted in days. */
export const effectiveMode = (draft: AbsenceDraft, type: AbsenceType | null | undefined): AbsenceMode =>
  draft.mode === 'hours' && allowsHours(type) ? 'hours' : 'days';

function checkDay(value: string): string | undefined {
  if (isBlank(value)) return ValidationKey.required;
  return isCalendarDate(value.trim()) ? undefined : ValidationKey.dateTimeInvalid;
}

function checkTime(value: string): string | undefined {
  if (isBlank(value)) return ValidationKey.required;
  return TIME.test(value.trim()) ? undefined : ValidationKey.timeFormat;
}

/**
 * What the browser can tell before sending: a type chosen, real days in order, times 'HH:mm' with the end after the
 * start, the certificate number for a type that requires it. The server checks the same and more (a working day in
 * the range, an overlap, a closed month).
 */
export function validateAbsenceDraft(draft: AbsenceDraft, type: AbsenceType | null | undefined): AbsenceDraftErrors {
  const errors: AbsenceDraftErrors = {};
  if (draft.typeId === null || !type) errors.typeId = ValidationKey.required;
  if (effectiveMode(draft, type) === 'hours') {
    errors.day = checkDay(draft.day);
    errors.startTime = checkTime(draft.startTime);
    errors.endTime = checkTime(draft.endTime);
    if (!errors.startTime && !errors.endTime && draft.endTime.trim() <= draft.startTime.trim()) errors.endTime = ErrorKey.absenceEndTimeBeforeStart;
  } else {
    errors.startDate = checkDay(draft.startDate);
    errors.endDate = checkDay(draft.endDate);
    if (!errors.startDate && !errors.endDate && draft.endDate.trim() < draft.startDate.trim()) errors.endDate = ErrorKey.absenceLastDayBeforeFirst;
  }
  if (type?.requires_certificate && isBlank(draft.certificateNumber)) errors.certificateNumber = ValidationKey.required;
  for (const field of Object.keys(errors) as AbsenceDraftField[]) if (errors[field] === undefined) delete errors[field];
  return errors;
}

/** The request the API takes: days, or one day with its times; the certificate only for a type asking it. */
export function toNewAbsenceRequest(draft: AbsenceDraft, type: AbsenceType): NewAbsenceRequest {
  const note = draft.note.trim();
  const certificate = draft.certificateNumber.trim();
  const optional = {
    ...(note ? { note } : {}),
    ...(type.requires_certificate && certificate ? { certificate_number: certificate } : {}),
  };
  if (effectiveMode(draft, type) === 'hours') {
    const day = draft.day.trim();
    return { absence_type_id: type.id, start_date: day, end_date: day, start_time: draft.startTime.trim(), end_time: draft.endTime.trim(), ...optional };
  }
  return { absence_type_id: type.id, start_date: draft.startDate.trim(), end_date: draft.endDate.trim(), ...optional };
}

const SERVER_FIELDS: Record<string, AbsenceDraftField> = {
  absence_type_id: 'typeId',
  start_time: 'startTime',
  end_time: 'endTime',
  certificate_number: 'certificateNumber',
  note: 'note',
};

/** The form field a server's field error belongs under: the request's days are 'Giorno' for a range of hours. */
export function draftFieldOf(serverField: string, mode: AbsenceMode): AbsenceDraftField | null {
  if (serverField === 'start_date') return mode === 'hours' ? 'day' : 'startDate';
  if (serverField === 'end_date') return mode === 'hours' ? 'day' : 'endDate';
  return SERVER_FIELDS[serverField] ?? null;
}

export class RequestAbsence {
  constructor(private readonly api: ApiClient) {}

  /** The types offered in 'Causale': the active ones, in the server's order (the defaults' most common first: Ferie, ROL…). */
  async types(): Promise<AbsenceType[]> {
    const types = await this.api.get<AbsenceTypeList>(AbsencePaths.types);
    return types.filter((type) => type.is_active);
  }

  /** Resolves with the absence as saved (pending; over_balance says whether it takes more than the balance left). */
  execute(draft: AbsenceDraft, type: AbsenceType): Promise<Absence> {
    return this.api.post<Absence>(AbsencePaths.mine, toNewAbsenceRequest(draft, type));
  }
}
