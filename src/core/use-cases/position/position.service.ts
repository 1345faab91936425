/**
 * The GPS position (docs/behaviour.md, "Position"). One instance per app (it remembers the last fix).
 * - getCurrentPosition: a fix from the device (high accuracy, 15 s timeout, 5 min max age); when that fails,
 *   a fix younger than 10 min is the fallback; else the PositionError is rethrown. With `fresh`, the device
 *   may not answer from its own cache (max age 0): used when the user asks for the position ('Aggiorna
 *   Posizione') and right before a punch, where a fix up to 5 min old could place someone who has just
 *   walked away from the office still at their desk.
 * - getSmartPosition: reuses a fix younger than 60 s, else getCurrentPosition.
 * - getPositionWithRetry: 3 attempts, waiting 500 ms × attempt between them (none for unsupported/denied).
 * - acquireAfterLogin: one try at once, then silent retries 2 s and 3 s later; failures stay silent.
 * - recordTrackedFix / recordTrackingFailure: what the live position (PositionTracking) found, into the same state.
 * - reset (logout) forgets the fix and tells onReset listeners (the live position stops).
 * - isReadingOnce / onReadOnceChange: whether a one-off read of the device is under way (silent ones included), which
 *   the dashboard's 'Posizione in uso' shows together with the live position's watch (PositionTracking.isReading).
 * - noteFix / positionSignals: every fix the device gave in the last POSITION_JUMP_MEMORY_MS (the one-off reads and
 *   every fix of the live position's watch, shown or not), in memory only, for the signals a punch reports about its
 *   fix (docs/behaviour.md, "Position signals"): a jump that came back within seconds.
 * State changes reach subscribers (the MobX store mirrors them); no framework is involved here.
 */
import {
  FALLBACK_CACHE_MS,
  jumpedAndReturned,
  POSITION_JUMP_MEMORY_MS,
  GEO_MAX_AGE_MS,
  GEO_TIMEOUT_MS,
  RETRY_POSITION_ATTEMPTS,
  RETRY_POSITION_BACKOFF_MS,
  SILENT_POSITION_RETRY_DELAYS_MS,
  SMART_CACHE_MS,
  STALE_LOCATION_MS,
} from '../../domain';
import {
  PositionError,
  type Clock,
  type Geolocation,
  type Position,
  type PositionErrorKind,
  type Scheduler,
  type Unsubscribe,
} from '../../ports';

/** What the phone saw in its own recent fixes (the contract's DeviceObservedSignal). */
export type ObservedPositionSignal = 'jump_and_return';

export type PositionStatus = 'unknown' | 'loading' | 'success' | 'error';

export interface PositionState {
  status: PositionStatus;
  position: Position | null;
  /** Why the last acquisition failed; null after a success. */
  error: PositionErrorKind | null;
}

/** Errors where trying again cannot help. */
const FINAL_ERRORS: readonly PositionErrorKind[] = ['unsupported', 'insecure-context', 'permission-denied'];

export function isFinalPositionError(kind: PositionErrorKind): boolean {
  return FINAL_ERRORS.includes(kind);
}

export class PositionService {
  private state: PositionState = { status: 'unknown', position: null, error: null };
  private readonly listeners = new Set<(state: PositionState) => void>();
  private readonly resetListeners = new Set<() => void>();
  private readonly readOnceListeners = new Set<() => void>();
  /** One-off reads of the device under way: two may overlap (a punch while 'Aggiorna Posizione' runs). */
  private readsUnderWay = 0;
  /** Bumped by reset(), so silent retries of an ended session stop. */
  private generation = 0;
  /** The device's recent fixes, oldest first: memory only (noteFix). */
  private recentFixes: Position[] = [];

