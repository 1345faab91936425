import { validateUserForm, type UserFormValues } from '../../../../src/core/domain/validation';

const newUser: UserFormValues = {
  username: 'mrossi',
  email: 'mario.rossi@example.it',
  employee_id: 'EMP001',
  password: 'secret1',
  confirm_password: 'secret1',
};

describe('user form', () => {
  it('accepts a complete new user', () => {
    expect(validateUserForm(newUser, true)).toEqual({});
  });

  it('requires username, email and employee ID', () => {
    expect(validateUserForm({ ...newUser, username: '', email: ' ', employee_id: '' }, true)).toEqual({
      username: 'validation.required',
      email: 'validation.required',
      employee_id: 'validation.required',
    });
  });

  it('wants a plausible email', () => {
    expect(validateUserForm({ ...newUser, email: 'mario.rossi' }, true)).toEqual({ email: 'validation.emailInvalid' });
  });

  it("requires a password for a new user ('La password è obbligatoria per nuovi utenti')", () => {
    expect(validateUserForm({ ...newUser, password: '', confirm_password: '' }, true)).toEqual({
      password: 'validation.passwordRequired',
    });
  });

  it('keeps the current password when editing with an empty one', () => {
    expect(validateUserForm({ ...newUser, password: '', confirm_password: '' }, false)).toEqual({});
  });

  it('wants at least 6 characters, on create and on edit', () => {
    expect(validateUserForm({ ...newUser, password: '12345', confirm_password: '12345' }, true)).toEqual({
      password: 'validation.passwordMinLength',
    });
    expect(validateUserForm({ ...newUser, password: '12345', confirm_password: '12345' }, false)).toEqual({
      password: 'validation.passwordMinLength',
    });
    expect(validateUserForm({ ...newUser, password: '123456', confirm_password: '123456' }, false)).toEqual({});
  });

  it("wants the server's configured minimum when it is given", () => {
    const nine = { ...newUser, password: 'bx7-qv-zz', confirm_password: 'bx7-qv-zz' };
    expect(validateUserForm(nine, true, 10)).toEqual({ password: 'validation.passwordMinLength' });
    expect(validateUserForm(nine, false, 10)).toEqual({ password: 'validation.passwordMinLength' });
    expect(validateUserForm({ ...nine, password: 'bx7-qv-zz1', confirm_password: 'bx7-qv-zz1' }, true, 10)).toEqual({});
    expect(validateUserForm({ ...nine, password: '', confirm_password: '' }, false, 10)).toEqual({});
  });

  it('wants the confirmation to match', () => {
    expect(validateUserForm({ ...newUser, confirm_password: 'secret2' }, true)).toEqual({
      confirm_password: 'validation.passwordMismatch',
    });
    expect(validateUserForm({ ...newUser, password: '', confirm_password: 'secret1' }, false)).toEqual({
      confirm_password: 'validation.passwordMismatch',
    });
  });
});
