/**
 * The field errors of the users administration form: the messages, the password check, and the conflicts found in
 * the database (up front, every offending field at once, or, after a race, a unique index's violation) as the same
 * field errors. Pure: the service turns a refusal into its HTTP answer.
 */
import { UserFieldError } from '../../src/core/contract';
import { PgErrorCode, pgErrorInfo } from '../db/database.port';
import {
  passwordPolicyProblem,
  passwordPolicyRefusal,
  type PasswordPolicy,
  type PasswordPolicyRefusal,
} from '../passwords/password-policy.rules';
import type { UserConflicts } from './user-admin.repository';

/** The English texts the SPA translates (src/core/errors), shared through the contract. */
export const FIELD_MESSAGES = {
  username: UserFieldError.USERNAME_TAKEN,
  email: UserFieldError.EMAIL_TAKEN,
  employee_id: UserFieldError.EMPLOYEE_ID_TAKEN,
  gruppo_id: UserFieldError.GROUP_INVALID,
  authorized_locations: UserFieldError.LOCATION_INVALID,
  managed_group_ids: UserFieldError.GROUP_INVALID,
  passwordRequired: UserFieldError.REQUIRED,
  selfDemotion: UserFieldError.SELF_DEMOTION,
} as const;

/** The form's offending fields, each with its message (answered as a 400 VALIDATION_ERROR). */
export type UserFieldErrors = Record<string, string>;

/** Why the form is refused: some of its fields, or its password by the policy (the policy's own refusal). */
export type UserFormRefusal = { code: 'VALIDATION_ERROR'; errors: UserFieldErrors } | PasswordPolicyRefusal;

/**
 * The password check for create (required) or edit (empty keeps the current one): the refusal, or undefined.
 * A password given must pass the policy (docs/behaviour.md, "Passwords").
 */
export function passwordRefusal(password: string | undefined, required: boolean, policy: PasswordPolicy): UserFormRefusal | undefined {
  if (!password) return required ? { code: 'VALIDATION_ERROR', errors: { password: FIELD_MESSAGES.passwordRequired } } : undefined;
  const problem = passwordPolicyProblem(password, policy);
  return problem ? passwordPolicyRefusal(problem, policy) : undefined;
}

/**
 * The field errors for taken username/email/employee_id, unknown group, locations or groups to manage; undefined when
 * there is none. The counts are those of the distinct ids the form sent.
 */
export function conflictErrors(found: UserConflicts, sent: { locations: number; managedGroups: number }): UserFieldErrors | undefined {
  const errors: UserFieldErrors = {};
  if (found.username) errors.username = FIELD_MESSAGES.username;
  if (found.email) errors.email = FIELD_MESSAGES.email;
  if (found.employee_id) errors.employee_id = FIELD_MESSAGES.employee_id;
  if (!found.gruppo_ok) errors.gruppo_id = FIELD_MESSAGES.gruppo_id;
  if (Number(found.locations_found) !== sent.locations) errors.authorized_locations = FIELD_MESSAGES.authorized_locations;
  if (Number(found.managed_groups_found) !== sent.managedGroups) errors.managed_group_ids = FIELD_MESSAGES.managed_group_ids;
  return Object.keys(errors).length ? errors : undefined;
}

/**
 * A unique or foreign-key violation of users/user_locations/group_managers as the field errors the form shows; undefined for any
 * other error (the service lets it through).
 */
export function violationFieldErrors(error: unknown): UserFieldErrors | undefined {
  const info = pgErrorInfo(error);
  if (!info) return undefined;
  const byConstraint: Record<string, [string, string]> = {
    users_username_key: ['username', FIELD_MESSAGES.username],
    users_email_key: ['email', FIELD_MESSAGES.email],
    users_employee_id_key: ['employee_id', FIELD_MESSAGES.employee_id],
    users_gruppo_id_fkey: ['gruppo_id', FIELD_MESSAGES.gruppo_id],
    user_locations_location_id_fkey: ['authorized_locations', FIELD_MESSAGES.authorized_locations],
    // A group deleted between the check and the write.
    group_managers_group_id_fkey: ['managed_group_ids', FIELD_MESSAGES.managed_group_ids],
  };
  const match = info.constraint ? byConstraint[info.constraint] : undefined;
  if (match && (info.code === PgErrorCode.uniqueViolation || info.code === PgErrorCode.foreignKeyViolation)) {
    return { [match[0]]: match[1] };
  }
  return undefined;
}
