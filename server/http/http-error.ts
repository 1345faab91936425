import { ApiError, type ApiErrorCode, type ErrorBody } from '../../src/core/contract';

/**
 * A refusal with its HTTP status and JSON body. Thrown anywhere in a route; the error handler
 * answers `status` with `body` (never a 500 for a known refusal).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message);
    this.name = 'HttpError';
  }
}

/** `httpError(409, 'ALREADY_CHECKED_IN')`, with extra body fields when needed (errors, location, …). */
export function httpError(status: number, code: ApiErrorCode, extra: Partial<ErrorBody> = {}): HttpError {
  return new HttpError(status, { code, message: ApiError[code], ...extra });
}

/** 400 with field errors: `fieldErrors({ username: 'A user with that username already exists' })`. */
export function fieldErrors(errors: Record<string, string>): HttpError {
  const [field, text] = Object.entries(errors)[0] ?? ['', ApiError.VALIDATION_ERROR];
  return new HttpError(400, {
    code: 'VALIDATION_ERROR',
    message: field ? `${field}: ${text}` : text,
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
  });
}
