/**
 * The server's refusals: stable codes and the English messages it sends (for programs and logs). The client
 * translates by the code only (src/core/errors), never by these texts.
 */
export const ApiError = {
  INVALID_CREDENTIALS: 'Invalid credentials',
  CREDENTIALS_NOT_PROVIDED: 'Authentication credentials were not provided',
  TOKEN_EXPIRED: 'Token expired',
  TOKEN_INVALID: 'Token invalid',
  TOO_MANY_ATTEMPTS: 'Too many login attempts. Try again later',
  DEVICE_NOT_AUTHORIZED: 'Device not authorized for this account. Contact an administrator to reset the device registration',
  DEVICE_CHALLENGE_INVALID: 'Device challenge expired or already used',
  DEVICE_PROOF_INVALID: 'Device key signature not valid',
  DEVICE_CHANGE_PENDING: 'Device change awaiting administrator approval',
  ADMIN_DEVICE_NOT_LATEST: 'Punches are accepted only from the device of your latest sign-in. Sign out and sign in again from this device',
  TOTP_REQUIRED: 'Verification code required',
  TOTP_INVALID: 'Verification code not valid',
  TOTP_NOT_AVAILABLE: 'Verification codes are for administrators only',
  TOTP_ALREADY_ENABLED: 'Verification codes are already on for this account',
  TOTP_NOT_ENABLED: 'Verification codes are not on for this account',
  TOTP_SETUP_REQUIRED: 'Start the verification code setup first',
  ALREADY_CHECKED_IN: 'Already checked in',
  NOT_CHECKED_IN: 'Not checked in',
  NO_AUTHORIZED_LOCATIONS: 'No authorized locations for this user',
  LOCATION_NOT_AUTHORIZED: 'Invalid or unauthorized location',
  TOO_FAR: 'Too far from the location',
  NO_LOCATION_IN_RANGE: 'No authorized location in range',
  MUST_CHECK_OUT_SAME_LOCATION: 'You must check out at the same location as check-in',
  ANOMALY_NOTE_REQUIRED: 'An anomaly note is required',
  MISSING_LOCATION_DATA: 'Missing location data',
  OUTSIDE_WORK_HOURS: 'Outside work hours',
  LOW_GPS_ACCURACY: 'GPS accuracy too low',
  MISSING_CHECKOUT: 'Missing check-out',
  /**
   * An offline punch whose counter is at or below the highest its device key already used, and not one the server
   * stored (docs/behaviour.md, "Offline punches"): nothing is stored.
   */
  OFFLINE_COUNTER_NOT_NEW: 'This offline punch is older than one already received from this device',
  VALIDATION_ERROR: 'Validation error',
  PASSWORD_TOO_SHORT: 'Password too short',
  PASSWORD_TOO_COMMON: 'Password too common',
  PASSWORD_CHANGE_REQUIRED: 'Password change required: set a new password to sign in',
  PASSWORD_CHANGE_NOT_REQUIRED: 'No password change is required for this account',
  WRONG_CURRENT_PASSWORD: 'The current password is not correct',
  PASSWORD_UNCHANGED: 'The new password must differ from the current one',
  PERMISSION_DENIED: 'Permission denied',
  ADMIN_REQUIRED: 'Admin privileges required',
  NOT_FOUND: 'Not found',
  CANNOT_DELETE_SELF: 'You cannot delete your own account',
  OWN_PUNCHES: 'You cannot correct your own punches: send a correction request',
  /**
   * An administrator's own password typed in the users form: setting it there would flag it as set by an
   * administrator and end every session, this one included; 'Cambia password' changes it and keeps the session.
   */
  OWN_PASSWORD: "You cannot set your own password here: use 'Change password'",
  CORRECTION_ALREADY_DECIDED: 'This correction request has already been decided',
  CORRECTION_ALREADY_PENDING: 'A correction request for this punch is already pending',
  /** A write touching a day of a closed month: punches, corrections, absences, decisions (docs/behaviour.md, "Closing the month"). */
  MONTH_CLOSED: 'This month is closed: reopen it to change it',
  MONTH_ALREADY_CLOSED: 'This month is already closed',
  MONTH_NOT_CLOSED: 'This month is not closed',
  /** A month still running (or to come) cannot be closed. */
  MONTH_NOT_OVER: 'A month can be closed only once it is over',
  ABSENCE_ALREADY_DECIDED: 'This absence has already been decided',
  /** Another pending or approved absence of the same person covers one of the days (or the hours) asked. */
  ABSENCE_OVERLAP: 'Another absence already covers these days',
  SERVER_ERROR: 'Server error',
  TOTP_NOT_SUSPENDED: "The authenticator app's codes of this account are not suspended",
  /** A demotion, deactivation or deletion that would leave no active administrator (docs/behaviour.md, "Roles and permissions"). */
  LAST_ADMINISTRATOR: 'No active administrator would be left',
  /** 'Importa utenti': the file has problems (listed under `problems`); no account was created. */
  IMPORT_INVALID: 'The file has problems: nothing was imported',
} as const;

