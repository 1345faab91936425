/** Picking the one text to show from whatever failed (docs/behaviour.md, "Errors and messages"). */
import { ApiRequestError } from './api-request-error';

export const UNEXPECTED_ERROR_TEXT = 'Si è verificato un errore imprevisto';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A usable text: a non-blank string, or an object's non-blank `message` (an Error's, a server body's). */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (isRecord(value)) return textOf(value.message);
  return null;
}

/**
 * The text of a server's error body: our server always sends one in `message` (ErrorBody); null for a body that is
 * not one of its answers (a proxy's HTML page, nothing at all).
 */
export function selectBodyErrorText(body: unknown): string | null {
  return isRecord(body) ? textOf(body.message) : null;
}

/** The server's text, else the error's own message (a thrown string is its own), else UNEXPECTED_ERROR_TEXT. */
export function selectErrorText(error: unknown): string {
  const fromBody = error instanceof ApiRequestError ? selectBodyErrorText(error.body) : null;
  return fromBody ?? textOf(error) ?? UNEXPECTED_ERROR_TEXT;
}
