/**
 * Presenter of both dashboards (docs/behaviour.md, "Employee dashboard", "Position" and "Punch rules").
 * - Mirrors the PositionService (the location button's four states, the coordinates, the map), and keeps the
 *   position live while it is open (PositionTracking: watched while the page is visible; a permission refused
 *   meanwhile shows as a failed 'Aggiorna Posizione' would), and says while the device's position is being read
 *   ('Posizione in uso': PositionTracking.isReading, watched or read once).
 * - Loads status, recent punches (6) and nearby places; nearby places reload 2 s after a position change
 *   (1 s on desktop, 500 ms after a manual refresh), one request at a time and, while the user moves, at most one
 *   every 5 s (NearbyReloads).
 * - Status auto-refreshes every 120 s and on focus (StatusAutoRefresh); returning from /timesheets refreshes
 *   and re-acquires a position older than 5 min.
 * - After an accepted punch: the status its answer carries shows at once with the success message; the recent punches
 *   and the nearby places reload (the latter at once, serving the reload the punch's fresh fix asked for).
 * - Messages: success 4 s (mobile) / 5 s (desktop banner); errors 6 s on mobile, closable on desktop.
 * - The punch buttons and dialogs live in `punch` (PunchStore); the allowed actions and the helper line are
 *   the domain's (canCheckIn, canCheckOut, helperLineKey).
 * - Offline punches (docs/behaviour.md, "Offline punches"): the punches waiting on the phone show as 'In attesa di
 *   invio' with their time, and the status shown is the one they lead to (statusWithWaiting). Opening the dashboard
 *   sends what waits (and starts the queue's watch of the network); an answer updates the status and the punches, and
 *   a refusal stays on screen, with its reason, until dismissed, together with the server's list of refusals.
 */
import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { NearbyLocation, TimesheetEntry, UserProfile, UserStatus } from '../../core/contract';
import {
  canCheckIn,
  canCheckOut,
  DESKTOP_SUCCESS_BANNER_MS,
  ERROR_TOAST_MS,
  hasLocationAccess,
  helperLineKey,
  NEARBY_REFRESH_AFTER_MANUAL_MS,
  NEARBY_REFRESH_DELAY_DESKTOP_MS,
  NEARBY_REFRESH_DELAY_MS,
  statusLabelKey,
  SUCCESS_TOAST_MS,
  type DisplayMessage,
  type HelperLineKey,
  type PunchReadiness,
  type StatusLabelKey,
} from '../../core/domain';
import { toDisplayMessage } from '../../core/errors';
import {
  PositionError,
  type Clock,
  type Logger,
  type Position,
  type PositionErrorKind,
  type QueuedPunch,
  type Scheduler,
  type Unsubscribe,
} from '../../core/ports';
import type { RecentEntries } from '../../core/use-cases/history';
import {
  positionErrorMessage,
  type LoadNearbyLocations,
  type PositionService,
  type PositionState,
  type PositionStatus,
  type PositionTracking,
} from '../../core/use-cases/position';
import {
  statusWithWaiting,
  type OfflinePunchAnswer,
  type OfflinePunchQueue,
  type OfflineQueueEvent,
  type OfflineRefusals,
  type ShownRefusal,
} from '../../core/use-cases/offline';
import type { LoadStatus, PunchQueued, PunchSuccess, StatusAutoRefresh } from '../../core/use-cases/punch';
import type { MapPlace } from '../map/map-place';
import { NearbyReloads } from './nearby-reloads';
import { PunchStore, type PunchStoreDeps } from './punch.store';
import { TimedMessage } from '../shared/timed-message';

export type DashboardMode = 'mobile' | 'desktop';

/** The part of the session the dashboard reads (SessionStore satisfies it). */
export interface DashboardSession {
  readonly user: UserProfile | null;
  readonly isAdmin: boolean;
  /** Manages at least one group ('Responsabile'): the panel entry shows for them too (docs/behaviour.md, "Managers"). */
  readonly isManager: boolean;
  readonly isOnline: boolean;
  readonly deviceId: string | null;
  logout(): Promise<void>;
}

