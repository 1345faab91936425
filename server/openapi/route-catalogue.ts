/**
 * What the OpenAPI document says of each route that its schema cannot: a one-line summary, its area (the tag), the
 * refusals its handler and services answer (beyond those its guard and schema give, which are derived: api-docs.ts),
 * and, for a route without a response schema, what a success looks like. Keyed by `METHOD path` as registered; a route
 * missing here is named by tests/server/http/openapi.test.ts.
 *
 * The refusals are listed by hand from the code (httpError(...) and the refusal helpers of each service); they are the
 * ones an integrator can act on, not a proof that no other code of the error table can ever come.
 */
export interface RouteDoc {
  summary: string;
  /** The codes this route answers of its own, by HTTP status. */
  errors?: Partial<Record<number, string[]>>;
  /** The `field_codes` a 400 VALIDATION_ERROR of this route may carry beyond the schema's (REQUIRED, MAX_LENGTH, …). */
  fieldCodes?: string[];
  /** A success the response schema does not describe: no content, a CSV or a PDF download. */
  success?: { status: number; description: string; contentType?: string };
}

const NO_CONTENT = { status: 204, description: 'Done; no content' };
const CSV = { status: 200, description: 'A CSV download (semicolon-separated, UTF-8)', contentType: 'text/csv' };
const PDF = { status: 200, description: 'A PDF download', contentType: 'application/pdf' };

const DEVICE_REFUSALS = ['DEVICE_NOT_AUTHORIZED', 'DEVICE_CHANGE_PENDING', 'DEVICE_CHALLENGE_INVALID', 'DEVICE_PROOF_INVALID'];
const SIGN_IN_REFUSALS = {
  400: ['TOTP_INVALID'],
  401: ['INVALID_CREDENTIALS', 'TOTP_REQUIRED'],
  403: [...DEVICE_REFUSALS, 'PASSWORD_CHANGE_REQUIRED'],
  429: ['TOO_MANY_ATTEMPTS'],
};
const PUNCH_DEVICE_REFUSALS = ['DEVICE_NOT_AUTHORIZED', 'ADMIN_DEVICE_NOT_LATEST', 'DEVICE_CHALLENGE_INVALID', 'DEVICE_PROOF_INVALID'];
const NOT_FOUND = { 404: ['NOT_FOUND'] };
const RANGE = { errors: { 400: ['VALIDATION_ERROR'] }, fieldCodes: ['END_BEFORE_START', 'RANGE_TOO_LONG'] };

