/**
 * Failures are translated by their code or their type only (docs/behaviour.md, "Errors and messages"): the tests
 * give every refusal an English text no table could recognise, and still see the Italian key.
 */
import { ApiError, FieldErrorText, type ApiErrorCode, type FieldErrorCode } from '../../../src/core/contract/error-codes';
import { NetworkError } from '../../../src/core/ports/http.port';
import { PositionError } from '../../../src/core/ports/geolocation.port';
import {
  API_ERROR_KEYS,
  apiErrorMessage,
  ApiRequestError,
  FIELD_ERROR_KEYS,
  fieldIssueMessage,
  serverFieldMessages,
  toDisplayMessage,
} from '../../../src/core/errors';

const refusal = (status: number, body: unknown) => new ApiRequestError(status, body);
const NONSENSE = 'zz some wording nobody matches zz';

describe('toDisplayMessage: a server refusal by its code, whatever its text', () => {
  const codes = Object.keys(ApiError).filter((code) => code !== 'VALIDATION_ERROR') as ApiErrorCode[];

  it.each(codes)('%s', (code) => {
    expect(toDisplayMessage(refusal(400, { code, message: NONSENSE }))).toEqual({ key: API_ERROR_KEYS[code] });
  });

  it('never reads the message: an English text with an unknown code is not translated by its words', () => {
    expect(toDisplayMessage(refusal(400, { code: 'SOMETHING_NEW', message: ApiError.TOO_FAR }))).toEqual({ key: 'errors.operationFailed' });
    expect(toDisplayMessage(refusal(400, { message: ApiError.TOO_FAR }))).toEqual({ key: 'errors.operationFailed' });
  });

  it("an answer that is not our server's: a 5xx is a server error, a 4xx a failed operation", () => {
    expect(toDisplayMessage(refusal(502, '<html>Bad gateway</html>'))).toEqual({ key: 'errors.serverError' });
    expect(toDisplayMessage(refusal(500, { code: 'WHATEVER', message: 'Boom' }))).toEqual({ key: 'errors.serverError' });
    expect(toDisplayMessage(refusal(404, null))).toEqual({ key: 'errors.operationFailed' });
  });

  it('names the minimum of a password too short with the one the server sent (min_length)', () => {
    const tooShort = { code: 'PASSWORD_TOO_SHORT', message: NONSENSE, errors: { password: [NONSENSE] }, min_length: 10 };
    expect(toDisplayMessage(refusal(400, tooShort))).toEqual({ key: 'errors.passwordTooShort', params: { count: 10 } });
    const tooCommon = { code: 'PASSWORD_TOO_COMMON', message: NONSENSE, min_length: 10 };
    expect(toDisplayMessage(refusal(400, tooCommon))).toEqual({ key: 'errors.passwordTooCommon' });
  });

  it('a VALIDATION_ERROR by the code of its first field; without field codes, the generic invalid data', () => {
    const future = { code: 'VALIDATION_ERROR', message: NONSENSE, errors: { timestamp: [NONSENSE] }, field_codes: { timestamp: { code: 'FUTURE_TIME' } } };
    expect(toDisplayMessage(refusal(400, future))).toEqual({ key: 'errors.futureTime' });
    const long = { code: 'VALIDATION_ERROR', message: NONSENSE, field_codes: { phone_number: { code: 'MAX_LENGTH', limit: 30 } } };
    expect(toDisplayMessage(refusal(400, long))).toEqual({ key: 'errors.fieldMaxLength', params: { count: 30 } });
    expect(toDisplayMessage(refusal(400, { code: 'VALIDATION_ERROR', message: NONSENSE, errors: { x: [NONSENSE] } }))).toEqual({
      key: 'errors.validationError',
    });
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

  it('anything else, whatever its message, is the unexpected error', () => {
    expect(toDisplayMessage(new Error('Failed to fetch'))).toEqual({ key: 'errors.unexpected' });
    expect(toDisplayMessage('Too far from the location')).toEqual({ key: 'errors.unexpected' });
    expect(toDisplayMessage(undefined)).toEqual({ key: 'errors.unexpected' });
  });
});

describe('apiErrorMessage', () => {
  it('is null for what is not a known refusal (the caller keeps its own text)', () => {
    expect(apiErrorMessage(new Error('x'))).toBeNull();
    expect(apiErrorMessage(refusal(400, 'text'))).toBeNull();
    expect(apiErrorMessage(refusal(409, { code: 'GROUP_IN_USE', message: NONSENSE }))).toBeNull();
    expect(apiErrorMessage(refusal(403, { code: 'OWN_PUNCHES', message: NONSENSE }))).toEqual({ key: 'errors.ownPunches' });
  });
});

describe('fieldIssueMessage: every field code the server sends has its key', () => {
  it.each(Object.keys(FieldErrorText) as FieldErrorCode[])('%s', (code) => {
    expect(FIELD_ERROR_KEYS[code]).toMatch(/^errors\./);
  });

  it.each([
    ['MAX_LENGTH', 30, 'errors.fieldMaxLength'],
    ['MIN_LENGTH', 3, 'errors.fieldMinLength'],
    ['TOO_SMALL', 1, 'errors.fieldTooSmall'],
    ['TOO_LARGE', 100, 'errors.fieldTooLarge'],
    ['TOO_MANY_ITEMS', 1000, 'errors.fieldTooManyItems'],
  ])('%s names its limit', (code, limit, key) => {
    expect(fieldIssueMessage({ code, limit })).toEqual({ key, params: { count: limit } });
  });

  it('a limited code without its limit, an unknown code, or no issue at all: the generic invalid value', () => {
    expect(fieldIssueMessage({ code: 'MAX_LENGTH' })).toEqual({ key: 'errors.fieldInvalid' });
    expect(fieldIssueMessage({ code: 'BRAND_NEW' })).toEqual({ key: 'errors.fieldInvalid' });
    expect(fieldIssueMessage({ code: 'toString' })).toEqual({ key: 'errors.fieldInvalid' });
    expect(fieldIssueMessage('This field is required')).toEqual({ key: 'errors.fieldInvalid' });
  });

  it.each([
    ['REQUIRED', 'errors.fieldRequired'],
    ['CONTROL_CHARACTERS', 'errors.fieldControlCharacters'],
    ['BLANK_OR_CONTROL_CHARACTERS', 'errors.fieldBlankOrControlCharacters'],
    ['INVALID_EMAIL', 'errors.fieldInvalidEmail'],
    ['USERNAME_TAKEN', 'errors.usernameTaken'],
    ['EMAIL_TAKEN', 'errors.emailTaken'],
    ['EMPLOYEE_ID_TAKEN', 'errors.employeeIdTaken'],
    ['SELF_DEMOTION', 'errors.selfDemotion'],
    ['NAME_TAKEN', 'errors.groupNameTaken'],
    ['FUTURE_TIME', 'errors.futureTime'],
    ['INVALID_TIME', 'errors.invalidDateTime'],
    ['GROUP_EMPTY', 'errors.sheetGroupEmpty'],
  ])('%s → %s', (code, key) => {
    expect(fieldIssueMessage({ code })).toEqual({ key });
  });
});

describe('serverFieldMessages', () => {
  it('puts each field code under its field, in Italian, never the English text', () => {
    const body = {
      code: 'VALIDATION_ERROR',
      message: 'phone_number: Expected string length less or equal to 30',
      errors: { phone_number: ['Expected string length less or equal to 30'], first_name: ['Must not contain control characters'], odd: ['?'] },
      field_codes: { phone_number: { code: 'MAX_LENGTH', limit: 30 }, first_name: { code: 'CONTROL_CHARACTERS' } },
    };
    expect(serverFieldMessages(refusal(400, body))).toEqual({
      phone_number: { key: 'errors.fieldMaxLength', params: { count: 30 } },
      first_name: { key: 'errors.fieldControlCharacters' },
      odd: { key: 'errors.fieldInvalid' },
    });
  });

  it("a field named only in errors takes the refusal's own code (a password refused by the policy)", () => {
    const body = { code: 'PASSWORD_TOO_SHORT', message: NONSENSE, errors: { password: [NONSENSE] }, min_length: 8 };
    expect(serverFieldMessages(refusal(400, body))).toEqual({ password: { key: 'errors.passwordTooShort', params: { count: 8 } } });
  });

  it('nothing for what is not a server answer', () => {
    expect(serverFieldMessages(new Error('x'))).toEqual({});
    expect(serverFieldMessages(refusal(502, '<html>'))).toEqual({});
  });
});
