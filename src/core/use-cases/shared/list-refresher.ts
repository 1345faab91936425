import { LIST_REFRESH_DELAY_MS } from '../../domain';
import type { Logger, Scheduler } from '../../ports';

/**
 * How a list reloads. `quiet`: nobody asked for this reload just now, so the list shows no busy state; its rows change
 * in place and stay under the finger (docs/behaviour.md, "Admin panel", "Lists").
 */
export interface ReloadMode {
  quiet: boolean;
}

/**
 * Admin lists reload right after a save or delete and again about 1 s later (docs/behaviour.md, "Admin panel"),
 * so rows the server finishes a moment later still appear.
 */
export class ListRefresher {
  constructor(
    private readonly scheduler: Scheduler,
    private readonly logger: Logger,
  ) {}

  /**
   * Reloads now (awaited) and once more, quietly, after `delayMs`; the late reload's failure is only logged.
   * Why quiet: the admin is already looking at the list again by then, maybe pressing a row's button; a busy state
   * laid over the rows in the middle of that press would take its release, and the tap would be lost.
   */
  async refresh(reload: (mode: ReloadMode) => Promise<unknown>, delayMs: number = LIST_REFRESH_DELAY_MS): Promise<void> {
    this.scheduler.setTimeout(() => {
      reload({ quiet: true }).catch((error: unknown) => this.logger.warn('Delayed list reload failed', error));
    }, delayMs);
    await reload({ quiet: false });
  }
}
