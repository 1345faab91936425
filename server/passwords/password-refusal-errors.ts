/**
 * The HTTP answers of the password refusals (docs/behaviour.md, "Passwords"): the rules say why a password is
 * refused (password-change.rules.ts, password-policy.rules.ts), these say how the API answers it. Used by the password
 * changes, the sign-in and the users administration.
 */
import { ApiError } from '../../src/core/contract';
import { httpError, HttpError } from '../http/http-error';
import { CURRENT_PASSWORD_FIELD, type NewPasswordRefusal } from './password-change.rules';

/**
 * 400 with the refusal as a field error of its field; a refusal of the policy adds its `min_length`, so the SPA can
 * say 'La password deve essere di almeno N caratteri' with the configured N:
 * `{ code: 'PASSWORD_TOO_SHORT', message: 'Password too short', errors: { password: ['Password too short'] }, min_length: 10 }`.
 */
export function passwordRefusalError(refusal: NewPasswordRefusal): HttpError {
  const text = ApiError[refusal.code];
  const body = { code: refusal.code, message: text, errors: { [refusal.field]: [text] } };
  return new HttpError(400, 'minLength' in refusal ? { ...body, min_length: refusal.minLength } : body);
}

/** The own change's wrong current password: a 400 (a 401 would read as an expired session and end it). */
export function wrongCurrentPassword(): HttpError {
  return passwordRefusalError({ code: 'WRONG_CURRENT_PASSWORD', field: CURRENT_PASSWORD_FIELD });
}

/**
 * A login (or reassociation) with the right password of an account whose password an administrator set: no session;
 * the login screen asks for a new password, and needs the account's name for it (as for DEVICE_NOT_AUTHORIZED).
 */
export function passwordChangeRequired(username: string): HttpError {
  return httpError(403, 'PASSWORD_CHANGE_REQUIRED', { details: { username } });
}

/** set-new-password from an account with no password to replace: it has the login and 'Cambia password' instead. */
export function passwordChangeNotRequired(): HttpError {
  return httpError(403, 'PASSWORD_CHANGE_NOT_REQUIRED');
}
