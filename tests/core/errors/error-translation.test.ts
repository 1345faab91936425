import { ApiError, type ApiErrorCode } from '../../../src/core/contract/error-codes';
import { NetworkError } from '../../../src/core/ports/http.port';
import { PositionError } from '../../../src/core/ports/geolocation.port';
import {
  API_ERROR_KEYS,
  ApiRequestError,
  ERROR_PATTERNS,
  errorMessageKey,
  toDisplayMessage,
} from '../../../src/core/errors';

describe('errorMessageKey: every message the server sends is translated', () => {
  const codes = Object.keys(ApiError) as ApiErrorCode[];

  it.each(codes)('%s', (code) => {
    expect(errorMessageKey(ApiError[code])).toBe(API_ERROR_KEYS[code]);
  });

  it('also inside a longer text and in any case', () => {
    for (const code of codes) {
      expect(errorMessageKey(`Error: ${ApiError[code].toUpperCase()}.`)).toBe(API_ERROR_KEYS[code]);
    }
  });
});

describe('errorMessageKey: each group of texts', () => {
  it.each([
    // credentials
    ['Invalid credentials', 'errors.invalidCredentials'],
    ['Unable to log in with provided credentials.', 'errors.unableToLogin'],
    ['Authentication credentials were not provided.', 'errors.credentialsNotProvided'],
    ['Token expired', 'errors.sessionExpired'],
    ['Token is invalid or expired', 'errors.tokenInvalid'],
    ['Given token not valid for any token type', 'errors.tokenInvalid'],
    // location
    ['Too far from the location (250 m)', 'errors.tooFar'],
    ['Invalid or unauthorised location', 'errors.locationNotAuthorized'],
    ['No authorised locations in range', 'errors.noLocationInRange'],
    ['Missing location data', 'errors.missingLocationData'],
    // punch state
    ['Not checked in', 'errors.notCheckedIn'],
    ['You must check out at the same location as check-in', 'errors.mustCheckOutSameLocation'],
    ['Already checked in', 'errors.alreadyCheckedIn'],
    ['No valid check-in found', 'errors.noValidCheckin'],
    // device
    ['Device already exists', 'errors.deviceAlreadyExists'],
    ['Failed to initialize device', 'errors.deviceInitFailed'],
    ['Device ID not available', 'errors.deviceIdUnavailable'],
    ['Location or device not available', 'errors.locationOrDeviceUnavailable'],
    // GPS
    ['Geolocation is not supported by this browser', 'errors.geolocationUnsupported'],
    ['User denied Geolocation', 'errors.gpsPermissionDenied'],
    ['GPS permission denied', 'errors.gpsPermissionDenied'],
    ['Position unavailable', 'errors.positionUnavailable'],
    ['Location timeout', 'errors.locationTimeout'],
    ['Only secure origins are allowed', 'errors.insecureContext'],
    // hours
    ['Outside work hours', 'errors.outsideWorkHours'],
    ['Work hours validation failed', 'errors.workHoursValidationFailed'],
    // network
    ['Network Error', 'errors.networkError'],
    ['TypeError: Failed to fetch', 'errors.networkError'],
    ['Connection failed', 'errors.connectionFailed'],
    ['Internal Server Error', 'errors.serverError'],
    ['Request timeout', 'errors.requestTimeout'],
    ['timeout of 10000ms exceeded: request timed out', 'errors.requestTimeout'],
    // generic
    ['Check-in failed', 'errors.checkinFailed'],
    ['Checkout failed', 'errors.checkoutFailed'],
    ['Login failed', 'errors.loginFailed'],
    ['Operation failed', 'errors.operationFailed'],
    ['Validation error', 'errors.validationError'],
    // permissions
    ['Permission denied', 'errors.permissionDenied'],
    ['Unauthorized access', 'errors.unauthorizedAccess'],
    ['Admin privileges required', 'errors.adminRequired'],
    // maps (the English texts of map libraries)
    ['Error initializing map', 'errors.mapInitFailed'],
    ['Failed to load Google Maps', 'errors.mapsLoadFailed'],
    ['Error loading Google Maps', 'errors.mapsLoadFailed'],
    // a punch correction to a time not yet come (the server's field message)
    ['timestamp: The time cannot be in the future', 'errors.futureTime'],
    // our own fallback text
    ['Si è verificato un errore imprevisto', 'errors.unexpected'],
  ])('%p → %s', (text, key) => {
    expect(errorMessageKey(text)).toBe(key);
  });

  it('lets the more specific pattern win', () => {
    expect(errorMessageKey('Token expired')).toBe('errors.sessionExpired');
    expect(errorMessageKey('Bad token')).toBe('errors.tokenInvalid');
    expect(errorMessageKey('Invalid or unauthorized location')).toBe('errors.locationNotAuthorized');
    expect(errorMessageKey('Unauthorized')).toBe('errors.unauthorizedAccess');
    expect(errorMessageKey('No authorized locations for this user')).toBe('errors.noAuthorizedLocations');
    expect(errorMessageKey('No authorized location in range')).toBe('errors.noLocationInRange');
    expect(errorMessageKey('Geolocation permission denied')).toBe('errors.gpsPermissionDenied');
    expect(errorMessageKey('Work hours validation failed')).toBe('errors.workHoursValidationFailed');
  });

  it('puts every fragment after the fragments it contains would shadow', () => {
    // A pattern that contains an earlier pattern could never be reached.
    ERROR_PATTERNS.forEach(([pattern], index) => {
      const shadowing = ERROR_PATTERNS.slice(0, index).find(([earlier]) => pattern.includes(earlier));
      expect({ pattern, shadowedBy: shadowing?.[0] }).toEqual({ pattern, shadowedBy: undefined });
    });
  });

  it('knows nothing of texts it has no pattern for', () => {
    expect(errorMessageKey('La sede è chiusa per ferie')).toBeNull();
    expect(errorMessageKey('   ')).toBeNull();
  });
});

