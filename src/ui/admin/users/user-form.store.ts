/**
 * The add/edit user dialog of 'Gestione Utenti' (docs/behaviour.md, "Admin panel", and "Validation").
 * - Validation is the domain's validateUserForm, with the server's configured password minimum ('La password deve
 *   essere di almeno N caratteri'; 6 until the server said it); a field's error clears when the field changes.
 * - With 'Accesso a tutte le sedi' on, the authorised-locations choice is disabled (kept, not sent differently).
 * - 'Responsabile dei gruppi': the groups the user manages, always sent ([] removes them; docs/behaviour.md, "Managers").
 * - A refused save shows the server's field errors on the fields and its message (or the fixed 'Errore nel
 *   salvataggio dell'utente') above them: a password too short or too common in Italian under the password, which
 *   keeps what was typed.
 */
import { makeAutoObservable } from 'mobx';
import type { User } from '../../../core/contract';
import { NEW_USER_DEFAULTS, PASSWORD_MIN_LENGTH, validateUserForm, ValidationKey, type DisplayMessage } from '../../../core/domain';
import type { ManageUsers, UserForm } from '../../../core/use-cases/admin';
import { submitForm, withoutFieldError } from '../shared/submit-form';

export const USER_SAVE_ERROR_KEY = 'admin.users.saveError';

export function newUserForm(): UserForm {
  return {
    username: '',
    email: '',
    first_name: '',
    last_name: '',
    employee_id: '',
    phone_number: '',
    gruppo_id: null,
    password: '',
    confirm_password: '',
    authorized_locations: [],
    managed_group_ids: [],
    ...NEW_USER_DEFAULTS,
  };
}

export function userFormOf(user: User): UserForm {
  return {
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    employee_id: user.employee_id,
    phone_number: user.phone_number,
    gruppo_id: user.gruppo?.id ?? null,
    password: '',
    confirm_password: '',
    is_admin: user.is_admin,
    two_factor_enabled: user.two_factor_enabled,
    can_access_all_locations: user.can_access_all_locations,
    require_device_change_confirmation: user.require_device_change_confirmation,
    authorized_locations: [...user.authorized_locations],
    managed_group_ids: user.managed_groups.map((group) => group.id),
  };
}

export class UserFormStore {
  values: UserForm;
  fieldErrors: Record<string, DisplayMessage> = {};
  error: DisplayMessage | null = null;
  isSaving = false;
  readonly userId: number | null;

  constructor(
    private readonly users: ManageUsers,
    user: User | null,
    /** The server's minimum password length as far as known (UsersStore loads it when the dialog opens). */
    private readonly passwordMinLength: () => number = () => PASSWORD_MIN_LENGTH,
  ) {
    this.userId = user?.id ?? null;
    this.values = user ? userFormOf(user) : newUserForm();
    makeAutoObservable<UserFormStore, 'users' | 'passwordMinLength'>(
      this,
      { users: false, userId: false, passwordMinLength: false },
      { autoBind: true },
    );
  }

  get isNew(): boolean {
    return this.userId === null;
  }

  get locationsSelectable(): boolean {
    return !this.values.can_access_all_locations;
  }

  setField<K extends keyof UserForm>(field: K, value: UserForm[K]): void {
    this.values = { ...this.values, [field]: value };
    this.fieldErrors = withoutFieldError(this.fieldErrors, field);
  }

  /** Validates and saves; resolves with the saved user, or null when invalid or refused. */
  submit(): Promise<User | null> {
    return submitForm(
      this,
      () => this.validate(),
      () => (this.userId === null ? this.users.create(this.values) : this.users.update(this.userId, this.values)),
      USER_SAVE_ERROR_KEY,
    );
  }

  /** The domain's checks; the password's minimum named in its message. */
  private validate(): Partial<Record<string, string | DisplayMessage>> {
    const minLength = this.passwordMinLength();
    const { password, ...others } = validateUserForm(this.values, this.isNew, minLength);
    if (password !== ValidationKey.passwordMinLength) return { ...others, password };
    return { ...others, password: { key: password, params: { count: minLength } } };
  }
}