export interface DashboardStoreDeps extends PunchStoreDeps {
  session: DashboardSession;
  positions: Pick<PositionService, 'current' | 'subscribe' | 'getCurrentPosition'>;
  /** The live position, one per dashboard. */
  tracking: Pick<PositionTracking, 'start' | 'stop' | 'isReading' | 'onReadingChange'>;
  loadStatus: Pick<LoadStatus, 'execute'>;
  loadNearby: Pick<LoadNearbyLocations, 'execute'>;
  recentEntries: Pick<RecentEntries, 'execute'>;
  autoRefresh: Pick<StatusAutoRefresh, 'start' | 'stop' | 'returnedFromHistory'>;
  offlineQueue: Pick<OfflinePunchQueue, 'start' | 'refresh' | 'send' | 'waiting' | 'subscribe'>;
  offlineRefusals: Pick<OfflineRefusals, 'load' | 'fromAnswer' | 'dismiss'>;
  scheduler: Scheduler;
  clock: Clock;
  logger: Logger;
}

export class DashboardStore {
  positionStatus: PositionStatus = 'unknown';
  position: Position | null = null;
  status: UserStatus | null = null;
  statusLoaded = false;
  /** True until the first status answer: the full-screen spinner. */
  isInitialLoading = true;
  nearby: NearbyLocation[] = [];
  recent: TimesheetEntry[] = [];
  recentLoading = false;
  /** The collapsible 'Ultime Timbrature' card (mobile). */
  recentExpanded = true;
  /** The side drawer (mobile, 'Profilo'). */
  drawerOpen = false;
  /** The device's position is being read now ('Posizione in uso'). */
  positionInUse = false;
  /** The signed-in employee's punches waiting on the phone, oldest first ('In attesa di invio'). */
  waiting: readonly QueuedPunch[] = [];
  /** Refused offline punches not yet dismissed, newest first. */
  refusals: ShownRefusal[] = [];

  readonly success: TimedMessage;
  readonly error: TimedMessage;
  readonly punch: PunchStore;

  private readonly nearbyReloads: NearbyReloads;
  private nextNearbyDelayMs: number | null = null;
  private unsubscribePosition: Unsubscribe | null = null;
  private unsubscribeReading: Unsubscribe | null = null;
  private unsubscribeQueue: Unsubscribe | null = null;

  constructor(
    private readonly deps: DashboardStoreDeps,
    readonly mode: DashboardMode,
  ) {
    this.success = new TimedMessage(deps.scheduler);
    this.error = new TimedMessage(deps.scheduler);
    this.punch = new PunchStore(deps, {
      mode,
      nearby: () => this.nearby,
      onSuccess: (outcome) => this.afterPunch(outcome),
      onQueued: (outcome) => this.afterQueued(outcome),
      onError: (message) => this.showError(message),
    });
    this.nearbyReloads = new NearbyReloads(deps.scheduler, deps.clock, () => this.reloadNearby());
    this.mirror(deps.positions.current());
    makeAutoObservable<
      DashboardStore,
      'deps' | 'nearbyReloads' | 'nextNearbyDelayMs' | 'unsubscribePosition' | 'unsubscribeReading' | 'unsubscribeQueue'
    >(
      this,
      {
        // By reference: a fix is replaced whole, never edited, and its identity tells a new fix from a status change.
        position: observableRef,
        deps: false,
        nearbyReloads: false,
        nextNearbyDelayMs: false,
        unsubscribePosition: false,
        unsubscribeReading: false,
        unsubscribeQueue: false,
        // Replaced whole by each queue event.
        waiting: observableRef,
        mode: false,
        success: false,
        error: false,
        punch: false,
      },
      { autoBind: true },
    );
  }

