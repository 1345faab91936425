import { makeAutoObservable } from 'mobx';
import type { DisplayMessage } from '../../core/domain';
import type { Scheduler, TimerHandle } from '../../core/ports';

/**
 * A message that clears itself after a lifetime, or stays until closed when shown without one (docs/behaviour.md,
 * "Errors and messages": success 4 s mobile / 5 s desktop, errors 6 s, the admin lists' successes 3 s). The lifetime
 * is given with each message, or once for all of them. A newer message replaces the older and its timer.
 */
export class TimedMessage {
  message: DisplayMessage | null = null;
  private timer: TimerHandle | null = null;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly defaultLifetimeMs: number | null = null,
  ) {
    makeAutoObservable<TimedMessage, 'scheduler' | 'timer' | 'defaultLifetimeMs'>(
      this,
      { scheduler: false, timer: false, defaultLifetimeMs: false },
      { autoBind: true },
    );
  }

  show(message: DisplayMessage, lifetimeMs = this.defaultLifetimeMs): void {
    this.cancelTimer();
    this.message = message;
    if (lifetimeMs !== null) this.timer = this.scheduler.setTimeout(() => this.clear(), lifetimeMs);
  }

  clear(): void {
    this.cancelTimer();
    this.message = null;
  }

  private cancelTimer(): void {
    if (this.timer) this.scheduler.clear(this.timer);
    this.timer = null;
  }
}