export type ApiErrorCode = keyof typeof ApiError;

/**
 * The users form's field errors (`errors.<field>` of a VALIDATION_ERROR), English; each key is the field's code in
 * `field_codes` (FieldIssue), by which the SPA translates it.
 */
export const UserFieldError = {
  USERNAME_TAKEN: 'A user with that username already exists',
  EMAIL_TAKEN: 'A user with that email already exists',
  EMPLOYEE_ID_TAKEN: 'A user with that employee ID already exists',
  GROUP_INVALID: 'Invalid group',
  LOCATION_INVALID: 'Invalid location',
  REQUIRED: 'This field is required',
  SELF_DEMOTION: 'You cannot remove your own administrator rights',
} as const;

/** The group form's field errors (`errors.descrizione`), English; the key is the field's code (FieldIssue). */
export const GroupFieldError = {
  NAME_TAKEN: 'A group with that name already exists',
} as const;

/**
 * A correction request's field errors (`errors.proposed_timestamp` or `errors.timesheet_id`), and the administrator's
 * edit of a punch (`errors.timestamp`), English; the key is the field's code (FieldIssue; docs/behaviour.md,
 * "Correction requests").
 */
export const CorrectionFieldError = {
  INVALID_TIME: 'Enter a valid date and time (ISO 8601)',
  FUTURE_TIME: 'The time cannot be in the future',
  OUT_BEFORE_IN: 'The check-out must come after the check-in',
  OUT_AFTER_NEXT_PUNCH: 'The check-out must come before the next punch',
  NOT_MISSING_CHECK_OUT: 'This punch is not a check-in without its check-out',
  SAME_TIME: 'The proposed time is the punch\'s current time',
  OUT_TOO_LATE: 'The check-out must be on the day of the check-in or the next one',
  BEFORE_PREVIOUS_PUNCH: 'The time must come after the previous punch',
  AFTER_NEXT_PUNCH: 'The time must come before the next punch',
} as const;

/**
 * An absence's or absence type's field errors (docs/behaviour.md, "Absences"), English; the key is the field's code
 * (FieldIssue).
 */
export const AbsenceFieldError = {
  LAST_DAY_BEFORE_FIRST: 'The last day must not be before the first',
  HOURS_ONE_DAY: 'A range of hours is on one day',
  HOURS_NOT_ALLOWED: 'This type is counted in whole days',
  END_TIME_BEFORE_START: 'The end must come after the start',
  TIMES_BOTH: 'Give both the start and the end time',
  TYPE_INACTIVE: 'This absence type is no longer in use',
  CERTIFICATE_REQUIRED: 'The certificate number is required',
  NO_WORKING_DAY: 'No working day in the days chosen',
  CODE_TAKEN: 'An absence type with that code already exists',
  /** ORD, STR, NOT, FES name the hour kinds of the payroll export: an absence with one of them would be ambiguous. */
  CODE_RESERVED: 'This code names hours worked in the payroll export',
  ABSENCE_TOO_LONG: 'An absence spans at most 366 days',
} as const;