  get user(): UserProfile | null {
    return this.deps.session.user;
  }

  get isAdmin(): boolean {
    return this.deps.session.isAdmin;
  }

  /**
   * The panel entry of the header, drawer and bottom navigation: 'admin' ('Pannello Admin') for an administrator,
   * 'manager' ('Pannello Responsabile') for a manager who is not one, null for an employee.
   */
  get panelEntry(): 'admin' | 'manager' | null {
    if (this.deps.session.isAdmin) return 'admin';
    return this.deps.session.isManager ? 'manager' : null;
  }

  get isOnline(): boolean {
    return this.deps.session.isOnline;
  }

  get deviceId(): string | null {
    return this.deps.session.deviceId;
  }

  /** The nearby places are loading for the first time, or after the user asked ('Aggiorna Posizione', back from the history). */
  get nearbyLoading(): boolean {
    return this.nearbyReloads.loading;
  }

  /** The status to show: the server's, or the one the punches waiting on the phone lead to. */
  get shownStatus(): UserStatus | null {
    return statusWithWaiting(this.status, this.waiting);
  }

  /** The last punch waiting on the phone (the status cards say 'In attesa di invio' under it). */
  get lastWaiting(): QueuedPunch | null {
    return this.waiting[this.waiting.length - 1] ?? null;
  }

  get isCheckedIn(): boolean {
    return this.shownStatus?.is_checked_in === true;
  }

  get readiness(): PunchReadiness {
    return {
      isLoading: this.isInitialLoading,
      isOperating: this.punch.isOperating,
      deviceId: this.deviceId,
      hasPosition: this.position !== null,
      positionLoading: this.positionStatus === 'loading',
      hasLocationAccess: this.user ? hasLocationAccess(this.user) : false,
      locationsLoading: this.nearbyLoading,
      statusLoaded: this.statusLoaded,
      status: this.shownStatus ? this.shownStatus.status : null,
    };
  }

  get statusKey(): StatusLabelKey {
    return statusLabelKey(this.shownStatus?.status ?? null);
  }

  get helperKey(): HelperLineKey {
    return helperLineKey(this.readiness);
  }

  /** The Check-in button shows when is_checked_in is not true and check-in is allowed. */
  get showCheckIn(): boolean {
    return !this.isCheckedIn && canCheckIn(this.readiness);
  }

  /** The Check-out button shows when is_checked_in is true and check-out is allowed. */
  get showCheckOut(): boolean {
    return this.isCheckedIn && canCheckOut(this.readiness);
  }

  /** Desktop: disabled without authorised places or device id, or while a request runs. */
  get desktopCheckInDisabled(): boolean {
    return !this.readiness.hasLocationAccess || !this.deviceId || this.punch.isOperating;
  }

  /** Desktop: disabled without device id (and while a request runs). */
  get desktopCheckOutDisabled(): boolean {
    return !this.deviceId || this.punch.isOperating;
  }

  /** Desktop: buttons read 'Inizializzazione...' until the device id exists. */
  get isDeviceInitializing(): boolean {
    return !this.deviceId;
  }

  /** 'Sedi Disponibili' (mobile) lists only the places within tolerance. */
  get placesInTolerance(): NearbyLocation[] {
    return this.nearby.filter((place) => place.within_tolerance);
  }

  get mapPlaces(): MapPlace[] {
    return this.nearby.map((place) => ({
      id: place.id,
      name: place.name,
      latitude: place.latitude,
      longitude: place.longitude,
      distance: place.distance,
      withinTolerance: place.within_tolerance,
    }));
  }

