/**
 * English error texts (the server's, the browser's, our own) → Italian message keys, by exact or else partial match
 * (docs/behaviour.md, "Errors and messages").
 */
import { ApiError, AttendanceSheetFieldError, CorrectionFieldError, UserFieldError, type ApiErrorCode } from '../contract/error-codes';
import { verbatim, type DisplayMessage } from '../domain/display-message';
import { NetworkError } from '../ports/http.port';
import { PositionError, type PositionErrorKind } from '../ports/geolocation.port';
import { ApiRequestError } from './api-request-error';
import { ErrorKey } from './error-keys';
import { selectBodyErrorText, selectErrorText, UNEXPECTED_ERROR_TEXT } from './error-text';

/** The key of each refusal the server can send (its message text is ApiError[code]). */
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
  VALIDATION_ERROR: ErrorKey.validationError,
  PASSWORD_TOO_SHORT: ErrorKey.passwordTooShort,
  PASSWORD_TOO_COMMON: ErrorKey.passwordTooCommon,
  PERMISSION_DENIED: ErrorKey.permissionDenied,
  ADMIN_REQUIRED: ErrorKey.adminRequired,
  NOT_FOUND: ErrorKey.notFound,
  CANNOT_DELETE_SELF: ErrorKey.cannotDeleteSelf,
  OWN_PUNCHES: ErrorKey.ownPunches,
  CORRECTION_ALREADY_DECIDED: ErrorKey.correctionAlreadyDecided,
  CORRECTION_ALREADY_PENDING: ErrorKey.correctionAlreadyPending,
  SERVER_ERROR: ErrorKey.serverError,
  LAST_ADMINISTRATOR: ErrorKey.lastAdministrator,
};

/**
 * Lower-case fragments, most specific first: the first one the text contains wins, so
 * 'token expired' precedes 'token' and 'invalid or unauthorized location' precedes 'unauthorized'.
 */
