/**
 * What to show for a failure, by its code or its type only (docs/behaviour.md, "Errors and messages"): the server's
 * refusal by its `code`, its field errors by their `field_codes`, a transport or GPS failure by its kind. No English
 * text is ever read: the server's `message` and `errors` texts are for programs and logs.
 */
import type { ApiErrorCode, FieldErrorCode, FieldIssue } from '../contract/error-codes';
import type { ScheduleErrorCode } from '../contract/schedules.contract';
import type { DisplayMessage } from '../domain/display-message';
import { NetworkError } from '../ports/http.port';
import { PositionError, type PositionErrorKind } from '../ports/geolocation.port';
import { ApiRequestError } from './api-request-error';
import { ErrorKey } from './error-keys';

/** The key of each refusal the server can send. */
export const API_ERROR_KEYS: Record<ApiErrorCode, ErrorKey> = {
  INVALID_CREDENTIALS: ErrorKey.invalidCredentials,
  CREDENTIALS_NOT_PROVIDED: ErrorKey.credentialsNotProvided,
  TOKEN_EXPIRED: ErrorKey.sessionExpired,
  TOKEN_INVALID: ErrorKey.tokenInvalid,
  TOO_MANY_ATTEMPTS: ErrorKey.tooManyAttempts,
  PASSWORD_CHANGE_REQUIRED: ErrorKey.passwordChangeRequired,
  PASSWORD_CHANGE_NOT_REQUIRED: ErrorKey.passwordChangeNotRequired,
  WRONG_CURRENT_PASSWORD: ErrorKey.wrongCurrentPassword,
  PASSWORD_UNCHANGED: ErrorKey.passwordUnchanged,
  DEVICE_NOT_AUTHORIZED: ErrorKey.deviceNotAuthorized,
  DEVICE_CHALLENGE_INVALID: ErrorKey.deviceChallengeInvalid,
  DEVICE_PROOF_INVALID: ErrorKey.deviceProofInvalid,
  DEVICE_CHANGE_PENDING: ErrorKey.deviceChangePending,
  ADMIN_DEVICE_NOT_LATEST: ErrorKey.adminDeviceNotLatest,
  TOTP_REQUIRED: ErrorKey.totpRequired,
  TOTP_INVALID: ErrorKey.totpInvalid,
  TOTP_NOT_AVAILABLE: ErrorKey.totpNotAvailable,
  TOTP_ALREADY_ENABLED: ErrorKey.totpAlreadyEnabled,
  TOTP_NOT_ENABLED: ErrorKey.totpNotEnabled,
  TOTP_SETUP_REQUIRED: ErrorKey.totpSetupRequired,
  TOTP_NOT_SUSPENDED: ErrorKey.totpNotSuspended,
  ALREADY_CHECKED_IN: ErrorKey.alreadyCheckedIn,
  NOT_CHECKED_IN: ErrorKey.notCheckedIn,
  NO_AUTHORIZED_LOCATIONS: ErrorKey.noAuthorizedLocations,
  LOCATION_NOT_AUTHORIZED: ErrorKey.locationNotAuthorized,
  TOO_FAR: ErrorKey.tooFar,
  NO_LOCATION_IN_RANGE: ErrorKey.noLocationInRange,
  MUST_CHECK_OUT_SAME_LOCATION: ErrorKey.mustCheckOutSameLocation,
  ANOMALY_NOTE_REQUIRED: ErrorKey.anomalyNoteRequired,
  MISSING_LOCATION_DATA: ErrorKey.missingLocationData,
  OUTSIDE_WORK_HOURS: ErrorKey.outsideWorkHours,
  LOW_GPS_ACCURACY: ErrorKey.gpsAccuracyLow,
  MISSING_CHECKOUT: ErrorKey.missingCheckout,
  OFFLINE_COUNTER_NOT_NEW: ErrorKey.offlineCounterNotNew,
  VALIDATION_ERROR: ErrorKey.validationError,
  PASSWORD_TOO_SHORT: ErrorKey.passwordTooShort,
  PASSWORD_TOO_COMMON: ErrorKey.passwordTooCommon,
  PERMISSION_DENIED: ErrorKey.permissionDenied,
  ADMIN_REQUIRED: ErrorKey.adminRequired,
  NOT_FOUND: ErrorKey.notFound,
  CANNOT_DELETE_SELF: ErrorKey.cannotDeleteSelf,
  OWN_PASSWORD: ErrorKey.ownPassword,
  OWN_PUNCHES: ErrorKey.ownPunches,
  CORRECTION_ALREADY_DECIDED: ErrorKey.correctionAlreadyDecided,
  CORRECTION_ALREADY_PENDING: ErrorKey.correctionAlreadyPending,
  SERVER_ERROR: ErrorKey.serverError,
  LAST_ADMINISTRATOR: ErrorKey.lastAdministrator,
  MONTH_CLOSED: ErrorKey.monthClosed,
  MONTH_ALREADY_CLOSED: ErrorKey.monthAlreadyClosed,
  MONTH_NOT_CLOSED: ErrorKey.monthNotClosed,
  MONTH_NOT_OVER: ErrorKey.monthNotOver,
  ABSENCE_ALREADY_DECIDED: ErrorKey.absenceAlreadyDecided,
  ABSENCE_OVERLAP: ErrorKey.absenceOverlap,
  IMPORT_INVALID: ErrorKey.importInvalid,
};

