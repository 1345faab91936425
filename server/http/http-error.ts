import { ApiError, type ApiErrorCode, type ErrorBody } from '../../src/core/contract';

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

/** 400 with field errors: `fieldErrors({ username: 'A user with that username already exists' })`. */
export function fieldErrors(errors: Record<string, string>): HttpError {
  const [field, text] = Object.entries(errors)[0] ?? ['', ApiError.VALIDATION_ERROR];
  return new HttpError(400, {
    code: 'VALIDATION_ERROR',
    message: field ? `${field}: ${text}` : text,
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])),
  });
}