export const ERROR_PATTERNS: ReadonlyArray<readonly [pattern: string, key: ErrorKey]> = [
  // the users form's field errors, whole (the refusal's message prefixes them with the field: 'email: A user with…')
  [UserFieldError.USERNAME_TAKEN.toLowerCase(), ErrorKey.usernameTaken],
  [UserFieldError.EMAIL_TAKEN.toLowerCase(), ErrorKey.emailTaken],
  [UserFieldError.EMPLOYEE_ID_TAKEN.toLowerCase(), ErrorKey.employeeIdTaken],
  [UserFieldError.SELF_DEMOTION.toLowerCase(), ErrorKey.selfDemotion],
  [UserFieldError.GROUP_INVALID.toLowerCase(), ErrorKey.groupInvalid],
  [UserFieldError.LOCATION_INVALID.toLowerCase(), ErrorKey.locationInvalid],
  [UserFieldError.REQUIRED.toLowerCase(), ErrorKey.fieldRequired],
  // a correction request's field errors
  [CorrectionFieldError.OUT_BEFORE_IN.toLowerCase(), ErrorKey.correctionOutBeforeIn],
  [CorrectionFieldError.OUT_AFTER_NEXT_PUNCH.toLowerCase(), ErrorKey.correctionOutAfterNextPunch],
  [CorrectionFieldError.NOT_MISSING_CHECK_OUT.toLowerCase(), ErrorKey.correctionNotMissingCheckOut],
  [CorrectionFieldError.SAME_TIME.toLowerCase(), ErrorKey.correctionSameTime],
  [CorrectionFieldError.OUT_TOO_LATE.toLowerCase(), ErrorKey.correctionOutTooLate],
  [CorrectionFieldError.BEFORE_PREVIOUS_PUNCH.toLowerCase(), ErrorKey.correctionBeforePreviousPunch],
  [CorrectionFieldError.AFTER_NEXT_PUNCH.toLowerCase(), ErrorKey.correctionAfterNextPunch],
  [AttendanceSheetFieldError.GROUP_EMPTY.toLowerCase(), ErrorKey.sheetGroupEmpty],
  // a time the server could not read (a correction request, the administrator's edit)
  [CorrectionFieldError.INVALID_TIME.toLowerCase(), ErrorKey.invalidDateTime],
  // a refused new password
  ['password too short', ErrorKey.passwordTooShort],
  ['password too common', ErrorKey.passwordTooCommon],
  // credentials and session
  ['token expired', ErrorKey.sessionExpired],
  ['token is expired', ErrorKey.sessionExpired],
  ['token has expired', ErrorKey.sessionExpired],
  ['session expired', ErrorKey.sessionExpired],
  ['token invalid', ErrorKey.tokenInvalid],
  ['token is invalid', ErrorKey.tokenInvalid],
  ['invalid token', ErrorKey.tokenInvalid],
  ['token not valid', ErrorKey.tokenInvalid],
  ['invalid credentials', ErrorKey.invalidCredentials],
  ['invalid username or password', ErrorKey.invalidCredentials],
  ['no active account found', ErrorKey.invalidCredentials],
  ['unable to log in', ErrorKey.unableToLogin],
  ['credentials were not provided', ErrorKey.credentialsNotProvided],
  ['credentials not provided', ErrorKey.credentialsNotProvided],
  ['too many login attempts', ErrorKey.tooManyAttempts],
  ['too many attempts', ErrorKey.tooManyAttempts],
  // passwords
  ['password change required', ErrorKey.passwordChangeRequired],
  ['no password change is required', ErrorKey.passwordChangeNotRequired],
  ['current password is not correct', ErrorKey.wrongCurrentPassword],
  ['must differ from the current', ErrorKey.passwordUnchanged],
  // device
  ['location or device not available', ErrorKey.locationOrDeviceUnavailable],
  ['device not authorized', ErrorKey.deviceNotAuthorized],
  ['device not authorised', ErrorKey.deviceNotAuthorized],
  ['device challenge expired', ErrorKey.deviceChallengeInvalid],
  ['device key signature', ErrorKey.deviceProofInvalid],
  ['device change awaiting', ErrorKey.deviceChangePending],
  ['device of your latest sign-in', ErrorKey.adminDeviceNotLatest],
  ['verification code required', ErrorKey.totpRequired],
  ['verification code not valid', ErrorKey.totpInvalid],
  ['verification codes are for administrators only', ErrorKey.totpNotAvailable],
  ['verification codes are already on', ErrorKey.totpAlreadyEnabled],
  ['verification codes are not on', ErrorKey.totpNotEnabled],
  ['start the verification code setup', ErrorKey.totpSetupRequired],
  ['codes of this account are not suspended', ErrorKey.totpNotSuspended],
  ['device already exists', ErrorKey.deviceAlreadyExists],
  ['device already registered', ErrorKey.deviceAlreadyExists],
  ['failed to initialize device', ErrorKey.deviceInitFailed],
  ['failed to initialise device', ErrorKey.deviceInitFailed],
  ['device initialization failed', ErrorKey.deviceInitFailed],
  ['device id not available', ErrorKey.deviceIdUnavailable],
  ['device id unavailable', ErrorKey.deviceIdUnavailable],
  ['device id is not available', ErrorKey.deviceIdUnavailable],
  // GPS (before the generic 'permission denied' and 'timed out')
  ['geolocation is not supported', ErrorKey.geolocationUnsupported],
  ['geolocation not supported', ErrorKey.geolocationUnsupported],
  ['only secure origins are allowed', ErrorKey.insecureContext],
  ['secure context', ErrorKey.insecureContext],
  ['user denied geolocation', ErrorKey.gpsPermissionDenied],
  ['gps permission denied', ErrorKey.gpsPermissionDenied],
  ['geolocation permission denied', ErrorKey.gpsPermissionDenied],
  ['location permission denied', ErrorKey.gpsPermissionDenied],
  ['position unavailable', ErrorKey.positionUnavailable],
  ['position update is unavailable', ErrorKey.positionUnavailable],
  ['location unavailable', ErrorKey.positionUnavailable],
  ['location information is unavailable', ErrorKey.positionUnavailable],
  ['location timeout', ErrorKey.locationTimeout],
  ['location request timed out', ErrorKey.locationTimeout],
  ['gps accuracy too low', ErrorKey.gpsAccuracyLow],
  ['accuracy too low', ErrorKey.gpsAccuracyLow],
  // location
  ['too far from the location', ErrorKey.tooFar],
  ['too far', ErrorKey.tooFar],
  ['invalid or unauthorized location', ErrorKey.locationNotAuthorized],
  ['invalid or unauthorised location', ErrorKey.locationNotAuthorized],
  ['unauthorized location', ErrorKey.locationNotAuthorized],
  ['location not authorized', ErrorKey.locationNotAuthorized],
  ['no authorized location in range', ErrorKey.noLocationInRange],
  ['no authorised location in range', ErrorKey.noLocationInRange],
  ['no authorized locations in range', ErrorKey.noLocationInRange],
  ['no authorised locations in range', ErrorKey.noLocationInRange],
  ['no authorized locations', ErrorKey.noAuthorizedLocations],
  ['no authorised locations', ErrorKey.noAuthorizedLocations],
  ['missing location data', ErrorKey.missingLocationData],
  ['location data missing', ErrorKey.missingLocationData],
  ['anomaly note is required', ErrorKey.anomalyNoteRequired],
  ['anomaly note required', ErrorKey.anomalyNoteRequired],
  // punch state
  ['must check out at the same location', ErrorKey.mustCheckOutSameLocation],
  ['no valid check-in found', ErrorKey.noValidCheckin],
  ['no valid checkin found', ErrorKey.noValidCheckin],
  ['already checked in', ErrorKey.alreadyCheckedIn],
  ['not checked in', ErrorKey.notCheckedIn],
  ['missing check-out', ErrorKey.missingCheckout],
  ['missing checkout', ErrorKey.missingCheckout],
  // work hours ('work hours validation failed' before the generic 'validation failed')
  ['work hours validation failed', ErrorKey.workHoursValidationFailed],
  ['outside work hours', ErrorKey.outsideWorkHours],
  ['outside working hours', ErrorKey.outsideWorkHours],
  // maps
  ['error initializing map', ErrorKey.mapInitFailed],
  ['failed to load google maps', ErrorKey.mapsLoadFailed],
  ['error loading google maps', ErrorKey.mapsLoadFailed],
  // generic
  ['check-in failed', ErrorKey.checkinFailed],
  ['checkin failed', ErrorKey.checkinFailed],
  ['check in failed', ErrorKey.checkinFailed],
  ['check-out failed', ErrorKey.checkoutFailed],
  ['checkout failed', ErrorKey.checkoutFailed],
  ['check out failed', ErrorKey.checkoutFailed],
  ['login failed', ErrorKey.loginFailed],
  ['cannot delete your own account', ErrorKey.cannotDeleteSelf],
  ['no active administrator would be left', ErrorKey.lastAdministrator],
  ['cannot correct your own punches', ErrorKey.ownPunches],
  ['correction request has already been decided', ErrorKey.correctionAlreadyDecided],
  ['correction request for this punch is already pending', ErrorKey.correctionAlreadyPending],
  ['cannot be in the future', ErrorKey.futureTime],
  ['validation error', ErrorKey.validationError],
  ['validation failed', ErrorKey.validationError],
  // network
  ['request timeout', ErrorKey.requestTimeout],
  ['request timed out', ErrorKey.requestTimeout],
  ['timed out', ErrorKey.requestTimeout],
  ['network error', ErrorKey.networkError],
  ['networkerror', ErrorKey.networkError],
  ['failed to fetch', ErrorKey.networkError],
  ['network request failed', ErrorKey.networkError],
  ['connection failed', ErrorKey.connectionFailed],
  ['connection refused', ErrorKey.connectionFailed],
  ['internal server error', ErrorKey.serverError],
  ['server error', ErrorKey.serverError],
  // permissions
  ['admin privileges required', ErrorKey.adminRequired],
  ['administrator privileges required', ErrorKey.adminRequired],
  ['unauthorized access', ErrorKey.unauthorizedAccess],
  ['unauthorised access', ErrorKey.unauthorizedAccess],
  ['permission denied', ErrorKey.permissionDenied],
  // broad fallbacks, last
  ['operation failed', ErrorKey.operationFailed],
  ['request failed with status', ErrorKey.operationFailed],
  ['not found', ErrorKey.notFound],
  ['unauthorized', ErrorKey.unauthorizedAccess],
  ['unauthorised', ErrorKey.unauthorizedAccess],
  ['token', ErrorKey.tokenInvalid],
];

