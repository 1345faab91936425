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
 * - A right password of an account with the verification code on (TOTP_REQUIRED) replaces the form with 'Codice di
 *   verifica' (docs/behaviour.md, "Administrators' verification code"): username and password are kept, 'Verifica'
 *   sends the login again with the app's code, or with a recovery code after 'Usa un codice di recupero'; a refused code
 *   (the server answers it as a wrong password) shows under the field, emptied; 'Annulla' goes back to the form. While
 *   the app's codes are suspended after too many wrong ones, only a recovery code is asked for, and an amber notice says
 *   why. An account that must then choose its own password gives a new code in 'Imposta una nuova password' too (each
 *   code is accepted once).
 * - A reassociation an administrator must approve (DEVICE_CHANGE_APPROVAL=admin) closes the dialog and says so in a
 *   blue message above the form, not an error.
 * - A browser that cannot keep a device key gets an amber warning above the form (docs/behaviour.md, "The device key").
 */
import { makeAutoObservable, runInAction } from 'mobx';
import { canSubmitLogin, canSubmitReassociation, type Credentials, type DisplayMessage } from '../../core/domain';
import { ErrorKey } from '../../core/errors';
import type { LoginResult, SecondFactor, SetNewPasswordResult } from '../../core/use-cases/auth';
import { isRecoveryCode, isTotpCode, normalizeRecoveryCode } from '../../core/use-cases/auth/totp.use-case';
import { PasswordFormState } from '../shared/password-form';

/** What the login screen asks of the session (the app's SessionStore). */
export interface LoginSession {
  readonly error: DisplayMessage | null;
  clearError(): void;
  login(credentials: Credentials, secondFactor?: SecondFactor): Promise<LoginResult>;
  reassociate(credentials: Credentials): Promise<LoginResult>;
  setNewPassword(credentials: Credentials, newPassword: string, secondFactor?: SecondFactor): Promise<SetNewPasswordResult>;
}

/** Whether this browser can keep a device key (core's DeviceKeySupport); never rejects. */
export interface DeviceKeyCheck {
  execute(): Promise<boolean>;
}

const TOTP_CODE_LENGTH = 6;
const RECOVERY_CODE_MAX_LENGTH = 24;

/**
 * 'Codice di verifica' (or, after 'Usa un codice di recupero', 'Codice di recupero'): the code typed and its refusal.
 * The app's code keeps digits only, six at most. While the app's codes are suspended, only a recovery code.
 */
export class SecondFactorState {
  code = '';
  useRecoveryCode = false;
  /** The server's refusal of the code sent (or its request for one): under the field. */
  error: DisplayMessage | null = null;
  /** The app's codes of the account are suspended: a recovery code only, no way back to the app's code. */
  appCodesSuspended = false;
  /** Why only a recovery code is asked for: an amber notice above the field, until closed. */
  notice: DisplayMessage | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  get isComplete(): boolean {
    return this.useRecoveryCode ? isRecoveryCode(this.code) : isTotpCode(this.code);
  }

  /** What a sign-in sends along. */
  get value(): SecondFactor {
    return this.useRecoveryCode ? { recoveryCode: normalizeRecoveryCode(this.code) } : { totpCode: this.code };
  }

  setCode(value: string): void {
    this.code = this.useRecoveryCode ? value.slice(0, RECOVERY_CODE_MAX_LENGTH) : value.replace(/\D/g, '').slice(0, TOTP_CODE_LENGTH);
    this.error = null;
  }

  /** 'Usa un codice di recupero' / 'Usa il codice dell'app': the other kind of code, the field emptied. */
  toggleRecoveryCode(): void {
    if (this.appCodesSuspended) return;
    this.useRecoveryCode = !this.useRecoveryCode;
    this.code = '';
    this.error = null;
  }

  /** A refused code: its message under the field, the field emptied for the next one. */
  refuse(message: DisplayMessage): void {
    this.code = '';
    this.error = message;
  }

  /** The app's codes are suspended (docs/behaviour.md, "Administrators' verification code"): a recovery code, and why. */
  suspend(notice: DisplayMessage): void {
    this.appCodesSuspended = true;
    this.useRecoveryCode = true;
    this.code = '';
    this.error = null;
    this.notice = notice;
  }

  dismissNotice(): void {
    this.notice = null;
  }

  clear(): void {
    this.code = '';
    this.useRecoveryCode = false;
    this.error = null;
    this.appCodesSuspended = false;
    this.notice = null;
  }

