/**
 * 'Inserisci assenza' (docs/behaviour.md, "Absences in the admin panel"): an administrator enters an employee's
 * absence directly, approved at once. What the dialog holds while the administrator types, and how it becomes what
 * the server takes: each field judged on its own so that its reason shows under it, with the server's own codes'
 * messages where the server would say the same (the server checks it all again, and more: overlaps, working days).
 */
import { AbsencePaths, type Absence, type AbsenceType, type AdminNewAbsence } from '../../contract';
import { isCalendarDate } from '../../domain/calendar-date';
import type { DisplayMessage } from '../../domain/display-message';
import { isBlank, ValidationKey } from '../../domain/validation/validation-keys';
import { ErrorKey } from '../../errors/error-keys';
import type { ApiClient } from '../api';
import { minutesOfDay } from './schedule-drafts';

/** The contract's limits of an absence's texts. */
export const ABSENCE_NOTE_MAX_LENGTH = 500;
export const CERTIFICATE_NUMBER_MAX_LENGTH = 40;

/** Whole days ('Giornata intera', from 'Dal' to 'Al') or a range of hours on one day ('Ore'). */
export type AbsenceSpan = 'days' | 'hours';

export interface AbsenceEntryDraft {
  userId: number | null;
  typeId: number | null;
  span: AbsenceSpan;
  /** 'yyyy-MM-dd' ('' when not chosen): 'Dal' and 'Al' of whole days; 'Giorno' of hours is startDate. */
  startDate: string;
  endDate: string;
  /** 'HH:MM' as typed: 'Dalle' and 'Alle'. */
  startTime: string;
  endTime: string;
  certificateNumber: string;
  note: string;
}

/** Field → its reason, the contract's field names (the server's refusals land on the same ones). */
export type AbsenceDraftErrors = Record<string, DisplayMessage>;

export function emptyAbsenceEntryDraft(today: string): AbsenceEntryDraft {
  return { userId: null, typeId: null, span: 'days', startDate: today, endDate: today, startTime: '', endTime: '', certificateNumber: '', note: '' };
}

/** Whether the type is taken by the hour (a range of hours is offered only then). */
export const allowsHours = (type: AbsenceType | null): boolean => type?.unit === 'hours';

/** The absence to send, or each refused field's reason. `type` is the chosen type (null when none is). */
export function absenceEntryOf(draft: AbsenceEntryDraft, type: AbsenceType | null): { write: AdminNewAbsence | null; errors: AbsenceDraftErrors } {
  const errors: AbsenceDraftErrors = {};
  const required = { key: ValidationKey.required };
  if (draft.userId === null) errors.user_id = required;
  if (draft.typeId === null || type === null) errors.absence_type_id = required;
  const hours = draft.span === 'hours' && allowsHours(type);
  const start = isCalendarDate(draft.startDate) ? draft.startDate : null;
  if (!start) errors.start_date = required;
  const end = hours ? start : isCalendarDate(draft.endDate) ? draft.endDate : null;
  if (!hours && !end) errors.end_date = required;
  if (start && end && end < start) errors.end_date = { key: ErrorKey.absenceLastDayBeforeFirst };
  const startMinutes = hours ? timeOf(draft.startTime, errors, 'start_time') : null;
  const endMinutes = hours ? timeOf(draft.endTime, errors, 'end_time') : null;
  if (startMinutes !== null && endMinutes !== null && endMinutes <= startMinutes) errors.end_time = { key: ErrorKey.absenceEndTimeBeforeStart };
  const certificate = draft.certificateNumber.trim();
  if (type?.requires_certificate && certificate === '') errors.certificate_number = { key: ErrorKey.absenceCertificateRequired };
  if (Object.keys(errors).length > 0 || draft.userId === null || type === null || !start || !end) return { write: null, errors };
  const write: AdminNewAbsence = { user_id: draft.userId, absence_type_id: type.id, start_date: start, end_date: end };
  if (hours) {
    write.start_time = draft.startTime.trim();
    write.end_time = draft.endTime.trim();
  }
  const note = draft.note.trim();
  if (note) write.note = note;
  if (type.requires_certificate) write.certificate_number = certificate;
  return { write, errors };
}

function timeOf(text: string, errors: AbsenceDraftErrors, field: string): number | null {
  if (isBlank(text)) {
    errors[field] = { key: ValidationKey.required };
    return null;
  }
  const minutes = minutesOfDay(text);
  if (minutes === null) errors[field] = { key: ValidationKey.timeFormat };
  return minutes;
}

export class EnterAbsence {
  constructor(private readonly api: ApiClient) {}

  /** Approved at once: the days' plan holds it from now on. */
  execute(absence: AdminNewAbsence): Promise<Absence> {
    return this.api.post<Absence>(AbsencePaths.admin, absence);
  }
}
