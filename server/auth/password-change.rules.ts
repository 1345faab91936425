/**
 * The refusals of the password changes (docs/behaviour.md, "Passwords"), as pure decisions and answers.
 */
import { ApiError } from '../../src/core/contract';
import { httpError, HttpError } from '../http/http-error';
import { passwordPolicyProblem, passwordPolicyRefusal, type PasswordPolicy } from './password-policy.rules';

/** The form's field of the new password: a refusal of it shows under that input. */
export const NEW_PASSWORD_FIELD = 'new_password';
export const CURRENT_PASSWORD_FIELD = 'current_password';

/**
 * Why the new password cannot replace the current one, judged before anything is read: the same password (400
 * PASSWORD_UNCHANGED), or one the policy refuses (400 PASSWORD_TOO_SHORT / PASSWORD_TOO_COMMON). Undefined: acceptable.
 * Comparing the two typed passwords tells nothing about the stored one.
 */
export function newPasswordRefusal(current: string, next: string, policy: PasswordPolicy): HttpError | undefined {
  if (next === current) return fieldRefusal(400, 'PASSWORD_UNCHANGED', NEW_PASSWORD_FIELD);
  const problem = passwordPolicyProblem(next, policy);
  return problem ? passwordPolicyRefusal(problem, policy, NEW_PASSWORD_FIELD) : undefined;
}

/** The own change's wrong current password: a 400 (a 401 would read as an expired session and end it). */
export function wrongCurrentPassword(): HttpError {
  return fieldRefusal(400, 'WRONG_CURRENT_PASSWORD', CURRENT_PASSWORD_FIELD);
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

function fieldRefusal(status: number, code: 'PASSWORD_UNCHANGED' | 'WRONG_CURRENT_PASSWORD', field: string): HttpError {
  return httpError(status, code, { errors: { [field]: [ApiError[code]] } });
}
