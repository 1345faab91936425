/**
 * How the admin screens word a failure (docs/behaviour.md, "Errors and messages"):
 * - saves and deletes show the server's own message when its body has one (translated when a known message
 *   matches, else verbatim), otherwise the screen's fixed Italian text;
 * - loads always show the screen's fixed text;
 * - the server's per-field errors (body.errors) go next to their fields.
 */
import { ApiRequestError, errorMessageKey, selectBodyErrorText, toDisplayMessage, withBodyParams } from '../../../core/errors';
import { verbatim, type DisplayMessage } from '../../../core/domain';
import { errorBodyOf, isUnauthorized } from '../../../core/use-cases/api';

export { isUnauthorized };

/** The server's message of a refused request, or `fallbackKey` when it sent none (or no answer came). */
export function serverMessageOr(error: unknown, fallbackKey: string): DisplayMessage {
  if (error instanceof ApiRequestError && selectBodyErrorText(error.body) !== null) return toDisplayMessage(error);
  return { key: fallbackKey };
}

/** A text of the server as a message: its Italian key when known, else the text itself. */
export function textMessage(text: string): DisplayMessage {
  const key = errorMessageKey(text);
  return key ? { key } : verbatim(text);
}

/** The server's field errors ({ errors: { email: ['…'] } }): the first message of each field. */
export function serverFieldErrors(error: unknown): Record<string, DisplayMessage> {
  const body = errorBodyOf(error);
  const fields = body.errors;
  if (typeof fields !== 'object' || fields === null) return {};
  const result: Record<string, DisplayMessage> = {};
  for (const [field, messages] of Object.entries(fields)) {
    const first = Array.isArray(messages) ? messages[0] : messages;
    // A password too short names the server's configured minimum (min_length).
    if (typeof first === 'string' && first.trim() !== '') result[field] = withBodyParams(textMessage(first), body);
  }
  return result;
}

/** Validation keys of the domain ('validation.required') as messages; a message with its params stays as it is. */
export function keysToMessages(errors: Partial<Record<string, string | DisplayMessage>>): Record<string, DisplayMessage> {
  const result: Record<string, DisplayMessage> = {};
  for (const [field, error] of Object.entries(errors)) if (error) result[field] = typeof error === 'string' ? { key: error } : error;
  return result;
}