/**
 * The monthly sheet's refusals: a group with nobody to list (`errors.gruppo` of a 404), and neither or both of
 * `user_id` and `gruppo` (`errors.user_id`, `errors.gruppo` of a 400).
 */
export const AttendanceSheetFieldError = {
  GROUP_EMPTY: 'The group has no employees for this month',
  SUBJECT_REQUIRED: 'Give user_id or gruppo',
  SUBJECT_AMBIGUOUS: 'Give user_id or gruppo, not both',
} as const;

/** A report's range refused (`errors.end_date`): the attendance report, its CSV and the per-day report. */
export const ReportRangeFieldError = {
  END_BEFORE_START: 'End date must not be before start date',
  RANGE_TOO_LONG: 'A report spans at most 366 days',
} as const;

/**
 * Why a request's schema refused a field (docs/behaviour.md, "Validation"): the code of a VALIDATION_ERROR's
 * `field_codes` entry, with `limit` for the length and range checks. The English `errors` text stays for programs.
 */
export const SchemaFieldError = {
  REQUIRED: 'This field is required',
  MAX_LENGTH: 'Too long',
  MIN_LENGTH: 'Too short',
  CONTROL_CHARACTERS: 'Must not contain control characters',
  BLANK_OR_CONTROL_CHARACTERS: 'Must not be blank nor contain control characters',
  INVALID_EMAIL: 'Expected an e-mail address',
  INVALID_DATE: 'Expected a calendar day as YYYY-MM-DD',
  INVALID_FORMAT: 'Invalid format',
  WRONG_TYPE: 'Wrong type',
  NOT_A_NUMBER: 'Expected a decimal number',
  TOO_SMALL: 'Too small',
  TOO_LARGE: 'Too large',
  TOO_MANY_ITEMS: 'Too many items',
  INVALID: 'Invalid value',
} as const;

/** Every field error's code, with its English text. */
export const FieldErrorText = {
  ...SchemaFieldError,
  ...UserFieldError,
  ...GroupFieldError,
  ...CorrectionFieldError,
  ...AbsenceFieldError,
  ...AttendanceSheetFieldError,
  ...ReportRangeFieldError,
} as const;

export type FieldErrorCode = keyof typeof FieldErrorText;

/** One field's refusal in a VALIDATION_ERROR's `field_codes`: its code, and the limit a length or range check names. */
export interface FieldIssue {
  code: string;
  limit?: number;
}

/**
 * A group deleted while users belong to it: 409 with this `code`, the body's `member_count` and groupInUseMessage's
 * text; nothing is deleted (docs/behaviour.md, "Admin panel").
 */
export const GROUP_IN_USE = 'GROUP_IN_USE';

export function groupInUseMessage(memberCount: number): string {
  const members = memberCount === 1 ? '1 user belongs' : `${memberCount} users belong`;
  return `Group in use: ${members} to it. Move them to another group first`;
}

/**
 * The `code` of a refused device. Kept here, beside the messages and away from the TypeBox schemas, so the SPA can
 * import it without bundling the schema library.
 */
export const DEVICE_NOT_AUTHORIZED = 'DEVICE_NOT_AUTHORIZED';

/**
 * The `code` of a login refused because an administrator set the account's password: the user must choose their own
 * (docs/behaviour.md, "Passwords"). Beside DEVICE_NOT_AUTHORIZED for the same reason.
 */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/**
 * A login of an administrator with TOTP on, without a code: ask for 'Codice di verifica'. A wrong code at login is
 * answered INVALID_CREDENTIALS, as a wrong password is; TOTP_INVALID is the refusal of a signed-in account's own code
 * (turning the codes on or off), and the login screen's text for a code refused at its code step.
 */
export const TOTP_REQUIRED = 'TOTP_REQUIRED';
export const TOTP_INVALID = 'TOTP_INVALID';
/** A wrong password, or at the code step a wrong, used or suspended code (the same answer on purpose). */
export const INVALID_CREDENTIALS = 'INVALID_CREDENTIALS';

/** The server's challenge expired or was used: the client asks for a fresh one and tries once more. */
export const DEVICE_CHALLENGE_INVALID = 'DEVICE_CHALLENGE_INVALID';
