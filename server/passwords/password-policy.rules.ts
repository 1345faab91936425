/**
 * The rule every new password must pass (docs/behaviour.md, "Passwords"): at least the configured number of
 * characters (PASSWORD_MIN_LENGTH) and not one of the common passwords shipped in common-passwords.txt.
 * Applied to the users the administrator creates or edits, to the first administrator's ADMIN_PASSWORD and to a
 * user's own password change.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ApiError } from '../../src/core/contract';

/** The policy as configured (`app.config.passwordPolicy`). */
export interface PasswordPolicy {
  minLength: number;
}

export type PasswordPolicyProblem = 'too_short' | 'too_common';

/** The spec's minimum ('La password deve essere di almeno 6 caratteri'): PASSWORD_MIN_LENGTH's default and floor. */
export const SPEC_MIN_PASSWORD_LENGTH = 6;

/**
 * Why `password` is refused, or undefined when it passes. Length counts characters as the SPA counts them (UTF-16
 * code units, like the form's check), so both sides agree on the same password. Blanks alone are as guessable as it
 * gets (and the login form takes them for no password at all): too common.
 */
export function passwordPolicyProblem(password: string, policy: PasswordPolicy): PasswordPolicyProblem | undefined {
  if (password.length < policy.minLength) return 'too_short';
  if (password.trim() === '' || isCommonPassword(password)) return 'too_common';
  return undefined;
}

/** The refusal's code per problem (its English text is ApiError[code]; the SPA shows its Italian message). */
export const PASSWORD_PROBLEM_CODES = {
  too_short: 'PASSWORD_TOO_SHORT',
  too_common: 'PASSWORD_TOO_COMMON',
} as const satisfies Record<PasswordPolicyProblem, keyof typeof ApiError>;

/** The code of a refused password, as the API names it. */
export type PasswordPolicyCode = (typeof PASSWORD_PROBLEM_CODES)[PasswordPolicyProblem];

/**
 * A password the policy refuses, as the form shows it: the code, the form's field it belongs under (the form's
 * password input) and the configured minimum, so the SPA can say 'La password deve essere di almeno N caratteri' with
 * the configured N. Pure: the service turns it into its HTTP answer (password-refusal-errors.ts).
 */
export interface PasswordPolicyRefusal {
  code: PasswordPolicyCode;
  field: string;
  minLength: number;
}

/** The refusal of a password that has `problem`, shown under `field`. */
export function passwordPolicyRefusal(problem: PasswordPolicyProblem, policy: PasswordPolicy, field = 'password'): PasswordPolicyRefusal {
  return { code: PASSWORD_PROBLEM_CODES[problem], field, minLength: policy.minLength };
}

/**
 * ADMIN_PASSWORD (the first administrator's) judged by the policy: the sentence that stops the start, naming the
 * variable and the rule, or undefined when it passes.
 */
export function adminPasswordRefusal(password: string, policy: PasswordPolicy): string | undefined {
  const problem = passwordPolicyProblem(password, policy);
  if (!problem) return undefined;
  const rule =
    problem === 'too_short'
      ? `it must be at least ${policy.minLength} characters long (PASSWORD_MIN_LENGTH)`
      : 'it is one of the most common passwords (or one of them followed by digits or punctuation)';
  return `ADMIN_PASSWORD is refused: ${rule}. Set a stronger one, or leave it unset to have a strong password generated and printed once`;
}

/**
 * A stripped form is compared only when this long: 'juventus1897' → 'juventus' is refused, while 'ab12' → 'ab'
 * would match too much of the list to mean anything.
 */
const MIN_STRIPPED_LENGTH = 4;

/**
 * Case-insensitive: the password itself, or the same without its trailing digits and punctuation ('Napoli2024!',
 * 'Password1.'), is on the list.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const stripped = lower.replace(/[\d\p{P}\p{S}\s]+$/u, '');
  return stripped !== lower && stripped.length >= MIN_STRIPPED_LENGTH && list.has(stripped);
}

let loaded: ReadonlySet<string> | undefined;

/** The shipped list, read once: one password a line, lower case; '#' lines are its header. */
export function commonPasswords(): ReadonlySet<string> {
  loaded ??= parseCommonPasswords(readFileSync(join(__dirname, 'common-passwords.txt'), 'utf8'));
  return loaded;
}

export function parseCommonPasswords(text: string): ReadonlySet<string> {
  const entries = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.toLowerCase());
  return new Set(entries);
}
