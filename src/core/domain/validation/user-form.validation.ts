/** The add/edit user dialog (docs/behaviour.md, "Validation"). */
import { PASSWORD_MIN_LENGTH } from '../constants';
import { isBlank, ValidationKey, type FieldErrors } from './validation-keys';

export interface UserFormValues {
  username: string;
  email: string;
  employee_id: string;
  password: string;
  confirm_password: string;
}

export type UserFormField = keyof UserFormValues;

/** Deliberately loose (something@something.tld): the server has the last word. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * On edit an empty password keeps the current one, so it is required only for a new user. `minLength` is the
 * server's configured minimum (GET /api/auth/password-policy/), the spec's 6 until it is known; the message
 * (passwordMinLength) takes it as `count`. The server alone knows its list of common passwords.
 */
export function validateUserForm(form: UserFormValues, isNew: boolean, minLength = PASSWORD_MIN_LENGTH): FieldErrors<UserFormField> {
  const errors: FieldErrors<UserFormField> = {};
  if (isBlank(form.username)) errors.username = ValidationKey.required;
  if (isBlank(form.email)) errors.email = ValidationKey.required;
  else if (!EMAIL.test(form.email.trim())) errors.email = ValidationKey.emailInvalid;
  if (isBlank(form.employee_id)) errors.employee_id = ValidationKey.required;

  if (form.password === '') {
    if (isNew) errors.password = ValidationKey.passwordRequired;
  } else if (form.password.length < minLength) {
    errors.password = ValidationKey.passwordMinLength;
  }
  if (form.password !== form.confirm_password) errors.confirm_password = ValidationKey.passwordMismatch;
  return errors;
}
