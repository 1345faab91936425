import {
  canSubmitLogin,
  canSubmitReassociation,
  validateLogin,
  validateReassociation,
} from '../../../../src/core/domain/validation';

describe('login form', () => {
  it('accepts a username and a password', () => {
    expect(validateLogin({ username: 'mario', password: 'secret' })).toEqual({});
    expect(canSubmitLogin({ username: 'mario', password: 'secret' })).toBe(true);
  });

  it('refuses fields that are empty after trimming', () => {
    expect(validateLogin({ username: '   ', password: ' \t' })).toEqual({
      username: 'validation.usernameRequired',
      password: 'validation.loginPasswordRequired',
    });
    expect(canSubmitLogin({ username: '  ', password: 'secret' })).toBe(false);
    expect(canSubmitLogin({ username: 'mario', password: '' })).toBe(false);
  });
});

describe('device reassociation form', () => {
  it('needs both a username and a password', () => {
    expect(validateReassociation({ username: 'mario', password: 'secret' })).toEqual({});
    expect(validateReassociation({ username: '', password: 'secret' })).toEqual({ username: 'validation.usernameRequired' });
    expect(canSubmitReassociation({ username: 'mario', password: '' })).toBe(false);
    expect(canSubmitReassociation({ username: 'mario', password: 'x' })).toBe(true);
  });
});
