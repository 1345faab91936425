/**
 * 'Gestione Utenti' (docs/behaviour.md, "Admin panel"): list, create, edit, delete, reset the bound device, and turn
 * off another administrator's verification code or unlock its app's codes suspended after too many wrong ones.
 * The form is turned into the API payload here: text fields trimmed (password excepted), and the password
 * sent only when one was entered (on edit an empty password keeps the current one).
 * Validation is the domain's validateUserForm, run by the form before saving.
 */
import { ApiPaths, type PasswordPolicyResponse, type User, type UserWrite } from '../../contract';
import type { UserFormValues } from '../../domain';
import type { ApiClient } from '../api';
import { AdminCollection } from './admin-collection';

/** The whole user dialog: the validated fields of the domain's UserFormValues plus the rest. */
export interface UserForm extends UserFormValues {
  first_name: string;
  last_name: string;
  phone_number: string;
  gruppo_id: number | null;
  is_admin: boolean;
  two_factor_enabled: boolean;
  can_access_all_locations: boolean;
  require_device_change_confirmation: boolean;
  authorized_locations: number[];
  /** The groups the user is 'Responsabile' of (docs/behaviour.md, "Managers"); [] for none. */
  managed_group_ids: number[];
}

function toUserWrite(form: UserForm): UserWrite {
  return {
    username: form.username.trim(),
    email: form.email.trim(),
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    employee_id: form.employee_id.trim(),
    phone_number: form.phone_number.trim(),
    gruppo_id: form.gruppo_id,
    is_admin: form.is_admin,
    two_factor_enabled: form.two_factor_enabled,
    can_access_all_locations: form.can_access_all_locations,
    require_device_change_confirmation: form.require_device_change_confirmation,
    authorized_locations: form.authorized_locations,
    managed_group_ids: form.managed_group_ids,
    ...(form.password ? { password: form.password } : {}),
  };
}

export class ManageUsers extends AdminCollection<User, UserForm, UserWrite> {
  constructor(api: ApiClient) {
    super(api, { all: ApiPaths.users, one: ApiPaths.user }, toUserWrite);
  }

  /** Unbinds the user's device so the next login registers a new one. */
  resetDevice(id: number): Promise<void> {
    return this.api.post(ApiPaths.userResetDevice(id));
  }

  /**
   * Turns off the user's verification code (docs/behaviour.md, "Administrators' verification code"): the way back in
   * for an administrator who lost both the app and the recovery codes. Their next login asks the password only.
   */
  async disableTotp(id: number): Promise<void> {
    await this.api.post<User>(ApiPaths.userDisableTotp(id));
  }

  /**
   * Unlocks the user's authenticator-app codes, suspended after too many wrong ones (docs/behaviour.md,
   * "Administrators' verification code"): the app's code signs in again.
   */
  async unlockTotp(id: number): Promise<void> {
    await this.api.post<User>(ApiPaths.userUnlockTotp(id));
  }

  /**
   * The minimum length the server asks of a new password (PASSWORD_MIN_LENGTH): the SPA is built ahead of time, so
   * it learns it at run time. Rejects when the answer is not a usable number.
   */
  async passwordMinLength(): Promise<number> {
    const { min_length } = await this.api.get<PasswordPolicyResponse>(ApiPaths.passwordPolicy);
    if (!Number.isInteger(min_length) || min_length < 1) throw new Error(`Unexpected password policy: ${String(min_length)}`);
    return min_length;
  }
}