  constructor(
    private readonly geolocation: Geolocation,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {}

  current(): PositionState {
    return this.state;
  }

  subscribe(listener: (state: PositionState) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The last fix is missing or older than `maxAgeMs` (default 300 s: the return-from-history check). */
  isStale(maxAgeMs: number = STALE_LOCATION_MS): boolean {
    return this.cachedYoungerThan(maxAgeMs) === null;
  }

  async getCurrentPosition(options: { silent?: boolean; fresh?: boolean } = {}): Promise<Position> {
    if (!options.silent) this.update({ status: 'loading' });
    try {
      const position = await this.acquire(options.fresh === true);
      this.update({ status: 'success', position, error: null });
      return position;
    } catch (error) {
      const kind: PositionErrorKind = error instanceof PositionError ? error.kind : 'unavailable';
      const fallback = this.cachedYoungerThan(FALLBACK_CACHE_MS);
      if (fallback) {
        this.update({ status: 'success', error: null });
        return fallback;
      }
      if (!options.silent) this.update({ status: 'error', error: kind });
      throw error instanceof PositionError ? error : new PositionError(kind);
    }
  }

  async getSmartPosition(): Promise<Position> {
    return this.cachedYoungerThan(SMART_CACHE_MS) ?? this.getCurrentPosition();
  }

  async getPositionWithRetry(attempts: number = RETRY_POSITION_ATTEMPTS): Promise<Position> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.getCurrentPosition();
      } catch (error) {
        const final = error instanceof PositionError && isFinalPositionError(error.kind);
        if (final || attempt >= attempts) throw error;
        await this.scheduler.delay(RETRY_POSITION_BACKOFF_MS * attempt);
      }
    }
  }

  /** After login or session restore: resolves with the first fix obtained, or null when all tries failed. */
  async acquireAfterLogin(): Promise<Position | null> {
    const generation = this.generation;
    try {
      return await this.getCurrentPosition();
    } catch {
      for (const wait of SILENT_POSITION_RETRY_DELAYS_MS) {
        await this.scheduler.delay(wait);
        if (generation !== this.generation) return null;
        try {
          return await this.getCurrentPosition({ silent: true });
        } catch {
          // Silent: the first failure is already shown; keep trying.
        }
      }
      return null;
    }
  }

  /** A fix the device gave (the live position's watch tells every one, shown or not). */
  noteFix(position: Position): void {
    const since = this.clock.now() - POSITION_JUMP_MEMORY_MS;
    this.recentFixes = [...this.recentFixes.filter((fix) => fix.timestamp >= since), position];
  }

  /** The signals of the recent fixes a punch reports: 'jump_and_return' when they jumped away and came back. */
  positionSignals(): ObservedPositionSignal[] {
    const since = this.clock.now() - POSITION_JUMP_MEMORY_MS;
    return jumpedAndReturned(this.recentFixes.filter((fix) => fix.timestamp >= since)) ? ['jump_and_return'] : [];
  }

  /** A fix the live position decided to show. */
  recordTrackedFix(position: Position): void {
    this.update({ status: 'success', position, error: null });
  }

  /** The live position failed in a way the screen must show (the fix, if any, stays, as after a failed acquisition). */
  recordTrackingFailure(kind: PositionErrorKind): void {
    this.update({ status: 'error', error: kind });
  }

  /** Logout: forget the fix, stop pending silent retries, tell onReset listeners. */
  reset(): void {
    this.generation++;
    this.recentFixes = [];
    this.update({ status: 'unknown', position: null, error: null });
    for (const listener of [...this.resetListeners]) listener();
  }

  onReset(listener: () => void): Unsubscribe {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  /** Whether a one-off read of the device (getCurrentPosition, silent or not) is under way. */
  isReadingOnce(): boolean {
    return this.readsUnderWay > 0;
  }

  /** `listener` hears each change of isReadingOnce(). */
  onReadOnceChange(listener: () => void): Unsubscribe {
    this.readOnceListeners.add(listener);
    return () => this.readOnceListeners.delete(listener);
  }

  private acquire(fresh: boolean): Promise<Position> {
    const availability = this.geolocation.availability();
    if (availability !== 'available') return Promise.reject(new PositionError(availability));
    this.countRead(+1);
    return this.geolocation
      .getCurrentPosition({
        enableHighAccuracy: true,
        timeoutMs: GEO_TIMEOUT_MS,
        maximumAgeMs: fresh ? 0 : GEO_MAX_AGE_MS,
      })
      .then((position) => {
        this.noteFix(position);
        return position;
      })
      .finally(() => this.countRead(-1));
  }

  private countRead(change: 1 | -1): void {
    const wasReading = this.isReadingOnce();
    this.readsUnderWay += change;
    if (this.isReadingOnce() !== wasReading) for (const listener of [...this.readOnceListeners]) listener();
  }

  private cachedYoungerThan(ms: number): Position | null {
    const position = this.state.position;
    if (!position) return null;
    return this.clock.now() - position.timestamp < ms ? position : null;
  }

  private update(change: Partial<PositionState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener(this.state);
  }
}
