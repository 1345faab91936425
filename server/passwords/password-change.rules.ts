/**
 * The refusals of the password changes (docs/behaviour.md, "Passwords"), as pure decisions: the service turns them
 * into its HTTP answer (password-refusal-errors.ts).
 */
import { passwordPolicyProblem, passwordPolicyRefusal, type PasswordPolicy, type PasswordPolicyRefusal } from './password-policy.rules';

/** The form's field of the new password: a refusal of it shows under that input. */
export const NEW_PASSWORD_FIELD = 'new_password';
export const CURRENT_PASSWORD_FIELD = 'current_password';

/** A refusal of one of the form's password fields that the policy does not make: the code, and the field it shows under. */
export interface PasswordFieldRefusal {
  code: 'PASSWORD_UNCHANGED' | 'WRONG_CURRENT_PASSWORD';
  field: string;
}

/** Why a new password is refused: the same as the current one, or one the policy refuses. */
export type NewPasswordRefusal = PasswordFieldRefusal | PasswordPolicyRefusal;

/**
 * Why the new password cannot replace the current one, judged before anything is read: the same password
 * (PASSWORD_UNCHANGED), or one the policy refuses (PASSWORD_TOO_SHORT / PASSWORD_TOO_COMMON). Undefined: acceptable.
 * Comparing the two typed passwords tells nothing about the stored one.
 */
export function newPasswordRefusal(current: string, next: string, policy: PasswordPolicy): NewPasswordRefusal | undefined {
  if (next === current) return { code: 'PASSWORD_UNCHANGED', field: NEW_PASSWORD_FIELD };
  const problem = passwordPolicyProblem(next, policy);
  return problem ? passwordPolicyRefusal(problem, policy, NEW_PASSWORD_FIELD) : undefined;
}
