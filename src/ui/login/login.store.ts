/**
 * The login screen and its device reassociation dialog (docs/behaviour.md, "Login" and "The bound device").
 * One instance per visit of /login.
 * - The form keeps what the user typed after an error; 'Accedi' is enabled only when both fields are non-blank.
 * - DEVICE_NOT_AUTHORIZED shows its message and, when the use-case allows it (non-administrators), opens the dialog
 *   prefilled with the username of the error details (or the typed one) and the typed password.
 * - The dialog cannot be closed while its request runs; a failure that itself asks for reassociation keeps it open
 *   without an alert; cancel clears its error and password.
 * - PASSWORD_CHANGE_REQUIRED (a right password an administrator set) replaces the form with 'Imposta una nuova
 *   password' (docs/behaviour.md, "Passwords"): the new password twice, sent with the password just typed. Success signs
 *   in; a refused device then ends as a login's, with the new password in the form and the dialog; 'Torna al login'
 *   goes back to the form.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { canSubmitLogin, canSubmitReassociation, type DisplayMessage } from '../../core/domain';
import type { LoginResult } from '../../core/use-cases/auth';
import type { SessionStore } from '../session/session.store';
import { PasswordFormState } from '../shared/password-form';

export class ReassociationDialogState {
  open = false;
  username = '';
  password = '';
  isSubmitting = false;
  error: DisplayMessage | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && canSubmitReassociation({ username: this.username, password: this.password });
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }
}

/** 'Imposta una nuova password': the account named by the refusal, and the password typed at login as the current one. */
export class NewPasswordState {
  open = false;
  username = '';
  showPassword = false;
  isSubmitting = false;
  /** A failure that names no field (wrong credentials meanwhile, throttling, network). */
  error: DisplayMessage | null = null;
  readonly form = new PasswordFormState();

  constructor() {
    makeAutoObservable(this, { form: false }, { autoBind: true });
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && this.form.canSubmit;
  }

  setNewPassword(value: string): void {
    this.form.set('new_password', value);
  }

  setConfirmation(value: string): void {
    this.form.set('confirm_password', value);
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword;
  }

  dismissError(): void {
    this.error = null;
  }
}

export class LoginStore {
  username = '';
  password = '';
  showPassword = false;
  isSubmitting = false;
  error: DisplayMessage | null = null;
  readonly reassociation = new ReassociationDialogState();
  readonly newPassword = new NewPasswordState();

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<LoginStore, 'session'>(this, { session: false, reassociation: false, newPassword: false }, { autoBind: true });
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && canSubmitLogin({ username: this.username, password: this.password });
  }

  /** The session's own message (e.g. 'Sessione scaduta…'), shown while the form has no error of its own. */
  get sessionMessage(): DisplayMessage | null {
    return this.error ? null : this.session.error;
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  toggleShowPassword(): void {
    this.showPassword = !this.showPassword;
  }

  dismissError(): void {
    this.error = null;
    this.session.clearError();
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.isSubmitting = true;
    this.error = null;
    this.session.clearError();
    const result = await this.session.login({ username: this.username, password: this.password });
    runInAction(() => {
      this.isSubmitting = false;
      this.showRefusal(result, this.password);
    });
  }

  async submitReassociation(): Promise<void> {
    const dialog = this.reassociation;
    if (!dialog.canSubmit) return;
    dialog.isSubmitting = true;
    dialog.error = null;
    const result = await this.session.reassociate({ username: dialog.username, password: dialog.password });
    runInAction(() => {
      dialog.isSubmitting = false;
      if (result.kind === 'success') {
        this.error = null;
        dialog.open = false;
        dialog.password = '';
        return;
      }
      if (result.kind === 'passwordChangeRequired') {
        dialog.open = false;
        this.openNewPassword(result.username, dialog.password);
        dialog.password = '';
        return;
      }
      // A refusal that asks for reassociation again is the dialog's own subject: no alert for it.
      const asksAgain = result.kind === 'deviceNotAuthorized' && result.canReassociate;
      dialog.error = asksAgain ? null : result.message;
    });
  }

  /** 'Imposta password': the form's own check, then the server, which signs in as a login on success. */
  async submitNewPassword(): Promise<void> {
    const state = this.newPassword;
    if (!state.canSubmit) return;
    state.error = null;
    if (!state.form.check()) return;
    state.isSubmitting = true;
    const { current_password, new_password } = state.form.values;
    const result = await this.session.setNewPassword({ username: state.username, password: current_password }, new_password);
    runInAction(() => {
      state.isSubmitting = false;
      if (result.kind === 'newPasswordRefused') {
        state.form.refuse('new_password', result.message);
        return;
      }
      if (result.kind === 'error') {
        state.error = result.message;
        return;
      }
      // Signed in, or the device refused: the new password is the account's now, and the login form's from here on.
      this.password = new_password;
      this.closeNewPassword();
      if (result.kind !== 'success') this.showRefusal(result, new_password);
    });
  }

  /** 'Torna al login': ignored while the request runs. */
  cancelNewPassword(): void {
    if (this.newPassword.isSubmitting) return;
    this.closeNewPassword();
  }

  /** 'Annulla' (and Escape): ignored while the request runs. */
  cancelReassociation(): void {
    const dialog = this.reassociation;
    if (dialog.isSubmitting) return;
    dialog.open = false;
    dialog.error = null;
    dialog.password = '';
  }

  /** A login's refusal: its alert, and the reassociation dialog or the new password's form when it calls for one. */
  private showRefusal(result: LoginResult, typedPassword: string): void {
    if (result.kind === 'success') return;
    if (result.kind === 'passwordChangeRequired') {
      this.openNewPassword(result.username, typedPassword);
      return;
    }
    this.error = result.message;
    if (result.kind === 'deviceNotAuthorized' && result.canReassociate) {
      this.openReassociation(result.username);
    }
  }

  private openReassociation(username: string): void {
    const dialog = this.reassociation;
    dialog.username = username;
    dialog.password = this.password;
    dialog.error = null;
    dialog.open = true;
  }

  private openNewPassword(username: string, currentPassword: string): void {
    const state = this.newPassword;
    state.form.clear();
    state.form.set('current_password', currentPassword);
    state.username = username;
    state.error = null;
    state.showPassword = false;
    state.open = true;
    this.error = null;
  }

  private closeNewPassword(): void {
    const state = this.newPassword;
    state.open = false;
    state.error = null;
    state.form.clear();
  }
}