  /** When the screen mounts; returns `stop` for the unmount (useScreenStore's contract). */
  start(): () => void {
    this.unsubscribePosition = this.deps.positions.subscribe((state) => this.onPositionChange(state));
    this.unsubscribeReading = this.deps.tracking.onReadingChange((reading) => this.showPositionInUse(reading));
    this.deps.autoRefresh.start(() => this.reloadStatus({ quiet: true }));
    this.startOfflineQueue();
    void this.reloadStatus();
    void this.reloadRecent();
    if (this.position) this.nearbyReloads.request(0, true);
    else if (this.positionStatus === 'unknown') void this.refreshPosition();
    this.deps.tracking.start((kind) => this.showPositionError(kind));
    this.showPositionInUse(this.deps.tracking.isReading);
    return this.stop;
  }

  /** Stops timers and listeners (the screen unmounted). */
  stop(): void {
    this.deps.autoRefresh.stop();
    this.unsubscribeQueue?.();
    this.unsubscribeQueue = null;
    this.deps.tracking.stop();
    this.unsubscribeReading?.();
    this.unsubscribeReading = null;
    this.positionInUse = false;
    this.unsubscribePosition?.();
    this.unsubscribePosition = null;
    this.nearbyReloads.cancel();
    this.success.clear();
    this.error.clear();
  }

  /** The location-status button, 'Aggiorna Posizione' in the drawer, the card and the speed dial. */
  async refreshPosition(): Promise<void> {
    this.nextNearbyDelayMs = NEARBY_REFRESH_AFTER_MANUAL_MS;
    try {
      await this.deps.positions.getCurrentPosition({ fresh: true });
    } catch (error) {
      this.nextNearbyDelayMs = null;
      this.showPositionError(error instanceof PositionError ? error.kind : 'unavailable');
    }
  }

  /** 'Aggiorna Stato' (drawer, desktop header); `quiet` for the auto-refresh, whose failures are only logged. */
  async reloadStatus(options: { quiet?: boolean } = {}): Promise<void> {
    try {
      const status = await this.deps.loadStatus.execute();
      runInAction(() => {
        this.status = status;
        this.statusLoaded = true;
      });
    } catch (error) {
      this.deps.logger.warn('Status load failed', error);
      if (!options.quiet) this.showError(toDisplayMessage(error));
    } finally {
      runInAction(() => {
        this.isInitialLoading = false;
      });
    }
  }

  async reloadRecent(): Promise<void> {
    this.recentLoading = true;
    try {
      const entries = await this.deps.recentEntries.execute();
      runInAction(() => {
        this.recent = entries;
      });
    } catch (error) {
      // The card just keeps its previous rows; the status line is what matters for punching.
      this.deps.logger.warn('Recent entries load failed', error);
    } finally {
      runInAction(() => {
        this.recentLoading = false;
      });
    }
  }

  /** Back from /timesheets (navigation state from=/timesheets). */
  async returnedFromHistory(): Promise<void> {
    const [{ locationStale }] = await Promise.all([this.deps.autoRefresh.returnedFromHistory(), this.reloadRecent()]);
    if (locationStale) await this.refreshPosition();
    else if (this.position) this.nearbyReloads.request(0, true);
  }

  /** 'Chiudi' on a refused offline punch: it is not shown again on this phone. */
  dismissRefusal(refusal: ShownRefusal): void {
    this.deps.offlineRefusals.dismiss(refusal);
    this.refusals = this.refusals.filter((shown) => shown.key !== refusal.key);
  }

  toggleRecent(): void {
    this.recentExpanded = !this.recentExpanded;
  }

  openDrawer(): void {
    this.drawerOpen = true;
  }

  closeDrawer(): void {
    this.drawerOpen = false;
  }

  logout(): Promise<void> {
    this.drawerOpen = false;
    return this.deps.session.logout();
  }

  private onPositionChange(state: PositionState): void {
    const moved = state.position !== null && state.position !== this.position;
    this.mirror(state);
    if (moved) {
      const manual = this.nextNearbyDelayMs !== null;
      const delay = this.nextNearbyDelayMs ?? (this.mode === 'desktop' ? NEARBY_REFRESH_DELAY_DESKTOP_MS : NEARBY_REFRESH_DELAY_MS);
      this.nextNearbyDelayMs = null;
      this.nearbyReloads.request(delay, manual);
    }
  }

