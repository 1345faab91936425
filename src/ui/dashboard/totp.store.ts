/**
 * 'Verifica in due passaggi' (docs/behaviour.md, "Administrators' verification code"), opened by an administrator
 * from the profile: the phone's drawer, the desktop's header. One dialog, in turn:
 * - 'loading': asks the server whether the code is on (the profile kept since sign-in may be older);
 * - 'setup' (off): a new secret as a QR code and as text, and 'Codice di verifica' to confirm it with the app's code;
 * - 'recoveryCodes': the ten recovery codes, shown this once; only 'Ho salvato i codici' closes it;
 * - 'enabled' (on): 'Codice di verifica' with a current code turns it off; then 'turnedOff';
 * - 'failed': the first request failed; 'Riprova' asks again.
 * The code field keeps digits only, six at most. A refused code shows under the field and is emptied; other failures
 * show above it. The dialog cannot be closed while a request runs.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { DisplayMessage } from '../../core/domain';
import { isTotpCode, type ManageTotp, type TotpCodeResult, type TotpSetupResult } from '../../core/use-cases/auth/totp.use-case';

export type TotpPhase = 'loading' | 'failed' | 'setup' | 'recoveryCodes' | 'enabled' | 'turnedOff';

/** The secret being set up, as the dialog shows it. */
export type TotpSecretView = Omit<Extract<TotpSetupResult, { kind: 'ready' }>, 'kind'>;

const CODE_LENGTH = 6;

export class TotpStore {
  open = false;
  phase: TotpPhase = 'loading';
  setup: TotpSecretView | null = null;
  code = '';
  /** A refused code: under the field. */
  codeError: DisplayMessage | null = null;
  /** Any other failure: above the form. */
  error: DisplayMessage | null = null;
  isSubmitting = false;
  recoveryCodes: string[] = [];

  /** Each opening's answers land in that opening only (a slow answer after close and reopen is dropped). */
  private visit = 0;

  constructor(private readonly totp: Pick<ManageTotp, 'isEnabled' | 'setup' | 'enable' | 'disable'>) {
    makeAutoObservable<TotpStore, 'totp' | 'visit'>(this, { totp: false, visit: false }, { autoBind: true });
  }

  /** Whether the phase has a code to send: confirming a new secret, or turning the code off. */
  get asksCode(): boolean {
    return this.phase === 'setup' || this.phase === 'enabled';
  }

  get canSubmit(): boolean {
    return this.asksCode && !this.isSubmitting && isTotpCode(this.code);
  }

  show(): void {
    this.reset();
    this.open = true;
    void this.load();
  }

  /** 'Annulla', 'Chiudi', 'Ho salvato i codici' (and Escape or the close button where offered): not while a request runs. */
  close(): void {
    if (this.isSubmitting) return;
    this.open = false;
    this.reset();
  }

  setCode(value: string): void {
    this.code = value.replace(/\D/g, '').slice(0, CODE_LENGTH);
    this.codeError = null;
    this.error = null;
  }

  /** First step, and 'Riprova' after a failure: on → 'enabled'; off → a new secret ('setup'). */
  async load(): Promise<void> {
    const visit = this.visit;
    this.phase = 'loading';
    this.error = null;
    let enabled: boolean;
    try {
      enabled = await this.totp.isEnabled();
    } catch {
      runInAction(() => this.failIn(visit, { key: 'dashboard.totp.loadError' }));
      return;
    }
    if (visit !== this.visit) return;
    if (enabled) {
      runInAction(() => (this.phase = 'enabled'));
      return;
    }
    const result = await this.totp.setup();
    runInAction(() => {
      if (visit !== this.visit) return;
      if (result.kind === 'error') {
        this.failIn(visit, result.message);
        return;
      }
      const { kind: _ready, ...secret } = result;
      this.setup = secret;
      this.phase = 'setup';
    });
  }

  /** 'Attiva' (setup) or 'Disattiva' (enabled), with the code typed. */
  async submit(): Promise<void> {
    if (!this.canSubmit) return;
    const visit = this.visit;
    this.isSubmitting = true;
    this.codeError = null;
    this.error = null;
    if (this.phase === 'setup') {
      const result = await this.totp.enable(this.code);
      runInAction(() => {
        if (!this.accepted(visit, result)) return;
        this.setup = null;
        this.recoveryCodes = result.recoveryCodes;
        this.phase = 'recoveryCodes';
      });
    } else {
      const result = await this.totp.disable(this.code);
      runInAction(() => {
        if (this.accepted(visit, result)) this.phase = 'turnedOff';
      });
    }
  }

  /** Ends a code's request: a refused code goes under the field (emptied), another failure above the form. */
  private accepted<Success extends object>(visit: number, result: TotpCodeResult<Success>): result is { kind: 'success' } & Success {
    if (visit !== this.visit) return false;
    this.isSubmitting = false;
    if (result.kind === 'invalidCode') {
      this.code = '';
      this.codeError = result.message;
      return false;
    }
    if (result.kind === 'error') {
      this.error = result.message;
      return false;
    }
    this.code = '';
    return true;
  }

  private failIn(visit: number, message: DisplayMessage): void {
    if (visit !== this.visit) return;
    this.error = message;
    this.phase = 'failed';
  }

  private reset(): void {
    this.visit += 1;
    this.phase = 'loading';
    this.setup = null;
    this.code = '';
    this.codeError = null;
    this.error = null;
    this.isSubmitting = false;
    this.recoveryCodes = [];
  }
}