/** Tag → `METHOD path` → what to say. */
export const ROUTE_CATALOGUE: Record<string, Record<string, RouteDoc>> = {
  System: {
    'GET /api/health': { summary: 'Health check: the server and its database (200 ok, 503 when the database does not answer)' },
    'GET /api/privacy-notice/': { summary: "The privacy notice's settings: company, contact, what is kept and for how long" },
    'GET /api/auth/password-policy/': { summary: 'The password policy (minimum length)' },
  },
  'Sign-in and sessions': {
    'POST /api/auth/device-challenge/': { summary: 'A one-time challenge for the device key to sign' },
    'POST /api/auth/login/': { summary: 'Sign in: access and refresh tokens', errors: SIGN_IN_REFUSALS },
    'POST /api/auth/reassociate-device/': {
      summary: 'Sign in from a new device: moves the binding, or asks an administrator (202)',
      errors: SIGN_IN_REFUSALS,
    },
    'POST /api/auth/refresh/': { summary: 'New tokens from a refresh token', errors: { 401: ['TOKEN_INVALID', 'TOKEN_EXPIRED'], 403: ['DEVICE_NOT_AUTHORIZED', 'DEVICE_CHALLENGE_INVALID', 'DEVICE_PROOF_INVALID'] } },
    'POST /api/auth/logout/': { summary: 'Sign out: ends this session', success: NO_CONTENT },
    'GET /api/auth/profile/': { summary: 'The signed-in user' },
    'POST /api/auth/register-device/': { summary: 'Binds this device (and its key) to the signed-in user', errors: { 403: DEVICE_REFUSALS } },
  },
  'Passwords and verification codes': {
    'POST /api/auth/change-password/': {
      summary: 'Changes the signed-in user’s password',
      errors: { 400: ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON', 'PASSWORD_UNCHANGED', 'WRONG_CURRENT_PASSWORD'], 429: ['TOO_MANY_ATTEMPTS'] },
      success: NO_CONTENT,
    },
    'POST /api/auth/set-new-password/': {
      summary: 'Sets a new password when one is required at sign-in, and signs in',
      errors: {
        ...SIGN_IN_REFUSALS,
        400: ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON', 'PASSWORD_UNCHANGED', 'TOTP_INVALID'],
        403: [...DEVICE_REFUSALS, 'PASSWORD_CHANGE_NOT_REQUIRED'],
      },
    },
    'POST /api/auth/totp/setup/': { summary: "Starts an administrator's verification-code setup (secret and QR)", errors: { 403: ['TOTP_NOT_AVAILABLE'], 409: ['TOTP_ALREADY_ENABLED'] } },
    'POST /api/auth/totp/enable/': {
      summary: 'Turns verification codes on with a first code; returns the recovery codes',
      errors: { 400: ['TOTP_INVALID'], 403: ['TOTP_NOT_AVAILABLE'], 409: ['TOTP_ALREADY_ENABLED', 'TOTP_SETUP_REQUIRED'] },
    },
    'POST /api/auth/totp/disable/': { summary: 'Turns the signed-in user’s verification codes off', errors: { 400: ['TOTP_INVALID'], 409: ['TOTP_NOT_ENABLED'] }, success: NO_CONTENT },
  },
  Punches: {
    'POST /api/timesheet/checkin/': {
      summary: 'Check in (at a place, or off-site)',
      errors: {
        400: ['MISSING_LOCATION_DATA', 'ANOMALY_NOTE_REQUIRED', 'TOO_FAR', 'NO_LOCATION_IN_RANGE'],
        401: ['TOKEN_INVALID'],
        403: ['NO_AUTHORIZED_LOCATIONS', 'LOCATION_NOT_AUTHORIZED', ...PUNCH_DEVICE_REFUSALS],
        409: ['ALREADY_CHECKED_IN', 'MONTH_CLOSED'],
      },
    },
    'POST /api/timesheet/checkout/': {
      summary: 'Check out',
      errors: {
        400: ['MISSING_LOCATION_DATA', 'ANOMALY_NOTE_REQUIRED', 'MUST_CHECK_OUT_SAME_LOCATION', 'TOO_FAR', 'NO_LOCATION_IN_RANGE'],
        401: ['TOKEN_INVALID'],
        403: ['NO_AUTHORIZED_LOCATIONS', 'LOCATION_NOT_AUTHORIZED', ...PUNCH_DEVICE_REFUSALS],
        409: ['NOT_CHECKED_IN', 'MONTH_CLOSED'],
      },
    },
    'POST /api/timesheet/offline/': {
      summary: 'Sends one punch recorded offline, signed by the device key',
      errors: { 401: ['TOKEN_INVALID'], 403: ['DEVICE_NOT_AUTHORIZED', 'ADMIN_DEVICE_NOT_LATEST'], 409: ['OFFLINE_COUNTER_NOT_NEW'] },
    },
    'GET /api/timesheet/offline/refused/': { summary: 'The signed-in user’s offline punches the server refused' },
    'GET /api/timesheet/status/': { summary: 'Whether the signed-in user is checked in, and where' },
    'GET /api/timesheet/daily-summary/': { summary: 'The signed-in user’s punches and worked time of one day' },
    'GET /api/timesheets/': { summary: 'The signed-in user’s punches, a page at a time' },
    'PATCH /api/timesheets/{id}/': {
      summary: 'Changes the time of a punch (staff; not their own)',
      errors: { 400: ['VALIDATION_ERROR'], 403: ['OWN_PUNCHES'], 404: ['NOT_FOUND'], 409: ['MONTH_CLOSED'] },
      fieldCodes: ['INVALID_TIME', 'FUTURE_TIME', 'BEFORE_PREVIOUS_PUNCH', 'AFTER_NEXT_PUNCH'],
    },
    'GET /api/timesheets/{id}/corrections/': { summary: 'The corrections made to a punch', errors: { 403: ['OWN_PUNCHES'], ...NOT_FOUND } },
  },
  Hours: {
    'GET /api/timesheets/hours/': { summary: 'The signed-in user’s worked and planned hours of a month, day by day' },
    'GET /api/timesheets/hours/today/': { summary: 'The signed-in user’s planned schedule for today' },
  },
  'Correction requests': {
    'POST /api/correction-requests/': {
      summary: 'Asks for a punch to be corrected (a missing check-out)',
      errors: {
        400: ['VALIDATION_ERROR'],
        404: ['NOT_FOUND'],
        409: ['CORRECTION_ALREADY_PENDING', 'MONTH_CLOSED'],
      },
      fieldCodes: ['INVALID_TIME', 'FUTURE_TIME', 'OUT_BEFORE_IN', 'OUT_AFTER_NEXT_PUNCH', 'NOT_MISSING_CHECK_OUT', 'OUT_TOO_LATE'],
    },
    'GET /api/correction-requests/': { summary: 'The signed-in user’s correction requests' },
    'GET /api/admin/correction-requests/': { summary: 'Correction requests to decide (pending by default)' },
    'POST /api/admin/correction-requests/{id}/approve/': {
      summary: 'Approves a correction request: the punch takes the proposed time',
      errors: { 400: ['VALIDATION_ERROR'], 403: ['OWN_PUNCHES'], 404: ['NOT_FOUND'], 409: ['CORRECTION_ALREADY_DECIDED', 'MONTH_CLOSED'] },
    },
    'POST /api/admin/correction-requests/{id}/refuse/': {
      summary: 'Refuses a correction request, with a reason',
      errors: { 403: ['OWN_PUNCHES'], 404: ['NOT_FOUND'], 409: ['CORRECTION_ALREADY_DECIDED'] },
    },
  },
  Absences: {
    'GET /api/absence-types/': { summary: 'The absence types in use' },
    'GET /api/absences/': { summary: 'The signed-in user’s absences' },
    'POST /api/absences/': {
      summary: 'Asks for an absence (days or hours)',
      errors: {
        400: ['VALIDATION_ERROR'],
        403: ['PERMISSION_DENIED'],
        409: ['ABSENCE_OVERLAP', 'MONTH_CLOSED'],
      },
      fieldCodes: ['LAST_DAY_BEFORE_FIRST', 'HOURS_ONE_DAY', 'TYPE_INACTIVE', 'CERTIFICATE_REQUIRED', 'NO_WORKING_DAY', 'ABSENCE_TOO_LONG'],
    },
    'POST /api/absences/{id}/cancel/': { summary: 'Withdraws one of the signed-in user’s pending absences', errors: { 403: ['PERMISSION_DENIED'], 404: ['NOT_FOUND'], 409: ['ABSENCE_ALREADY_DECIDED'] } },
    'GET /api/absences/balances/': { summary: 'The signed-in user’s balances (holidays, leave) of a year' },
    'GET /api/admin/absence-types/': { summary: 'Every absence type, those no longer in use included' },
    'POST /api/admin/absence-types/': { summary: 'Adds an absence type', errors: { 400: ['VALIDATION_ERROR'] }, fieldCodes: ['CODE_TAKEN', 'CODE_RESERVED'] },
    'PUT /api/admin/absence-types/{id}/': { summary: 'Changes an absence type', errors: { 400: ['VALIDATION_ERROR'], ...NOT_FOUND }, fieldCodes: ['CODE_TAKEN', 'CODE_RESERVED'] },
    'GET /api/admin/absences/': { summary: 'Absences to decide (pending by default), of the people the caller looks after' },
    'POST /api/admin/absences/': {
      summary: 'Enters an absence for someone, approved',
      errors: { 400: ['VALIDATION_ERROR'], 404: ['NOT_FOUND'], 409: ['ABSENCE_OVERLAP', 'MONTH_CLOSED'] },
    },
    'POST /api/admin/absences/{id}/approve/': {
      summary: 'Approves an absence',
      errors: { 400: ['VALIDATION_ERROR'], 403: ['PERMISSION_DENIED'], 404: ['NOT_FOUND'], 409: ['ABSENCE_ALREADY_DECIDED', 'ABSENCE_OVERLAP', 'MONTH_CLOSED'] },
      fieldCodes: ['CERTIFICATE_REQUIRED'],
    },
    'POST /api/admin/absences/{id}/refuse/': {
      summary: 'Refuses an absence, with a reason',
      errors: { 403: ['PERMISSION_DENIED'], 404: ['NOT_FOUND'], 409: ['ABSENCE_ALREADY_DECIDED'] },
    },
    'POST /api/admin/absences/{id}/cancel/': { summary: 'Cancels an absence already approved', errors: { 404: ['NOT_FOUND'], 409: ['ABSENCE_ALREADY_DECIDED', 'MONTH_CLOSED'] } },
    'GET /api/admin/absences/calendar/': { summary: 'Who is absent on each day of a month' },
    'GET /api/admin/users/{id}/balances/': { summary: 'A user’s balances of a year', errors: NOT_FOUND },
    'PUT /api/admin/users/{id}/balances/': { summary: 'Sets a user’s yearly entitlement of an absence type', errors: { 400: ['VALIDATION_ERROR'], ...NOT_FOUND } },
  },
  Locations: {
    'GET /api/locations/': { summary: 'Places of work' },
    'POST /api/locations/': { summary: 'Adds a place of work' },
    'POST /api/locations/nearby/': { summary: 'The signed-in user’s authorised places near a position' },
    'GET /api/locations/authorized/': { summary: 'The places the signed-in user may punch at' },
    'GET /api/locations/{id}/': { summary: 'One place of work', errors: NOT_FOUND },
    'PUT /api/locations/{id}/': { summary: 'Changes a place of work', errors: NOT_FOUND },
    'DELETE /api/locations/{id}/': { summary: 'Removes a place of work', errors: NOT_FOUND, success: NO_CONTENT },
    'GET /api/admin/locations/': { summary: 'Places of work, with the administrators’ details' },
    'POST /api/admin/locations/': { summary: 'Adds a place of work' },
  },
  Users: {
    'GET /api/users/': { summary: 'Users, a page at a time' },
    'POST /api/users/': {
      summary: 'Adds a user',
      errors: { 400: ['VALIDATION_ERROR', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON'] },
      fieldCodes: ['USERNAME_TAKEN', 'EMAIL_TAKEN', 'EMPLOYEE_ID_TAKEN', 'GROUP_INVALID', 'LOCATION_INVALID'],
    },
    'GET /api/users/{id}/': { summary: 'One user', errors: NOT_FOUND },
    'PUT /api/users/{id}/': {
      summary: 'Changes a user',
      errors: {
        400: ['VALIDATION_ERROR', 'PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON'],
        403: ['OWN_PASSWORD'],
        404: ['NOT_FOUND'],
        409: ['LAST_ADMINISTRATOR'],
      },
      fieldCodes: ['USERNAME_TAKEN', 'EMAIL_TAKEN', 'EMPLOYEE_ID_TAKEN', 'GROUP_INVALID', 'LOCATION_INVALID', 'SELF_DEMOTION'],
    },
    'DELETE /api/users/{id}/': { summary: 'Deletes a user', errors: { 400: ['CANNOT_DELETE_SELF'], 404: ['NOT_FOUND'], 409: ['LAST_ADMINISTRATOR'] }, success: NO_CONTENT },
    'POST /api/users/{id}/reset-device/': { summary: 'Unbinds a user’s device: their next sign-in binds a new one', errors: NOT_FOUND },
    'POST /api/users/{id}/disable-totp/': { summary: 'Turns a user’s verification codes off', errors: { 403: ['PERMISSION_DENIED'], 404: ['NOT_FOUND'], 409: ['TOTP_NOT_ENABLED'] } },
    'POST /api/users/{id}/unlock-totp/': { summary: 'Lifts the suspension of a user’s verification codes', errors: { 404: ['NOT_FOUND'], 409: ['TOTP_NOT_SUSPENDED'] } },
    'GET /api/admin/users/': { summary: 'The users the caller may filter reports by (id and name)' },
    'GET /api/admin/users/import/template/': { summary: 'The CSV template of the user import', success: CSV },
    'POST /api/admin/users/import/preview/': { summary: 'Checks a CSV of users without importing it' },
    'POST /api/admin/users/import/': { summary: 'Imports users from a CSV: all of them, or none', errors: { 400: ['IMPORT_INVALID'] } },
  },
  Groups: {
    'GET /api/gruppi/': { summary: 'Groups the caller may see' },
    'POST /api/gruppi/': { summary: 'Adds a group', errors: { 400: ['VALIDATION_ERROR'] }, fieldCodes: ['NAME_TAKEN'] },
    'GET /api/gruppi/{id}/': { summary: 'One group', errors: NOT_FOUND },
    'PUT /api/gruppi/{id}/': { summary: 'Renames a group', errors: { 400: ['VALIDATION_ERROR'], ...NOT_FOUND }, fieldCodes: ['NAME_TAKEN'] },
    'DELETE /api/gruppi/{id}/': { summary: 'Deletes a group nobody belongs to', errors: { 404: ['NOT_FOUND'], 409: ['GROUP_IN_USE'] }, success: NO_CONTENT },
  },
  'Work schedules': {
    'GET /api/admin/schedules/templates/': { summary: 'Schedule templates' },
    'POST /api/admin/schedules/templates/': { summary: 'Adds a schedule template', errors: { 400: ['INTERVALS_OVERLAP', 'INTERVAL_EMPTY', 'FLEX_BAND_INVALID'], 409: ['TEMPLATE_NAME_TAKEN'] } },
    'GET /api/admin/schedules/templates/{id}/': { summary: 'One schedule template, with its versions', errors: { 404: ['UNKNOWN_TEMPLATE'] } },
    'PUT /api/admin/schedules/templates/{id}/': {
      summary: 'Changes a schedule template from a day on (a new version)',
      errors: { 400: ['INTERVALS_OVERLAP', 'INTERVAL_EMPTY', 'FLEX_BAND_INVALID'], 404: ['UNKNOWN_TEMPLATE'], 409: ['TEMPLATE_NAME_TAKEN'] },
    },
    'DELETE /api/admin/schedules/templates/{id}/': { summary: 'Deletes a schedule template no one is assigned', errors: { 404: ['UNKNOWN_TEMPLATE'], 409: ['TEMPLATE_IN_USE'] }, success: NO_CONTENT },
    'GET /api/admin/schedules/assignments/': { summary: 'Who follows which schedule, and from when' },
    'POST /api/admin/schedules/assignments/': {
      summary: 'Assigns a schedule to a user or a group from a day',
      errors: { 400: ['ASSIGNMENT_TARGET', 'END_BEFORE_START', 'UNKNOWN_TEMPLATE', 'UNKNOWN_USER', 'UNKNOWN_GROUP', 'UNKNOWN_LOCATION'] },
    },
    'PATCH /api/admin/schedules/assignments/{id}/': { summary: 'Ends an assignment on a day', errors: { 400: ['END_BEFORE_START'], 404: ['NOT_FOUND'] } },
    'DELETE /api/admin/schedules/assignments/{id}/': { summary: 'Deletes an assignment not yet in force', errors: { 404: ['NOT_FOUND'], 409: ['ASSIGNMENT_STARTED'] }, success: NO_CONTENT },
    'GET /api/admin/schedules/overrides/': { summary: 'Days whose schedule differs for one person' },
    'PUT /api/admin/schedules/overrides/{user_id}/{date}/': { summary: 'Sets one person’s schedule of one day', errors: { 400: ['INTERVALS_OVERLAP', 'INTERVAL_EMPTY'], 404: ['UNKNOWN_USER'] } },
    'DELETE /api/admin/schedules/overrides/{user_id}/{date}/': { summary: 'Removes one person’s schedule of one day', errors: NOT_FOUND, success: NO_CONTENT },
    'GET /api/admin/schedules/closures/': { summary: 'Company closures' },
    'POST /api/admin/schedules/closures/': { summary: 'Adds a company closure', errors: { 400: ['END_BEFORE_START'] } },
    'PUT /api/admin/schedules/closures/{id}/': { summary: 'Changes a company closure', errors: { 400: ['END_BEFORE_START'], 404: ['NOT_FOUND'] } },
    'DELETE /api/admin/schedules/closures/{id}/': { summary: 'Removes a company closure', errors: NOT_FOUND, success: NO_CONTENT },
    'GET /api/admin/schedules/patron-days/': { summary: 'The patron-saint day of each place' },
    'PUT /api/admin/schedules/patron-days/{location_id}/': { summary: 'Sets a place’s patron-saint day', errors: { 400: ['INVALID_DAY'], 404: ['UNKNOWN_LOCATION'] } },
    'DELETE /api/admin/schedules/patron-days/{location_id}/': { summary: 'Removes a place’s patron-saint day', errors: NOT_FOUND, success: NO_CONTENT },
    'GET /api/admin/schedules/planned-days/': { summary: 'Planned hours per person and day, with the legal limits checked', errors: { 400: ['END_BEFORE_START', 'RANGE_TOO_LONG'] } },
    'GET /api/admin/schedules/week/': { summary: 'A group’s planned week', errors: { 404: ['UNKNOWN_GROUP'] } },
  },
  'Reports and exports': {
    'GET /api/admin/stats/': { summary: 'Today’s figures for the administrator’s home page' },
    'GET /api/admin/activities/': { summary: 'Punches of the people the caller looks after, filtered, a page at a time' },
    'GET /api/admin/activities/export/': { summary: 'The same punches as a CSV download', success: CSV },
    'GET /api/admin/reports/': { summary: 'Worked time per person over a range (JSON, or CSV with format=csv)', ...RANGE },
    'GET /api/admin/attendance/': { summary: 'The attendance report: totals per person (JSON, or every day as CSV with format=csv)', ...RANGE },
    'GET /api/admin/attendance/{id}/days/': { summary: 'One person’s days of the attendance report', errors: { ...RANGE.errors, ...NOT_FOUND }, fieldCodes: RANGE.fieldCodes },
    'GET /api/admin/attendance/sheet/': {
      summary: 'The monthly attendance sheet of a person or a group, as PDF',
      errors: { 400: ['VALIDATION_ERROR'], 404: ['NOT_FOUND'] },
      fieldCodes: ['SUBJECT_REQUIRED', 'SUBJECT_AMBIGUOUS', 'GROUP_EMPTY'],
      success: PDF,
    },
    'GET /api/admin/presence/': { summary: 'Who is at work now' },
    'GET /api/admin/presence/print/': { summary: 'Who is at work now, as PDF', success: PDF },
  },
  'Month close and payroll': {
    'GET /api/admin/month-close/': { summary: 'Whether a month is closed, and what would stop closing it' },
    'POST /api/admin/month-close/close/': { summary: 'Closes a month: its days can no longer change', errors: { 400: ['VALIDATION_ERROR'], 404: ['NOT_FOUND'], 409: ['MONTH_ALREADY_CLOSED', 'MONTH_NOT_OVER'] } },
    'POST /api/admin/month-close/reopen/': { summary: 'Reopens a closed month, with a reason', errors: { 400: ['VALIDATION_ERROR'], 404: ['NOT_FOUND'], 409: ['MONTH_NOT_CLOSED'] } },
    'GET /api/admin/month-close/history/': { summary: 'Every closing and reopening' },
    'GET /api/admin/payroll-export/': { summary: 'The payroll export of a closed month, as CSV', errors: { 404: ['NOT_FOUND'], 409: ['MONTH_NOT_CLOSED'] }, success: CSV },
    'GET /api/admin/payroll-codes/': { summary: 'The payroll codes of each kind of hours and absence' },
    'PUT /api/admin/payroll-codes/': { summary: 'Changes the payroll codes', errors: { 400: ['VALIDATION_ERROR'] } },
  },
  Devices: {
    'GET /api/admin/device-change-requests/': { summary: 'Requests to move a user to a new device' },
    'POST /api/admin/device-change-requests/{id}/approve/': { summary: 'Approves a device change', errors: { 403: ['PERMISSION_DENIED'], 404: ['NOT_FOUND'] } },
    'POST /api/admin/device-change-requests/{id}/refuse/': { summary: 'Refuses a device change', errors: { 403: ['PERMISSION_DENIED'], 404: ['NOT_FOUND'] } },
  },
  'Notifications and audit': {
    'GET /api/admin/audit/': { summary: 'The audit log, a page at a time' },
    'GET /api/admin/notifications/': { summary: 'The caller’s notifications (requests and device changes to see to)' },
    'POST /api/admin/notifications/read/': { summary: 'Marks the given notifications, or all, read', success: NO_CONTENT },
  },
  Reminders: {
    'GET /api/reminders/me/': { summary: 'The signed-in user’s reminder choices' },
    'PUT /api/reminders/me/': { summary: 'Changes the signed-in user’s reminder choices', errors: { 400: ['VALIDATION_ERROR'] } },
    'POST /api/reminders/push-subscriptions/': {
      summary: 'Subscribes this browser to push reminders (201 new, 200 already known)',
      errors: { 400: ['VALIDATION_ERROR'] },
      success: { status: 201, description: 'Subscribed: `{ endpoint }`' },
    },
    'DELETE /api/reminders/push-subscriptions/': { summary: 'Unsubscribes a browser from push reminders', success: NO_CONTENT },
    'GET /api/admin/reminder-settings/': { summary: 'The company’s reminder settings' },
    'PUT /api/admin/reminder-settings/': { summary: 'Changes the company’s reminder settings', errors: { 400: ['VALIDATION_ERROR'] } },
  },
  'My data': {
    'GET /api/me/data-export/': { summary: 'Everything kept about the signed-in user (JSON, or CSV with format=csv)' },
    'GET /api/admin/users/{id}/data-export/': { summary: 'Everything kept about a user (JSON, or CSV with format=csv)', errors: NOT_FOUND },
  },
};

