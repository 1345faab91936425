/**
 * The password forms (docs/behaviour.md, "Passwords"): 'Cambia password' (the current password, the new one twice)
 * and 'Imposta una nuova password' (the new one twice; the current is the one just typed at login). The server judges
 * again, with its configured minimum and its list of common passwords.
 */
import { PASSWORD_MIN_LENGTH } from '../constants';
import { ValidationKey, type FieldErrors } from './validation-keys';

export interface PasswordChangeValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}

export type PasswordChangeField = keyof PasswordChangeValues;

/**
 * Each field's first problem: the current password required, the new one required, long enough (`minLength`, whose
 * message names it as `count`: the spec's 6 unless the caller knows the server's), new, and confirmed.
 */
export function validatePasswordChange(
  values: PasswordChangeValues,
  minLength = PASSWORD_MIN_LENGTH,
): FieldErrors<PasswordChangeField> {
  const errors: FieldErrors<PasswordChangeField> = {};
  if (values.current_password === '') errors.current_password = ValidationKey.currentPasswordRequired;
  if (values.new_password === '') errors.new_password = ValidationKey.newPasswordRequired;
  else if (values.new_password.length < minLength) errors.new_password = ValidationKey.passwordMinLength;
  else if (values.new_password === values.current_password) errors.new_password = ValidationKey.passwordUnchanged;
  if (values.confirm_password !== values.new_password) errors.confirm_password = ValidationKey.passwordMismatch;
  return errors;
}

/** Submitting is offered once every field holds something; what is wrong then shows under its field. */
export function canSubmitPasswordChange(values: PasswordChangeValues): boolean {
  return values.current_password !== '' && values.new_password !== '' && values.confirm_password !== '';
}
