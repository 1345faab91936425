/**
 * When the dashboard's nearby places reload (docs/behaviour.md, "Employee dashboard"). Each request names its delay
 * (2 s after a new fix, 1 s on desktop, 500 ms after 'Aggiorna Posizione'); on top of that:
 * - one request to the server at a time: a request made while one runs is served right after it, once;
 * - a request already waiting is not pushed back by a later one (a walking user's fixes would otherwise postpone
 *   it for ever); the reload reads the newest position when it runs;
 * - a request the user did not ask for (`urgent` false) starts at least NEARBY_RELOAD_MIN_INTERVAL_MS after the
 *   previous reload started, so a moving employee costs the server one call every few seconds, not one per fix;
 * - after a punch (`requestPromptly`) the reload starts at once, whatever the interval, and serves the reload the
 *   punch's fresh fix asked for meanwhile: one request for both;
 * - `loading` ('Caricamento sedi autorizzate...') shows until the first list, and after a request the user made;
 *   later reloads while moving refresh the list quietly instead of flashing the helper line.
 */
import { action, makeObservable, observable } from 'mobx';
import { NEARBY_RELOAD_MIN_INTERVAL_MS } from '../../core/domain';
import type { Clock, Scheduler, TimerHandle } from '../../core/ports';

export class NearbyReloads {
  loading = false;

  private timer: TimerHandle | null = null;
  private dueAt = 0;
  private running = false;
  /** A request made while a reload ran: served when it ends. */
  private queued: { urgent: boolean } | null = null;
  private lastStartAt: number | null = null;
  private loaded = false;
  /** A request that shows `loading` has not been served by a reload yet. */
  private announced = false;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly clock: Clock,
    private readonly reload: () => Promise<void>,
  ) {
    makeObservable<NearbyReloads, 'setLoading'>(this, { loading: observable, setLoading: action });
  }

  /** Asks for a reload `delayMs` from now; `urgent`: the user asked (no minimum interval, `loading` shows). */
  request(delayMs: number, urgent = false): void {
    this.enqueue(delayMs, urgent, urgent);
  }

  /**
   * A reload the app needs now, not one the user asked for (after a punch): no minimum interval, but the list is
   * refreshed quietly (`loading` shows only for the first list, as for any reload).
   */
  requestPromptly(): void {
    this.enqueue(0, true, false);
  }

  /** The screen closed: nothing more is loaded. */
  cancel(): void {
    if (this.timer) this.scheduler.clear(this.timer);
    this.timer = null;
    this.queued = null;
    this.announced = false;
    this.setLoading(false);
  }

  /** `pastInterval`: no minimum interval; `announce`: `loading` shows until it is served. */
  private enqueue(delayMs: number, pastInterval: boolean, announce: boolean): void {
    if (announce || !this.loaded) {
      this.announced = true;
      this.setLoading(true);
    }
    if (this.running) {
      this.queued = { urgent: pastInterval || this.queued?.urgent === true };
      return;
    }
    this.schedule(delayMs, pastInterval);
  }

  private schedule(delayMs: number, urgent: boolean): void {
    const now = this.clock.now();
    let due = now + delayMs;
    if (!urgent && this.lastStartAt !== null) due = Math.max(due, this.lastStartAt + NEARBY_RELOAD_MIN_INTERVAL_MS);
    if (this.timer) {
      if (this.dueAt <= due) return;
      this.scheduler.clear(this.timer);
    }
    this.dueAt = due;
    this.timer = this.scheduler.setTimeout(() => void this.run(), due - now);
  }

  private async run(): Promise<void> {
    this.timer = null;
    this.running = true;
    this.lastStartAt = this.clock.now();
    this.announced = false;
    try {
      await this.reload();
    } finally {
      this.running = false;
      this.loaded = true;
      const queued = this.queued;
      this.queued = null;
      if (queued) this.schedule(0, queued.urgent);
      this.setLoading(this.announced);
    }
  }

  private setLoading(loading: boolean): void {
    this.loading = loading;
  }
}