  /** The server's request for a code after the one sent: a refusal, or the app's codes found suspended. */
  answer(result: { message: DisplayMessage; suspended: boolean }): void {
    if (result.suspended) this.suspend(result.message);
    else this.refuse(result.message);
  }
}

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
  /** The account has the verification code on: a new code goes with the new password. */
  asksCode = false;
  readonly secondFactor = new SecondFactorState();

  constructor() {
    makeAutoObservable(this, { form: false, secondFactor: false }, { autoBind: true });
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && this.form.canSubmit && (!this.asksCode || this.secondFactor.isComplete);
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
  /** A blue message above the form: what happened is not a failure (a device change waiting for approval). */
  info: DisplayMessage | null = null;
  /** The amber warning of a browser that cannot keep a device key. */
  deviceKeyWarning: DisplayMessage | null = null;
  /** 'Codice di verifica' shows in place of the form. */
  secondFactorOpen = false;
  readonly secondFactor = new SecondFactorState();
  readonly reassociation = new ReassociationDialogState();
  readonly newPassword = new NewPasswordState();

  constructor(
    private readonly session: LoginSession,
    private readonly deviceKeys?: DeviceKeyCheck,
  ) {
    makeAutoObservable<LoginStore, 'session' | 'deviceKeys'>(
      this,
      { session: false, deviceKeys: false, secondFactor: false, reassociation: false, newPassword: false },
      { autoBind: true },
    );
  }

  /** On mount: whether this browser can keep a device key. */
  start(): void {
    void this.deviceKeys?.execute().then((available) => runInAction(() => (this.deviceKeyWarning = available ? null : DEVICE_KEY_UNAVAILABLE)));
  }

  get canSubmit(): boolean {
    return !this.isSubmitting && canSubmitLogin({ username: this.username, password: this.password });
  }

  /** 'Verifica': a whole code typed, nothing running. */
  get canSubmitSecondFactor(): boolean {
    return !this.isSubmitting && this.secondFactor.isComplete;
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

  dismissInfo(): void {
    this.info = null;
  }

  dismissDeviceKeyWarning(): void {
    this.deviceKeyWarning = null;
  }

  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    this.isSubmitting = true;
    this.error = null;
    this.info = null;
    this.session.clearError();
    const result = await this.session.login({ username: this.username, password: this.password });
    runInAction(() => {
      this.isSubmitting = false;
      this.showRefusal(result, this.password);
    });
  }

  /** 'Verifica': the login again, with the code typed. */
  async submitSecondFactor(): Promise<void> {
    if (!this.canSubmitSecondFactor) return;
    const code = this.secondFactor.value;
    this.isSubmitting = true;
    this.error = null;
    this.secondFactor.error = null;
    const result = await this.session.login({ username: this.username, password: this.password }, code);
    runInAction(() => {
      this.isSubmitting = false;
      if (result.kind === 'secondFactorRequired') {
        this.secondFactor.answer(result);
        return;
      }
      if (result.kind === 'error') {
        // Throttling, the network…: shown above the code, which stays for another try.
        this.error = result.message;
        return;
      }
      if (result.kind === 'passwordChangeRequired') this.newPassword.asksCode = true;
      this.closeSecondFactor();
      this.showRefusal(result, this.password);
    });
  }

  /** 'Annulla' of 'Codice di verifica': back to the form, username and password kept; ignored while the request runs. */
  cancelSecondFactor(): void {
    if (this.isSubmitting) return;
    this.closeSecondFactor();
    this.error = null;
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
      if (result.kind === 'pendingApproval') {
        this.error = null;
        this.info = result.message;
        dialog.open = false;
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
    const code = state.asksCode ? state.secondFactor.value : undefined;
    const result = await this.session.setNewPassword({ username: state.username, password: current_password }, new_password, code);
    runInAction(() => {
      state.isSubmitting = false;
      if (result.kind === 'newPasswordRefused') {
        state.form.refuse('new_password', result.message);
        return;
      }
      if (result.kind === 'secondFactorRequired') {
        state.asksCode = true;
        state.secondFactor.answer(result);
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
    if (result.kind === 'secondFactorRequired') {
      this.openSecondFactor(result);
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

  /**
   * 'Codice di verifica' in place of the form; a code refused meanwhile (from 'Imposta una nuova password') says so, and
   * suspended app codes ask for a recovery code.
   */
  private openSecondFactor(result: Extract<LoginResult, { kind: 'secondFactorRequired' }>): void {
    this.secondFactor.clear();
    if (result.suspended) this.secondFactor.suspend(result.message);
    if (result.invalid) this.secondFactor.error = result.message;
    this.error = null;
    this.secondFactorOpen = true;
  }

  private closeSecondFactor(): void {
    this.secondFactorOpen = false;
    this.secondFactor.clear();
  }

  private openNewPassword(username: string, currentPassword: string): void {
    const state = this.newPassword;
    state.form.clear();
    state.secondFactor.clear();
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
    state.asksCode = false;
    state.secondFactor.clear();
  }
}

const DEVICE_KEY_UNAVAILABLE: DisplayMessage = { key: ErrorKey.deviceKeyUnavailable };
