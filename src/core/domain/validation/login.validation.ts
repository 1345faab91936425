/** Login and device reassociation forms (docs/behaviour.md, "Validation"): both fields must be non-blank. */
import { isBlank, ValidationKey, type FieldErrors } from './validation-keys';

export interface Credentials {
  username: string;
  password: string;
}

export type CredentialsField = 'username' | 'password';

function validateCredentials(c: Credentials): FieldErrors<CredentialsField> {
  const errors: FieldErrors<CredentialsField> = {};
  if (isBlank(c.username)) errors.username = ValidationKey.usernameRequired;
  // The password is sent as typed, but a password of blanks counts as empty (the button stays disabled).
  if (isBlank(c.password)) errors.password = ValidationKey.loginPasswordRequired;
  return errors;
}

export function validateLogin(c: Credentials): FieldErrors<CredentialsField> {
  return validateCredentials(c);
}

/** The 'Accedi' button is enabled only for a valid form. */
export function canSubmitLogin(c: Credentials): boolean {
  return Object.keys(validateLogin(c)).length === 0;
}

export function validateReassociation(c: Credentials): FieldErrors<CredentialsField> {
  return validateCredentials(c);
}

/** The 'Riassocia Device' button is enabled only for a valid form. */
export function canSubmitReassociation(c: Credentials): boolean {
  return Object.keys(validateReassociation(c)).length === 0;
}