/** The key of each field error's code (FieldIssue); those that name a limit take it as `count`. */
export const FIELD_ERROR_KEYS: Record<FieldErrorCode, ErrorKey> = {
  REQUIRED: ErrorKey.fieldRequired,
  MAX_LENGTH: ErrorKey.fieldMaxLength,
  MIN_LENGTH: ErrorKey.fieldMinLength,
  CONTROL_CHARACTERS: ErrorKey.fieldControlCharacters,
  BLANK_OR_CONTROL_CHARACTERS: ErrorKey.fieldBlankOrControlCharacters,
  INVALID_EMAIL: ErrorKey.fieldInvalidEmail,
  INVALID_DATE: ErrorKey.fieldInvalidDate,
  INVALID_FORMAT: ErrorKey.fieldInvalidFormat,
  WRONG_TYPE: ErrorKey.fieldInvalid,
  NOT_A_NUMBER: ErrorKey.fieldNotANumber,
  TOO_SMALL: ErrorKey.fieldTooSmall,
  TOO_LARGE: ErrorKey.fieldTooLarge,
  TOO_MANY_ITEMS: ErrorKey.fieldTooManyItems,
  INVALID: ErrorKey.fieldInvalid,
  USERNAME_TAKEN: ErrorKey.usernameTaken,
  EMAIL_TAKEN: ErrorKey.emailTaken,
  EMPLOYEE_ID_TAKEN: ErrorKey.employeeIdTaken,
  GROUP_INVALID: ErrorKey.groupInvalid,
  LOCATION_INVALID: ErrorKey.locationInvalid,
  SELF_DEMOTION: ErrorKey.selfDemotion,
  NAME_TAKEN: ErrorKey.groupNameTaken,
  INVALID_TIME: ErrorKey.invalidDateTime,
  FUTURE_TIME: ErrorKey.futureTime,
  OUT_BEFORE_IN: ErrorKey.correctionOutBeforeIn,
  OUT_AFTER_NEXT_PUNCH: ErrorKey.correctionOutAfterNextPunch,
  NOT_MISSING_CHECK_OUT: ErrorKey.correctionNotMissingCheckOut,
  SAME_TIME: ErrorKey.correctionSameTime,
  OUT_TOO_LATE: ErrorKey.correctionOutTooLate,
  BEFORE_PREVIOUS_PUNCH: ErrorKey.correctionBeforePreviousPunch,
  AFTER_NEXT_PUNCH: ErrorKey.correctionAfterNextPunch,
  GROUP_EMPTY: ErrorKey.sheetGroupEmpty,
  SUBJECT_REQUIRED: ErrorKey.sheetSubjectRequired,
  SUBJECT_AMBIGUOUS: ErrorKey.sheetSubjectAmbiguous,
  END_BEFORE_START: ErrorKey.reportEndBeforeStart,
  RANGE_TOO_LONG: ErrorKey.reportRangeTooLong,
  LAST_DAY_BEFORE_FIRST: ErrorKey.absenceLastDayBeforeFirst,
  HOURS_ONE_DAY: ErrorKey.absenceHoursOneDay,
  HOURS_NOT_ALLOWED: ErrorKey.absenceHoursNotAllowed,
  END_TIME_BEFORE_START: ErrorKey.absenceEndTimeBeforeStart,
  TIMES_BOTH: ErrorKey.absenceTimesBoth,
  TYPE_INACTIVE: ErrorKey.absenceTypeInactive,
  CERTIFICATE_REQUIRED: ErrorKey.absenceCertificateRequired,
  NO_WORKING_DAY: ErrorKey.absenceNoWorkingDay,
  CODE_TAKEN: ErrorKey.absenceTypeCodeTaken,
  CODE_RESERVED: ErrorKey.absenceTypeCodeReserved,
  ABSENCE_TOO_LONG: ErrorKey.absenceTooLong,
};

