import type { DisplayMessage } from '../../domain';
import { toDisplayMessage } from '../../errors';
import { errorBodyOf } from '../api';

/** The inputs of the password forms a server refusal can name (its `errors` keys). */
export type PasswordFormField = 'current_password' | 'new_password';

export interface PasswordRefusal {
  /** The input the message belongs under; null: the form's own alert (network, throttling, credentials…). */
  field: PasswordFormField | null;
  message: DisplayMessage;
}

const FIELDS: readonly PasswordFormField[] = ['new_password', 'current_password'];

/**
 * A refused password change as the forms show it (docs/behaviour.md, "Passwords"): the server's text in Italian, a
 * password too short with the minimum the server is configured with (`min_length`), under the field it names.
 */
export function passwordRefusal(error: unknown): PasswordRefusal {
  const body = errorBodyOf(error);
  return { field: FIELDS.find((field) => body.errors?.[field] !== undefined) ?? null, message: toDisplayMessage(error) };
}
