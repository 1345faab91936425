/** The password policy's rules (docs/behaviour.md, "Passwords"): length, the common list, the refusal and its API answer. */
import {
  adminPasswordRefusal,
  commonPasswords,
  isCommonPassword,
  parseCommonPasswords,
  passwordPolicyProblem,
  passwordPolicyRefusal,
} from '../../../server/passwords/password-policy.rules';
import { passwordRefusalError } from '../../../server/passwords/password-refusal-errors';

const SPEC = { minLength: 6 };

describe('passwordPolicyProblem', () => {
  it('accepts a password of the minimum length that is not common, and refuses one character less', () => {
    expect(passwordPolicyProblem('bx7-qv', SPEC)).toBeUndefined();
    expect(passwordPolicyProblem('bx7-q', SPEC)).toBe('too_short');
    expect(passwordPolicyProblem('tavolo-ciliegia-42', { minLength: 10 })).toBeUndefined();
    expect(passwordPolicyProblem('bx7-qv-zz', { minLength: 10 })).toBe('too_short');
  });

  it('refuses blanks alone, however many', () => {
    expect(passwordPolicyProblem(' '.repeat(12), SPEC)).toBe('too_common');
    expect(passwordPolicyProblem('\t'.repeat(12), SPEC)).toBe('too_common');
  });

  it('says too short before too common', () => {
    expect(passwordPolicyProblem('qwerty', { minLength: 10 })).toBe('too_short');
    expect(passwordPolicyProblem('qwerty', SPEC)).toBe('too_common');
  });

  it("refuses the spec's example and the well-known ones, whatever the case", () => {
    for (const password of ['123456', '12345678', 'password', 'Password1', 'QWERTY', 'iloveyou', 'qwertyuiop']) {
      expect([password, passwordPolicyProblem(password, SPEC)]).toEqual([password, 'too_common']);
    }
  });

  it('refuses the Italian favourites', () => {
    for (const password of ['juventus', 'Napoli', 'forzainter', 'amoremio', 'tesoro', 'ciao1234', 'principessa', 'timbrature']) {
      expect([password, passwordPolicyProblem(password, SPEC)]).toEqual([password, 'too_common']);
    }
  });

  it('refuses a common one followed by digits or punctuation: names with years, clubs with a number', () => {
    for (const password of ['Giulia2024!', 'marco1985', 'Juventus1897', 'forzanapoli.', 'Password123!', 'tesoro-2024']) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('does not refuse everything: a short stem, a common word inside a longer one, a passphrase', () => {
    for (const password of ['ab123456', 'x-123456', 'passwordaccanto', 'juventus-e-napoli', 'cavallo batteria graffetta', 'Scrivania-Blu-77']) {
      expect([password, passwordPolicyProblem(password, SPEC)]).toEqual([password, undefined]);
    }
  });
});

describe('the common passwords list', () => {
  it('holds a few thousand lower-case entries, loaded once', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThan(3000);
    expect(list.size).toBeLessThan(20000);
    expect([...list].filter((entry) => entry !== entry.toLowerCase() || /\s/.test(entry) || entry.startsWith('#'))).toEqual([]);
    expect(commonPasswords()).toBe(list);
  });

  it('reads one entry a line, skipping the header comments and blank lines', () => {
    expect([...parseCommonPasswords('# source: somewhere\n\nQwerty\r\n  napoli  \n')]).toEqual(['qwerty', 'napoli']);
  });
});

describe('passwordPolicyRefusal', () => {
  it('names the problem, the field and the configured minimum, for the SPA to word it', () => {
    expect(passwordPolicyRefusal('too_short', { minLength: 10 })).toEqual({ code: 'PASSWORD_TOO_SHORT', field: 'password', minLength: 10 });
    expect(passwordPolicyRefusal('too_common', SPEC, 'new_password')).toEqual({ code: 'PASSWORD_TOO_COMMON', field: 'new_password', minLength: 6 });
  });

  it('is answered as a 400 with the field error and min_length', () => {
    const short = passwordRefusalError(passwordPolicyRefusal('too_short', { minLength: 10 }));
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      message: 'Password too short',
      errors: { password: ['Password too short'] },
      min_length: 10,
    });
    expect(passwordRefusalError(passwordPolicyRefusal('too_common', SPEC, 'new_password')).body).toEqual({
      code: 'PASSWORD_TOO_COMMON',
      message: 'Password too common',
      errors: { new_password: ['Password too common'] },
      min_length: 6,
    });
  });
});

describe('adminPasswordRefusal', () => {
  it('names ADMIN_PASSWORD and the rule broken, or nothing when the password passes', () => {
    expect(adminPasswordRefusal('corto', { minLength: 10 })).toMatch(/^ADMIN_PASSWORD .*at least 10 characters.*PASSWORD_MIN_LENGTH/);
    expect(adminPasswordRefusal('Juventus2024', SPEC)).toMatch(/^ADMIN_PASSWORD .*most common passwords/);
    expect(adminPasswordRefusal('Scrivania-Blu-77', { minLength: 10 })).toBeUndefined();
  });
});
