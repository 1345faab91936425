/**
 * The live position of a dashboard (docs/behaviour.md, "Position"): while the dashboard is open and the page visible,
 * the device is watched (high accuracy, 15 s timeout, no cached fix) and the fixes worth showing go into the
 * PositionService's state, which the screens already mirror.
 * - start(): watches now when the page is visible; the watch ends when the page is hidden and starts again when it
 *   is shown; stop() (the dashboard closed) and PositionService.reset() (logout) end it all.
 * - Every fix is told to PositionService.noteFix (the punch's position signals). A fix is shown when isNoticeableFix
 *   says so, at most once per TRACKING_MIN_INTERVAL_MS: a noticeable fix that
 *   comes sooner waits for its turn, replaced by any later one (the newest wins; an unnoticeable one cancels it).
 * - isReading / onReadingChange: whether the device's position is being read now, by the watch or by a one-off read
 *   (the first fix, 'Aggiorna Posizione', a punch: PositionService.isReadingOnce), from start() to stop(); the
 *   dashboard shows 'Posizione in uso' while it is (docs/behaviour.md, "Employee dashboard").
 * - Errors: a final one (permission denied) ends the watch and is shown as a failed acquisition would be, and told
 *   to `onFailure` unless the screen already shows it; a transient one (timeout, unavailable) is ignored while a fix
 *   is on screen or one is being acquired, else shown like a failed acquisition. Without geolocation at all nothing is
 *   watched: the one-off acquisition already says why.
 */
import { GEO_TIMEOUT_MS, TRACKING_MIN_INTERVAL_MS } from '../../domain';
import type {
  AppLifecycle,
  Clock,
  Geolocation,
  Position,
  PositionError,
  PositionErrorKind,
  PositionOptions,
  Scheduler,
  TimerHandle,
  Unsubscribe,
} from '../../ports';
import { isNoticeableFix } from './noticeable-fix';
import { isFinalPositionError, type PositionService } from './position.service';

export const TRACKING_OPTIONS: PositionOptions = { enableHighAccuracy: true, timeoutMs: GEO_TIMEOUT_MS, maximumAgeMs: 0 };

export type TrackingPositions = Pick<
  PositionService,
  'current' | 'recordTrackedFix' | 'recordTrackingFailure' | 'onReset' | 'isReadingOnce' | 'onReadOnceChange' | 'noteFix'
>;

export class PositionTracking {
  private endWatch: Unsubscribe | null = null;
  private listeners: Unsubscribe[] = [];
  private onFailure: ((kind: PositionErrorKind) => void) | null = null;
  private lastShownAt: number | null = null;
  private waiting: Position | null = null;
  private turn: TimerHandle | null = null;
  private readonly readingListeners = new Set<(reading: boolean) => void>();
  /** What the reading listeners last heard. */
  private toldReading = false;

  constructor(
    private readonly geolocation: Geolocation,
    private readonly lifecycle: AppLifecycle,
    private readonly positions: TrackingPositions,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
  ) {}

  /** Whether the device is being watched now. */
  get isWatching(): boolean {
    return this.endWatch !== null;
  }

  /** Whether the device's position is being read now: watched, or read once. Followed from start() to stop(). */
  get isReading(): boolean {
    const started = this.listeners.length > 0;
    return this.isWatching || (started && this.positions.isReadingOnce());
  }

  /** `listener` hears each change of isReading. */
  onReadingChange(listener: (reading: boolean) => void): Unsubscribe {
    this.readingListeners.add(listener);
    return () => this.readingListeners.delete(listener);
  }

  /** The dashboard opened: follow the position while the page is visible, until stop() or logout. */
  start(onFailure?: (kind: PositionErrorKind) => void): void {
    this.stop();
    this.onFailure = onFailure ?? null;
    this.listeners = [
      this.lifecycle.onVisible(() => this.watch()),
      this.lifecycle.onHidden(() => this.unwatch()),
      this.positions.onReset(() => this.stop()),
      this.positions.onReadOnceChange(() => this.tellReading()),
    ];
    if (this.lifecycle.isVisible()) this.watch();
    this.tellReading();
  }

  stop(): void {
    for (const unsubscribe of this.listeners) unsubscribe();
    this.listeners = [];
    this.onFailure = null;
    this.unwatch();
  }

  private watch(): void {
    if (this.endWatch || this.geolocation.availability() !== 'available') return;
    this.endWatch = this.geolocation.watchPosition(
      TRACKING_OPTIONS,
      (fix) => this.offer(fix),
      (error) => this.failed(error),
    );
    this.tellReading();
  }

  private unwatch(): void {
    this.endWatch?.();
    this.endWatch = null;
    if (this.turn) this.scheduler.clear(this.turn);
    this.turn = null;
    this.waiting = null;
    this.lastShownAt = null;
    this.tellReading();
  }

  private tellReading(): void {
    const reading = this.isReading;
    if (reading === this.toldReading) return;
    this.toldReading = reading;
    for (const listener of [...this.readingListeners]) listener(reading);
  }

  private offer(fix: Position): void {
    // Every fix counts for the position signals, also one not worth showing.
    this.positions.noteFix(fix);
    if (!isNoticeableFix(this.positions.current().position, fix)) {
      this.waiting = null;
      return;
    }
    const wait = this.lastShownAt === null ? 0 : this.lastShownAt + TRACKING_MIN_INTERVAL_MS - this.clock.now();
    if (wait <= 0) {
      this.show(fix);
      return;
    }
    this.waiting = fix;
    this.turn ??= this.scheduler.setTimeout(() => {
      this.turn = null;
      if (this.waiting) this.show(this.waiting);
    }, wait);
  }

  private show(fix: Position): void {
    this.waiting = null;
    this.lastShownAt = this.clock.now();
    this.positions.recordTrackedFix(fix);
  }

  private failed(error: PositionError): void {
    const state = this.positions.current();
    if (isFinalPositionError(error.kind)) {
      const onFailure = this.onFailure;
      this.unwatch();
      if (state.status === 'error' && state.error === error.kind) return;
      this.positions.recordTrackingFailure(error.kind);
      onFailure?.(error.kind);
      return;
    }
    // The watch goes on after a transient failure; what is on screen (or on its way) stays.
    if (state.position || state.status === 'loading' || state.status === 'error') return;
    this.positions.recordTrackingFailure(error.kind);
  }
}