/** Exact texts first (the server's own messages and our fallback), then the ordered fragments. */
const EXACT_TEXTS = new Map<string, ErrorKey>([
  ...(Object.keys(API_ERROR_KEYS) as ApiErrorCode[]).map(
    (code) => [ApiError[code].toLowerCase(), API_ERROR_KEYS[code]] as const,
  ),
  ...ERROR_PATTERNS,
  [UNEXPECTED_ERROR_TEXT.toLowerCase(), ErrorKey.unexpected],
]);

/** The Italian key for an English error text (case-insensitive; exact, else partial match); null when none fits. */
export function errorMessageKey(text: string): ErrorKey | null {
  const normalized = text.trim().toLowerCase();
  if (normalized === '') return null;
  const exact = EXACT_TEXTS.get(normalized);
  if (exact) return exact;
  return ERROR_PATTERNS.find(([pattern]) => normalized.includes(pattern))?.[1] ?? null;
}

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

/** A text as a message: its Italian key when the table knows it, else the text itself (e.g. one already in Italian). */
export function textMessage(text: string): DisplayMessage {
  const key = errorMessageKey(text);
  return key ? { key } : verbatim(text);
}

/** An answer that is not our server's (a proxy's page, an empty body): a 5xx is a server error, else its own message. */
function answerWithoutText(error: ApiRequestError): DisplayMessage {
  if (error.status >= 500) return { key: ErrorKey.serverError };
  return textMessage(selectErrorText(error));
}

/**
 * What to show for any failure: transport and GPS failures by their kind; otherwise the text selectErrorText picks,
 * translated when a pattern matches, else shown verbatim.
 */
export function toDisplayMessage(error: unknown): DisplayMessage {
  if (error instanceof NetworkError) return { key: NETWORK_KEYS[error.kind] };
  if (error instanceof PositionError) return { key: POSITION_KEYS[error.kind] };
  if (error instanceof ApiRequestError) {
    const bodyText = selectBodyErrorText(error.body);
    return bodyText === null ? answerWithoutText(error) : withBodyParams(textMessage(bodyText), error.body);
  }
  return textMessage(selectErrorText(error));
}

/**
 * A server's message with the numbers its Italian text names: a password too short says the minimum the server is
 * configured with (the body's `min_length`, as `count`).
 */
export function withBodyParams(message: DisplayMessage, body: unknown): DisplayMessage {
  const minLength = typeof body === 'object' && body !== null ? (body as { min_length?: unknown }).min_length : undefined;
  if (message.key !== ErrorKey.passwordTooShort || typeof minLength !== 'number') return message;
  return { ...message, params: { ...message.params, count: minLength } };
}
