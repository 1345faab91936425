/**
 * The app-wide session (docs/behaviour.md, "Start-up and session"): who is signed in, whether the start-up check is done,
 * the online flag and the device id. One instance per app (a singleton of the container).
 * - initialize(): the start-up auth check once; ensures the device id; after a restored session asks for a position.
 *   A returning user (a stored session with its remembered profile) is signed in at once and the check runs behind
 *   the dashboard: only its 401 ends the session ('Sessione scaduta…'), see docs/behaviour.md "Returning visit and
 *   offline start".
 * - login()/reassociate()/setNewPassword() hand the use-case result back to the login screen and sign the user in on
 *   success.
 * - logout(): server call, then reset whatever happened (the use-case clears the tokens).
 * - 'auth-token-expired' (a failed refresh) signs the user out with 'Sessione scaduta…'; the guard then shows /login.
 * - Online/offline events update isOnline.
 * Status and nearby places are the dashboard's: it reacts to isAuthenticated.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { UserProfile } from '../../core/contract';
import type { Credentials, DisplayMessage } from '../../core/domain';
import type { NetworkStatus, SessionEvents, Unsubscribe } from '../../core/ports';
import type {
  LoginResult,
  Login,
  Logout,
  ReassociateDevice,
  RestoreSession,
  SecondFactor,
  SetNewPassword,
  SetNewPasswordResult,
} from '../../core/use-cases/auth';
import type { DeviceIdentity } from '../../core/use-cases/device';
import type { PositionService } from '../../core/use-cases/position';

export const SESSION_EXPIRED: DisplayMessage = { key: 'errors.sessionExpired' };
export const DEVICE_REASSOCIATED: DisplayMessage = { key: 'login.reassociation.success' };

export class SessionStore {
  user: UserProfile | null = null;
  isAuthenticated = false;
  isInitialized = false;
  isLoading = false;
  error: DisplayMessage | null = null;
  success: DisplayMessage | null = null;
  isOnline = true;
  deviceId: string | null = null;

  private initializing: Promise<void> | null = null;
  private readonly subscriptions: Unsubscribe[] = [];

  constructor(
    private readonly restoreSession: RestoreSession,
    private readonly loginUseCase: Login,
    private readonly reassociateUseCase: ReassociateDevice,
    private readonly logoutUseCase: Logout,
    private readonly identity: DeviceIdentity,
    private readonly positions: PositionService,
    network: NetworkStatus,
    sessionEvents: SessionEvents,
    private readonly setNewPasswordUseCase: SetNewPassword,
  ) {
    this.isOnline = network.isOnline();
    makeAutoObservable<SessionStore, 'initializing' | 'subscriptions'>(
      this,
      { initializing: false, subscriptions: false },
      { autoBind: true },
    );
    this.subscriptions.push(
      network.subscribe((online) => this.setOnline(online)),
      sessionEvents.subscribe('auth-token-expired', () => this.expire()),
    );
  }

  get isAdmin(): boolean {
    return this.user?.is_admin === true;
  }

  /** A 'Responsabile': manages at least one group (docs/behaviour.md, "Managers"); an administrator may be one too. */
  get isManager(): boolean {
    return (this.user?.managed_groups?.length ?? 0) > 0;
  }

  /** The start-up auth check; later calls share the first one. */
  initialize(): Promise<void> {
    this.initializing ??= this.runInitialization();
    return this.initializing;
  }

  async login(credentials: Credentials, secondFactor?: SecondFactor): Promise<LoginResult> {
    const result = await this.loginUseCase.execute(credentials, secondFactor);
    if (result.kind === 'success') this.signIn(result.user);
    return result;
  }

  /** Reassociation from the login dialog; on success also announces that administrators were notified. */
  async reassociate(credentials: Credentials): Promise<LoginResult> {
    const result = await this.reassociateUseCase.execute(credentials);
    if (result.kind === 'success') {
      runInAction(() => {
        this.signIn(result.user);
        this.success = DEVICE_REASSOCIATED;
      });
    }
    return result;
  }

  /** 'Imposta una nuova password' after a login refused for a password an administrator set; signs in on success. */
  async setNewPassword(credentials: Credentials, newPassword: string, secondFactor?: SecondFactor): Promise<SetNewPasswordResult> {
    const result = await this.setNewPasswordUseCase.execute(credentials, newPassword, secondFactor);
    if (result.kind === 'success') this.signIn(result.user);
    return result;
  }

  async logout(): Promise<void> {
    await this.logoutUseCase.execute();
    runInAction(() => this.signOut());
  }

  clearError(): void {
    this.error = null;
  }

  clearSuccess(): void {
    this.success = null;
  }

  /** Stops listening to the network and session events (tests; the app's store lives as long as the page). */
  dispose(): void {
    this.subscriptions.splice(0).forEach((unsubscribe) => unsubscribe());
  }

  private async runInitialization(): Promise<void> {
    this.ensureDeviceId();
    const remembered = this.restoreSession.remembered();
    if (remembered) {
      this.signIn(remembered);
      this.isInitialized = true;
    } else {
      this.isLoading = true;
    }
    const state = await this.restoreSession.execute();
    runInAction(() => {
      if (state.kind === 'authenticated' && remembered) this.user = state.user;
      else if (state.kind === 'authenticated') this.signIn(state.user);
      else if (remembered) this.expire();
      this.isInitialized = true;
      this.isLoading = false;
    });
  }

  private signIn(user: UserProfile): void {
    this.user = user;
    this.isAuthenticated = true;
    this.error = null;
    this.ensureDeviceId();
    // Silent retries after 2 s and 3 s live in the service; the dashboard mirrors its state.
    void this.positions.acquireAfterLogin();
  }

  private signOut(): void {
    this.user = null;
    this.isAuthenticated = false;
    this.positions.reset();
  }

  /** Also during the start-up check: a stored session that can no longer be refreshed has expired too. */
  private expire(): void {
    this.signOut();
    this.error = SESSION_EXPIRED;
  }

  private setOnline(online: boolean): void {
    this.isOnline = online;
  }

  private ensureDeviceId(): void {
    this.deviceId = this.identity.deviceId();
  }
}
