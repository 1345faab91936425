import type { ErrorBody } from '../../contract';
import { ApiRequestError } from '../../errors';

/** The server's error body of an ApiRequestError, as far as it is an object; {} for anything else. */
export function errorBodyOf(error: unknown): Partial<ErrorBody> & Record<string, unknown> {
  if (error instanceof ApiRequestError && typeof error.body === 'object' && error.body !== null) {
    return error.body as Partial<ErrorBody> & Record<string, unknown>;
  }
  return {};
}

/** Whether the error is the server's 401. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