describe('toDisplayMessage', () => {
  it('translates a server refusal by its message', () => {
    const error = new ApiRequestError(400, { code: 'TOO_FAR', message: ApiError.TOO_FAR });
    expect(toDisplayMessage(error)).toEqual({ key: 'errors.tooFar' });
  });

  it('shows a server text it cannot translate verbatim (e.g. already Italian)', () => {
    const error = new ApiRequestError(400, { message: 'La sede è chiusa per ferie' });
    expect(toDisplayMessage(error)).toEqual({ key: 'errors.verbatim', params: { text: 'La sede è chiusa per ferie' } });
  });

  it('DEVICE_NOT_AUTHORIZED: the server message, translated', () => {
    const error = new ApiRequestError(403, { code: 'DEVICE_NOT_AUTHORIZED', message: ApiError.DEVICE_NOT_AUTHORIZED });
    expect(toDisplayMessage(error)).toEqual({ key: 'errors.deviceNotAuthorized' });
  });

  it("an answer that is not our server's: a 5xx is a server error, a 4xx a failed operation", () => {
    expect(toDisplayMessage(new ApiRequestError(502, '<html>Bad gateway</html>'))).toEqual({ key: 'errors.serverError' });
    expect(toDisplayMessage(new ApiRequestError(404, null))).toEqual({ key: 'errors.operationFailed' });
  });

  it.each([
    ['timeout', 'errors.requestTimeout'],
    ['offline', 'errors.offline'],
    ['network', 'errors.networkError'],
  ] as const)('a %s NetworkError → %s', (kind, key) => {
    expect(toDisplayMessage(new NetworkError('whatever the browser said', kind))).toEqual({ key });
  });

  it.each([
    ['permission-denied', 'errors.gpsPermissionDenied'],
    ['unavailable', 'errors.positionUnavailable'],
    ['timeout', 'errors.locationTimeout'],
    ['unsupported', 'errors.geolocationUnsupported'],
    ['insecure-context', 'errors.insecureContext'],
  ] as const)('a %s PositionError → %s', (kind, key) => {
    expect(toDisplayMessage(new PositionError(kind))).toEqual({ key });
  });

  it('translates a plain Error by its message, and nothing at all as the unexpected error', () => {
    expect(toDisplayMessage(new Error('Location or device not available'))).toEqual({
      key: 'errors.locationOrDeviceUnavailable',
    });
    expect(toDisplayMessage(undefined)).toEqual({ key: 'errors.unexpected' });
  });
});

describe('the users form and the password policy', () => {
  it.each([
    ['A user with that username already exists', 'errors.usernameTaken'],
    ['email: A user with that email already exists', 'errors.emailTaken'],
    ['A user with that employee ID already exists', 'errors.employeeIdTaken'],
    ['Invalid group', 'errors.groupInvalid'],
    ['Invalid location', 'errors.locationInvalid'],
    ['username: This field is required', 'errors.fieldRequired'],
    ['You cannot remove your own administrator rights', 'errors.selfDemotion'],
    ['Password too short', 'errors.passwordTooShort'],
    ['Password too common', 'errors.passwordTooCommon'],
  ])('%s → %s', (text, key) => {
    expect(errorMessageKey(text)).toBe(key);
  });

  it('names the minimum of a password too short with the one the server sent (min_length)', () => {
    const tooShort = { code: 'PASSWORD_TOO_SHORT', message: 'Password too short', errors: { password: ['Password too short'] }, min_length: 10 };
    expect(toDisplayMessage(new ApiRequestError(400, tooShort))).toEqual({ key: 'errors.passwordTooShort', params: { count: 10 } });
    const tooCommon = { code: 'PASSWORD_TOO_COMMON', message: 'Password too common', errors: { password: ['Password too common'] }, min_length: 10 };
    expect(toDisplayMessage(new ApiRequestError(400, tooCommon))).toEqual({ key: 'errors.passwordTooCommon' });
  });
});
