import { ApiPaths, type ChangePasswordRequest } from '../../contract';
import type { DisplayMessage } from '../../domain';
import type { ApiClient } from '../api';
import { passwordRefusal, type PasswordFormField } from './password-refusal';

export type ChangePasswordResult = { kind: 'success' } | { kind: 'refused'; field: PasswordFormField | null; message: DisplayMessage };

/**
 * 'Cambia password' (docs/behaviour.md, "Passwords"): the signed-in user's own password. The server keeps this
 * session and ends the account's others; a refusal names the field it concerns (the current password wrong, the new
 * one too short, too common or unchanged).
 */
export class ChangePassword {
  constructor(private readonly api: ApiClient) {}

  async execute(passwords: ChangePasswordRequest): Promise<ChangePasswordResult> {
    const request: ChangePasswordRequest = { current_password: passwords.current_password, new_password: passwords.new_password };
    try {
      await this.api.post<null>(ApiPaths.changePassword, request);
      return { kind: 'success' };
    } catch (error) {
      return { kind: 'refused', ...passwordRefusal(error) };
    }
  }
}
