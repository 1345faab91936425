/** Picking the one text to show from whatever failed (spec §8 Error text selection). */
import { ApiRequestError } from './api-request-error';

export const UNEXPECTED_ERROR_TEXT = 'Si è verificato un errore imprevisto';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A usable text: a non-blank string, or an object's non-blank `message`. */
function textOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return String(value);
  if (isRecord(value)) return textOf(value.message);
  return null;
}

/** The stable program code of our server's bodies (ErrorBody.code) is not a text for people. */
const NOT_A_FIELD = new Set(['code']);

/** The first value of the first field; of an array, its first item. */
function firstFieldText(body: Record<string, unknown>): string | null {
  const first = Object.entries(body).find(([field]) => !NOT_A_FIELD.has(field))?.[1];
  return textOf(Array.isArray(first) ? first[0] : first);
}

/** The §8 text of a server's error body; null when it holds none. */
export function selectBodyErrorText(body: unknown): string | null {
  if (!isRecord(body)) return null;
  const nonFieldErrors = Array.isArray(body.non_field_errors) ? body.non_field_errors[0] : undefined;
  return (
    textOf(body.message) ??
    textOf(body.error) ??
    textOf(body.detail) ??
    textOf(nonFieldErrors) ??
    firstFieldText(body)
  );
}

/**
 * §8 order: body.message, body.error, body.detail, the first non_field_errors entry, the first value
 * of the first field; else the error's own message; else 'Si è verificato un errore imprevisto'.
 */
export function selectErrorText(error: unknown): string {
  const fromBody = error instanceof ApiRequestError ? selectBodyErrorText(error.body) : null;
  // A thrown string counts as its own message.
  return fromBody ?? textOf(error) ?? UNEXPECTED_ERROR_TEXT;
}
