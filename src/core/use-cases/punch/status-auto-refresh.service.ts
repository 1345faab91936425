/**
 * Keeps the punch status fresh (docs/behaviour.md, "Employee dashboard"): every 120000 ms and whenever the window
 * regains focus.
 * Returning to the dashboard from /timesheets refreshes too, and tells whether the position is stale (> 300 s).
 * A refresh still running is not started again (focus and interval may coincide).
 */
import { STATUS_AUTO_REFRESH_MS } from '../../domain';
import type { AppLifecycle, Logger, Scheduler, TimerHandle, Unsubscribe } from '../../ports';
import type { PositionService } from '../position';

export class StatusAutoRefresh {
  private timer: TimerHandle | null = null;
  private unsubscribeFocus: Unsubscribe | null = null;
  private refresh: (() => Promise<void> | void) | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly lifecycle: AppLifecycle,
    private readonly positions: PositionService,
    private readonly logger: Logger,
  ) {}

  /** Starts the interval and the focus listener; `refresh` reloads the status (and whatever the caller likes). */
  start(refresh: () => Promise<void> | void): void {
    this.stop();
    this.refresh = refresh;
    this.timer = this.scheduler.setInterval(() => void this.run(), STATUS_AUTO_REFRESH_MS);
    this.unsubscribeFocus = this.lifecycle.onFocus(() => void this.run());
  }

  stop(): void {
    if (this.timer) this.scheduler.clear(this.timer);
    this.unsubscribeFocus?.();
    this.timer = null;
    this.unsubscribeFocus = null;
    this.refresh = null;
  }

  /** Back on the dashboard from /timesheets: refreshes now; `locationStale` asks the caller to re-acquire the position. */
  async returnedFromHistory(): Promise<{ locationStale: boolean }> {
    await this.run();
    return { locationStale: this.positions.isStale() };
  }

  private run(): Promise<void> {
    const refresh = this.refresh;
    if (!refresh) return Promise.resolve();
    if (!this.running) {
      this.running = Promise.resolve()
        .then(refresh)
        .catch((error: unknown) => this.logger.warn('Status auto-refresh failed', error))
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }
}
