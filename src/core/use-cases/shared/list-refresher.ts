import { LIST_REFRESH_DELAY_MS } from '../../domain';
import type { Logger, Scheduler } from '../../ports';

/**
 * Admin lists reload right after a save or delete and again about 1 s later (docs/behaviour.md, "Admin panel"),
 * so rows the server finishes a moment later still appear.
 */
export class ListRefresher {
  constructor(
    private readonly scheduler: Scheduler,
    private readonly logger: Logger,
  ) {}

  /** Reloads now (awaited) and once more after `delayMs`; the late reload's failure is only logged. */
  async refresh(reload: () => Promise<unknown>, delayMs: number = LIST_REFRESH_DELAY_MS): Promise<void> {
    this.scheduler.setTimeout(() => {
      reload().catch((error: unknown) => this.logger.warn('Delayed list reload failed', error));
    }, delayMs);
    await reload();
  }
}
