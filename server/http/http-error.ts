import { ApiError, FieldErrorText, type ApiErrorCode, type ErrorBody, type FieldIssue } from '../../src/core/contract';

/**
 * A refusal with its HTTP status, JSON body and any headers it needs (Retry-After). Thrown anywhere in a route or a
 * service; the error handler answers `status` with `body` (never a 500 for a known refusal).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

/** `httpError(409, 'ALREADY_CHECKED_IN')`, with extra body fields (errors, location, …) and headers when needed. */
export function httpError(
  status: number,
  code: ApiErrorCode,
  extra: Partial<ErrorBody> = {},
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(status, { code, message: ApiError[code], ...extra }, headers);
}

/** The code of each of the contract's field texts (FieldErrorText), for the answers that name the text. */
const FIELD_CODES = new Map<string, string>(Object.entries(FieldErrorText).map(([code, text]) => [text, code]));

/**
 * 400 with field errors: `fieldErrors({ username: UserFieldError.USERNAME_TAKEN })` answers
 * `errors: { username: ['A user with that username already exists'] }` and
 * `field_codes: { username: { code: 'USERNAME_TAKEN' } }`: the code of a text of the contract's tables, INVALID for a
 * text of no table.
 */
export function fieldErrors(errors: Record<string, string>): HttpError {
  const [field, text] = Object.entries(errors)[0] ?? ['', ApiError.VALIDATION_ERROR];
  const codes = Object.entries(errors).map(([k, v]): [string, FieldIssue] => [k, { code: FIELD_CODES.get(v) ?? 'INVALID' }]);
  return new HttpError(400, {
    code: 'VALIDATION_ERROR',
    message: field ? `${field}: ${text}` : text,
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
    field_codes: Object.fromEntries(codes),
  });
}