/**
 * The work schedules' refusals ('Orari di lavoro'), each sent both as the answer's code and, for a refused field, as
 * that field's code.
 */
const SCHEDULE_ERROR_KEYS: Record<ScheduleErrorCode, ErrorKey> = {
  INTERVALS_OVERLAP: ErrorKey.scheduleIntervalsOverlap,
  INTERVAL_EMPTY: ErrorKey.scheduleIntervalEmpty,
  FLEX_BAND_INVALID: ErrorKey.scheduleFlexBandInvalid,
  END_BEFORE_START: ErrorKey.reportEndBeforeStart,
  UNKNOWN_TEMPLATE: ErrorKey.scheduleUnknownTemplate,
  UNKNOWN_USER: ErrorKey.scheduleUnknownUser,
  UNKNOWN_GROUP: ErrorKey.scheduleUnknownGroup,
  UNKNOWN_LOCATION: ErrorKey.scheduleUnknownLocation,
  TEMPLATE_NAME_TAKEN: ErrorKey.scheduleTemplateNameTaken,
  TEMPLATE_IN_USE: ErrorKey.scheduleTemplateInUse,
  ASSIGNMENT_TARGET: ErrorKey.scheduleAssignmentTarget,
  ASSIGNMENT_STARTED: ErrorKey.scheduleAssignmentStarted,
  INVALID_DAY: ErrorKey.scheduleInvalidDay,
  RANGE_TOO_LONG: ErrorKey.reportRangeTooLong,
};

/** The field codes whose text names their limit ('Massimo 30 caratteri'). */
const WITH_LIMIT: ReadonlySet<string> = new Set(['MAX_LENGTH', 'MIN_LENGTH', 'TOO_SMALL', 'TOO_LARGE', 'TOO_MANY_ITEMS']);

const NETWORK_KEYS: Record<NetworkError['kind'], ErrorKey> = {
  timeout: ErrorKey.requestTimeout,
  offline: ErrorKey.offline,
  network: ErrorKey.networkError,
};

