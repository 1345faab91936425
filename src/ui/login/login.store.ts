/**
 * The login screen and its device reassociation dialog (docs/behaviour.md, "Login" and "The bound device").
 * One instance per visit of /login.
 * - The form keeps what the user typed after an error; 'Accedi' is enabled only when both fields are non-blank.
 * - DEVICE_NOT_AUTHORIZED shows its message and, when the use-case allows it (non-administrators), opens the dialog
 *   prefilled with the username of the error details (or the typed one) and the typed password.
 * - The dialog cannot be closed while its request runs; a failure that itself asks for reassociation keeps it open
 *   without an alert; cancel clears its error and password.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { canSubmitLogin, canSubmitReassociation, type DisplayMessage } from '../../core/domain';
import type { SessionStore } from '../session/session.store';

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

export class LoginStore {
  username = '';
  password = '';
  showPassword = false;
  isSubmitting = false;
  error: DisplayMessage | null = null;
  readonly reassociation = new ReassociationDialogState();

  constructor(private readonly session: SessionStore) {
    makeAutoObservable<LoginStore, 'session'>(this, { session: false, reassociation: false }, { autoBind: true });
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
      if (result.kind === 'success') return;
      this.error = result.message;
      if (result.kind === 'deviceNotAuthorized' && result.canReassociate) {
        this.openReassociation(result.username);
      }
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
      // A refusal that asks for reassociation again is the dialog's own subject: no alert for it.
      const asksAgain = result.kind === 'deviceNotAuthorized' && result.canReassociate;
      dialog.error = asksAgain ? null : result.message;
    });
  }

  /** 'Annulla' (and Escape): ignored while the request runs. */
  cancelReassociation(): void {
    const dialog = this.reassociation;
    if (dialog.isSubmitting) return;
    dialog.open = false;
    dialog.error = null;
    dialog.password = '';
  }

  private openReassociation(username: string): void {
    const dialog = this.reassociation;
    dialog.username = username;
    dialog.password = this.password;
    dialog.error = null;
    dialog.open = true;
  }
}
