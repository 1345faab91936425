import type { ErrorBody } from '../../contract';
import { ApiRequestError } from '../../errors';

/** The body of our server's refusal (ErrorBody); {} for any other failure, or an answer that is not a JSON object. */
export function errorBodyOf(error: unknown): Partial<ErrorBody> {
  if (error instanceof ApiRequestError && typeof error.body === 'object' && error.body !== null) {
    return error.body as Partial<ErrorBody>;
  }
  return {};
}

/** Whether the error is the server's 401. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}
