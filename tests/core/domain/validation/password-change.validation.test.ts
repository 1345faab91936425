import { canSubmitPasswordChange, validatePasswordChange } from '../../../../src/core/domain/validation';

const form = (overrides: Partial<{ current_password: string; new_password: string; confirm_password: string }> = {}) => ({
  current_password: 'Consegnata-1',
  new_password: 'Scelta-da-me-7',
  confirm_password: 'Scelta-da-me-7',
  ...overrides,
});

describe('password change form', () => {
  it('accepts a current password and a new one of 6 characters at least, typed twice', () => {
    expect(validatePasswordChange(form())).toEqual({});
    expect(validatePasswordChange(form({ new_password: 'abcdef', confirm_password: 'abcdef' }))).toEqual({});
  });

  it('asks for each field', () => {
    expect(validatePasswordChange({ current_password: '', new_password: '', confirm_password: '' })).toEqual({
      current_password: 'validation.currentPasswordRequired',
      new_password: 'validation.newPasswordRequired',
    });
  });

  it('refuses a new password shorter than 6 characters, or the current one again', () => {
    expect(validatePasswordChange(form({ new_password: 'abcde', confirm_password: 'abcde' }))).toEqual({
      new_password: 'validation.passwordMinLength',
    });
    expect(validatePasswordChange(form({ new_password: 'Consegnata-1', confirm_password: 'Consegnata-1' }))).toEqual({
      new_password: 'validation.passwordUnchanged',
    });
  });

  it('refuses a confirmation that differs, spaces included (passwords are taken as typed)', () => {
    expect(validatePasswordChange(form({ confirm_password: 'Scelta-da-me-7 ' }))).toEqual({ confirm_password: 'validation.passwordMismatch' });
  });

  it('offers submitting once every field holds something', () => {
    expect(canSubmitPasswordChange(form())).toBe(true);
    expect(canSubmitPasswordChange(form({ confirm_password: '' }))).toBe(false);
    expect(canSubmitPasswordChange(form({ current_password: '' }))).toBe(false);
  });
});
