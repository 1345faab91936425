/**
 * 'Cambia password' (docs/behaviour.md, "Passwords"), opened from the profile: the phone's drawer, the desktop's
 * header. The current password and the new one twice; the form's own check first, then the server's. Success shows
 * its message and empties the fields; a refusal goes under its field and keeps what was typed, but for a wrong current
 * password, which is emptied to be typed again. The dialog cannot be closed while the request runs.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DisplayMessage } from '../../core/domain';
import type { ChangePassword } from '../../core/use-cases/auth';
import { PasswordFormState } from '../shared/password-form';

export const PASSWORD_CHANGED: DisplayMessage = { key: 'dashboard.password.success' };

export class ChangePasswordStore {
  open = false;
  isSubmitting = false;
  /** A failure that names no field (network, session, server). */
  error: DisplayMessage | null = null;
  success: DisplayMessage | null = null;
  readonly form = new PasswordFormState();

  constructor(private readonly changePassword: Pick<ChangePassword, 'execute'>) {
    makeAutoObservable<ChangePasswordStore, 'changePassword'>(this, { changePassword: false, form: false }, { autoBind: true });
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && this.form.canSubmit;
  }

  show(): void {
    this.open = true;
  }

  /** 'Annulla' / 'Fatto' (and Escape, the close button): ignored while the request runs; what was typed and shown goes. */
  close(): void {
    if (this.isSubmitting) return;
    this.open = false;
    this.error = null;
    this.success = null;
    this.form.clear();
  }

  /** Typing anywhere retires the previous outcome's message. */
  set(field: 'current_password' | 'new_password' | 'confirm_password', value: string): void {
    this.form.set(field, value);
    this.success = null;
    this.error = null;
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.success = null;
    this.error = null;
    if (!this.form.check()) return;
    this.isSubmitting = true;
    const { current_password, new_password } = this.form.values;
    const result = await this.changePassword.execute({ current_password, new_password });
    runInAction(() => {
      this.isSubmitting = false;
      if (result.kind === 'success') {
        this.form.clear();
        this.success = PASSWORD_CHANGED;
        return;
      }
      if (result.field === null) {
        this.error = result.message;
        return;
      }
      if (result.field === 'current_password') this.form.set('current_password', '');
      this.form.refuse(result.field, result.message);
    });
  }
}