  private showPositionInUse(reading: boolean): void {
    this.positionInUse = reading;
  }

  private mirror(state: PositionState): void {
    this.positionStatus = state.status;
    this.position = state.position;
  }

  private async reloadNearby(): Promise<void> {
    const position = this.position;
    if (!position) return;
    try {
      const places = await this.deps.loadNearby.execute(position);
      runInAction(() => {
        this.nearby = places;
      });
    } catch (error) {
      this.deps.logger.warn('Nearby locations load failed', error);
    }
  }

  private afterPunch(outcome: PunchSuccess): void {
    this.success.show(outcome.message, this.mode === 'desktop' ? DESKTOP_SUCCESS_BANNER_MS : SUCCESS_TOAST_MS);
    this.error.clear();
    // The answer's status is the server's, taken in the punch's own statement: no read after it (docs/performance.md).
    // An answer without one (an older server during a rolling update) has the status read once instead.
    if (outcome.status) {
      this.status = outcome.status;
      this.statusLoaded = true;
    } else {
      void this.reloadStatus({ quiet: true });
    }
    void this.reloadRecent();
    if (this.position) this.nearbyReloads.requestPromptly();
  }

  private afterQueued(outcome: PunchQueued): void {
    this.success.show(outcome.message, this.mode === 'desktop' ? DESKTOP_SUCCESS_BANNER_MS : SUCCESS_TOAST_MS);
    this.error.clear();
  }

  /** Follows the queue, sends what waits, and reads the server's refusals (none of it holds up the dashboard). */
  private startOfflineQueue(): void {
    const queue = this.deps.offlineQueue;
    this.unsubscribeQueue = queue.subscribe((event) => this.onQueueEvent(event));
    this.waiting = queue.waiting();
    queue.start();
    void queue
      .refresh()
      .then(() => queue.send())
      .catch((error: unknown) => this.deps.logger.warn('Offline punches could not be read', error));
    void this.loadRefusals();
  }

  private onQueueEvent(event: OfflineQueueEvent): void {
    if (event.kind === 'waiting') this.waiting = event.waiting;
    else this.afterOfflineAnswer(event.answer);
  }

  private afterOfflineAnswer(answer: OfflinePunchAnswer): void {
    const refusal = this.deps.offlineRefusals.fromAnswer(answer);
    if (refusal) this.showRefusals([refusal]);
    if (answer.status) {
      this.status = answer.status;
      this.statusLoaded = true;
    } else {
      void this.reloadStatus({ quiet: true });
    }
    void this.reloadRecent();
  }

  private async loadRefusals(): Promise<void> {
    try {
      const refusals = await this.deps.offlineRefusals.load();
      runInAction(() => this.showRefusals(refusals));
    } catch (error) {
      this.deps.logger.warn('Refused offline punches could not be loaded', error);
    }
  }

  /** Adds refusals not shown yet, newest first. */
  private showRefusals(refusals: ShownRefusal[]): void {
    const known = new Set(this.refusals.map((shown) => shown.key));
    const added = refusals.filter((refusal) => !known.has(refusal.key));
    if (added.length === 0) return;
    this.refusals = [...added, ...this.refusals].sort((a, b) => b.deviceTime.localeCompare(a.deviceTime));
  }

  private showPositionError(kind: PositionErrorKind): void {
    this.showError(kind === 'insecure-context' ? { key: 'position.insecureContext' } : positionErrorMessage(kind));
  }

  private showError(message: DisplayMessage): void {
    // Mobile errors are toasts that fade after 6 s; the desktop banner stays until closed.
    this.error.show(message, this.mode === 'desktop' ? null : ERROR_TOAST_MS);
  }
}
