/**
 * 'Richiedi correzione' (docs/behaviour.md, "My hours"): the employee proposes a time for one of their own punches
 * and gives a reason; an administrator approves or refuses it. Employees never change punches themselves.
 * - `missing_check_out`: an IN of the day without its OUT; the proposed time is the exit (approval adds the OUT).
 * - `wrong_time`: any punch of the day; the proposed time replaces its time (approval moves it, the original kept).
 */
import {
  ApiPaths,
  type CorrectionKind,
  type CorrectionRequest,
  type DayPunch,
  type NewCorrectionRequest,
  type WorkedDay,
} from '../../contract';
import { isBlank, isCalendarDate, ValidationKey, type FieldErrors } from '../../domain';
import type { ApiClient } from '../api';

/** One thing of a day the employee may ask to correct. */
export interface CorrectionTarget {
  kind: CorrectionKind;
  punch: DayPunch;
}

const byTime = (a: DayPunch, b: DayPunch) => Date.parse(a.timestamp) - Date.parse(b.timestamp) || a.id - b.id;

/**
 * What a day offers to correct: first the exit of each IN left without its OUT (only on a day the server flagged
 * 'Uscita mancante'; the shift still in progress is not missing anything), then every punch's time.
 */
export function correctionTargets(day: WorkedDay): CorrectionTarget[] {
  const punches = [...day.punches].sort(byTime);
  const missing: CorrectionTarget[] = [];
  if (day.flags.missing_check_out) {
    punches.forEach((punch, index) => {
      if (punch.entry_type !== 'IN') return;
      const next = punches[index + 1];
      const isLast = next === undefined;
      if (next?.entry_type === 'OUT' || (isLast && day.in_progress)) return;
      missing.push({ kind: 'missing_check_out', punch });
    });
  }
  return [...missing, ...punches.map((punch): CorrectionTarget => ({ kind: 'wrong_time', punch }))];
}

/** The IN→OUT pairs of a day in time order, as the day shows them ('08:00 – 12:30'); a lone punch pairs with null. */
export function punchPairs(day: WorkedDay): Array<{ in: DayPunch | null; out: DayPunch | null }> {
  const pairs: Array<{ in: DayPunch | null; out: DayPunch | null }> = [];
  for (const punch of [...day.punches].sort(byTime)) {
    const open = pairs[pairs.length - 1];
    if (punch.entry_type === 'OUT' && open && open.in && !open.out) open.out = punch;
    else pairs.push(punch.entry_type === 'IN' ? { in: punch, out: null } : { in: null, out: punch });
  }
  return pairs;
}

/** The dialog's fields: the proposed day and time (HH:mm) in the user's zone, and the reason. */
export interface CorrectionDraft {
  date: string;
  time: string;
  reason: string;
}

export const CORRECTION_REASON_MAX_LENGTH = 500;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Each field's problem: the day and the time must be real, the reason is required. */
export function validateCorrectionDraft(draft: CorrectionDraft): FieldErrors<'date' | 'time' | 'reason'> {
  const errors: FieldErrors<'date' | 'time' | 'reason'> = {};
  if (isBlank(draft.date)) errors.date = ValidationKey.required;
  else if (!isCalendarDate(draft.date.trim())) errors.date = ValidationKey.dateTimeInvalid;
  if (isBlank(draft.time)) errors.time = ValidationKey.required;
  else if (!TIME.test(draft.time.trim())) errors.time = ValidationKey.timeFormat;
  if (isBlank(draft.reason)) errors.reason = ValidationKey.required;
  return errors;
}

export class RequestCorrection {
  constructor(private readonly api: ApiClient) {}

  /** `proposedTimestamp`: an ISO 8601 instant (the UI converts the user's day and time). Resolves with the request. */
  execute(target: CorrectionTarget, proposedTimestamp: string, reason: string): Promise<CorrectionRequest> {
    const request: NewCorrectionRequest = {
      timesheet_id: target.punch.id,
      kind: target.kind,
      proposed_timestamp: proposedTimestamp,
      reason: reason.trim(),
    };
    return this.api.post<CorrectionRequest>(ApiPaths.correctionRequests, request);
  }
}
