/**
 * How the admin screens word a failure (docs/behaviour.md, "Errors and messages"), by the server's codes only:
 * - saves and deletes show the server's refusal in Italian when its code is known here, otherwise the screen's fixed
 *   Italian text;
 * - loads always show the screen's fixed text;
 * - the server's per-field errors (body.field_codes) go next to their fields, in Italian.
 */
import { apiErrorMessage, serverFieldMessages } from '../../../core/errors';
import type { DisplayMessage } from '../../../core/domain';
import { isUnauthorized } from '../../../core/use-cases/api';

export { isUnauthorized };

/** The server's refusal by its code, or `fallbackKey` when its code is unknown here (or no answer came). */
export function serverMessageOr(error: unknown, fallbackKey: string): DisplayMessage {
  return apiErrorMessage(error) ?? { key: fallbackKey };
}

/** The server's field errors, in Italian by their codes: the message of each field. */
export function serverFieldErrors(error: unknown): Record<string, DisplayMessage> {
  return serverFieldMessages(error);
}

/** Validation keys of the domain ('validation.required') as messages; a message with its params stays as it is. */
export function keysToMessages(errors: Partial<Record<string, string | DisplayMessage>>): Record<string, DisplayMessage> {
  const result: Record<string, DisplayMessage> = {};
  for (const [field, error] of Object.entries(errors)) if (error) result[field] = typeof error === 'string' ? { key: error } : error;
  return result;
}
