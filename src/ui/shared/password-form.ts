/**
 * The typed passwords of 'Cambia password' and 'Imposta una nuova password' (docs/behaviour.md, "Passwords"), with a
 * message per field: the form's own check on submit, or the server's refusal. Typing in a field clears its message.
 */
import { makeAutoObservable } from 'mobx';
import {
  canSubmitPasswordChange,
  PASSWORD_MIN_LENGTH,
  validatePasswordChange,
  ValidationKey,
  type DisplayMessage,
  type PasswordChangeField,
  type PasswordChangeValues,
} from '../../core/domain';

const EMPTY: PasswordChangeValues = { current_password: '', new_password: '', confirm_password: '' };

export class PasswordFormState {
  values: PasswordChangeValues = { ...EMPTY };
  errors: Partial<Record<PasswordChangeField, DisplayMessage>> = {};

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canSubmit(): boolean {
    return canSubmitPasswordChange(this.values);
  }

  set(field: PasswordChangeField, value: string): void {
    this.values[field] = value;
    const errors = { ...this.errors };
    delete errors[field];
    // The confirmation is judged against the new password: a new one retyped clears its message too.
    if (field === 'new_password') delete errors.confirm_password;
    this.errors = errors;
  }

  /**
   * The form's own check, with the spec's minimum length (the server may ask more, and then says so under the field);
   * false, with the messages under their fields, when something is wrong.
   */
  check(): boolean {
    const found = validatePasswordChange(this.values, PASSWORD_MIN_LENGTH);
    this.errors = Object.fromEntries(
      Object.entries(found).map(([field, key]) => [
        field,
        key === ValidationKey.passwordMinLength ? { key, params: { count: PASSWORD_MIN_LENGTH } } : { key },
      ]),
    );
    return Object.keys(found).length === 0;
  }

  /** A refusal of the server, shown under `field`. */
  refuse(field: PasswordChangeField, message: DisplayMessage): void {
    this.errors = { ...this.errors, [field]: message };
  }

  clear(): void {
    this.values = { ...EMPTY };
    this.errors = {};
  }
}
