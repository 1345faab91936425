import { ApiError, type ValidationIssue } from '../../src/core/contract';
import { isWithinWorkHours } from './work-hours';

export interface PunchValidityInput {
  /** The punch's location; null for an off-site punch (no hours, no position). */
  location: { work_hours_start: string; work_hours_end: string } | null;
  /** Recorded out of the location's range because the employee forced it with a note. */
  locationAnomaly: boolean;
  /** Time of day of the punch in the business time zone, HH:MM. */
  localTime: string;
  accuracy: number | null;
  accuracyCapMeters: number;
}

/**
 * A forced check-in or check-out away from its location. The code is the refusal the employee
 * overrode (TOO_FAR, "Too far from the location"): an existing ApiError, so the client already
 * translates its message, and every issue code stays an ApiErrorCode.
 */
export const LOCATION_ANOMALY_ISSUE: ValidationIssue = { code: 'TOO_FAR', message: ApiError.TOO_FAR };

/**
 * Why a punch is not valid. A real punch is never refused for these reasons: it is saved with
 * is_valid = false and these issues, for an administrator to judge.
 *
 * An off-site punch ('Fuori sede / Lavoro da remoto') has none of them: it declares remote work with a
 * mandatory note, is listed as 'Fuori Sede' rather than as an anomaly, and has no place whose range,
 * hours or GPS fix could be judged (it keeps no position data at all, by design).
 */
export function punchValidationIssues(input: PunchValidityInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const { location } = input;
  if (location && input.locationAnomaly) issues.push(LOCATION_ANOMALY_ISSUE);
  if (location && !isWithinWorkHours(input.localTime, location.work_hours_start, location.work_hours_end)) {
    issues.push({ code: 'OUTSIDE_WORK_HOURS', message: ApiError.OUTSIDE_WORK_HOURS });
  }
  if (input.accuracy !== null && input.accuracy > input.accuracyCapMeters) {
    issues.push({ code: 'LOW_GPS_ACCURACY', message: ApiError.LOW_GPS_ACCURACY });
  }
  return issues;
}

/** The issue recorded on an IN closed by the next day's check-in: no time is invented for it. */
export const MISSING_CHECKOUT_ISSUE: ValidationIssue = { code: 'MISSING_CHECKOUT', message: ApiError.MISSING_CHECKOUT };

/**
 * Why a punch is not valid, in Italian, for the files the server writes (the 'I miei dati' CSV): the wording of the
 * history screen's 'Errori di validazione:' box (docs/behaviour.md, "History"), so that an employee reads the same
 * reason in both. A code this table does not know is written as recorded.
 */
const ISSUE_TEXTS: Readonly<Record<string, string>> = {
  TOO_FAR: 'Timbratura registrata lontano dalla sede (anomalia di posizione).',
  OUTSIDE_WORK_HOURS: "Timbratura fuori dall'orario di lavoro della sede.",
  LOW_GPS_ACCURACY: 'Precisione GPS insufficiente al momento della timbratura.',
  MISSING_CHECKOUT: "Check-out mancante: l'uscita di questa giornata non è stata registrata.",
  AUTO_CHECKOUT: "Chiusura automatica: l'uscita non è stata timbrata, il server l'ha registrata alla fine dell'orario previsto.",
};

export function validationIssueText(issue: ValidationIssue): string {
  return ISSUE_TEXTS[issue.code] ?? issue.code;
}