const POSITION_KEYS: Record<PositionErrorKind, ErrorKey> = {
  'permission-denied': ErrorKey.gpsPermissionDenied,
  unavailable: ErrorKey.positionUnavailable,
  timeout: ErrorKey.locationTimeout,
  unsupported: ErrorKey.geolocationUnsupported,
  'insecure-context': ErrorKey.insecureContext,
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const has = <T extends object>(table: T, key: unknown): key is keyof T =>
  typeof key === 'string' && Object.prototype.hasOwnProperty.call(table, key);

/** The key of a refusal's code; null for a code this client does not know. */
export function apiErrorKey(code: unknown): ErrorKey | null {
  if (has(API_ERROR_KEYS, code)) return API_ERROR_KEYS[code];
  return has(SCHEDULE_ERROR_KEYS, code) ? SCHEDULE_ERROR_KEYS[code] : null;
}

/** One field error by its code: its Italian key with the limit as `count`; 'Valore non valido' for a code unknown here. */
export function fieldIssueMessage(issue: unknown): DisplayMessage {
  const code = isRecord(issue) ? issue.code : undefined;
  const limit = isRecord(issue) ? issue.limit : undefined;
  if (!has(FIELD_ERROR_KEYS, code)) return has(SCHEDULE_ERROR_KEYS, code) ? { key: SCHEDULE_ERROR_KEYS[code] } : { key: ErrorKey.fieldInvalid };
  if (!WITH_LIMIT.has(code)) return { key: FIELD_ERROR_KEYS[code] };
  return typeof limit === 'number' ? { key: FIELD_ERROR_KEYS[code], params: { count: limit } } : { key: ErrorKey.fieldInvalid };
}

/** The `field_codes` of a server's error body, when it has them. */
function fieldCodesOf(body: Record<string, unknown>): Record<string, unknown> {
  return isRecord(body.field_codes) ? body.field_codes : {};
}

/** A refusal's own message: a password too short names the server's configured minimum (the body's `min_length`). */
function refusalMessage(key: ErrorKey, body: Record<string, unknown>): DisplayMessage {
  const minLength = body.min_length;
  return key === ErrorKey.passwordTooShort && typeof minLength === 'number' ? { key, params: { count: minLength } } : { key };
}

/**
 * The server's refusal by its code: a VALIDATION_ERROR by its first field's code (the field it names first), any
 * other known code by its key; null when the body is not one of this server's answers or its code is unknown here.
 */
export function apiErrorMessage(error: unknown): DisplayMessage | null {
  if (!(error instanceof ApiRequestError) || !isRecord(error.body)) return null;
  const body = error.body;
  if (body.code === 'VALIDATION_ERROR') {
    const first = Object.values(fieldCodesOf(body))[0];
    return first === undefined ? { key: ErrorKey.validationError } : fieldIssueMessage(first);
  }
  const key = apiErrorKey(body.code);
  return key ? refusalMessage(key, body) : null;
}

/**
 * The server's field errors, each under its field: by its code in `field_codes`; a field named only in `errors` (a
 * password refusal, whose code is the body's own) by the body's code; else 'Valore non valido'.
 */
export function serverFieldMessages(error: unknown): Record<string, DisplayMessage> {
  if (!(error instanceof ApiRequestError) || !isRecord(error.body)) return {};
  const body = error.body;
  const codes = fieldCodesOf(body);
  const fields = new Set([...Object.keys(isRecord(body.errors) ? body.errors : {}), ...Object.keys(codes)]);
  const own = body.code === 'VALIDATION_ERROR' ? null : apiErrorKey(body.code);
  const result: Record<string, DisplayMessage> = {};
  for (const field of fields) {
    if (codes[field] !== undefined) result[field] = fieldIssueMessage(codes[field]);
    else result[field] = own ? refusalMessage(own, body) : { key: ErrorKey.fieldInvalid };
  }
  return result;
}

/**
 * What to show for any failure: transport and GPS failures by their kind; a server's refusal by its code
 * (apiErrorMessage); an answer with no code known here by its status (from 500 a server error, else a failed
 * operation); anything else is the unexpected error.
 */
export function toDisplayMessage(error: unknown): DisplayMessage {
  if (error instanceof NetworkError) return { key: NETWORK_KEYS[error.kind] };
  if (error instanceof PositionError) return { key: POSITION_KEYS[error.kind] };
  if (error instanceof ApiRequestError) {
    return apiErrorMessage(error) ?? { key: error.status >= 500 ? ErrorKey.serverError : ErrorKey.operationFailed };
  }
  return { key: ErrorKey.unexpected };
}
