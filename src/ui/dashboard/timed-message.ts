import { makeAutoObservable } from 'mobx';
import type { DisplayMessage } from '../../core/domain';
import type { Scheduler, TimerHandle } from '../../core/ports';

/**
 * A message that clears itself after a lifetime (spec §9: success 4 s mobile / 5 s desktop, errors 6 s),
 * or stays until closed when shown without one. A newer message replaces the older and its timer.
 */
export class TimedMessage {
  message: DisplayMessage | null = null;
  private timer: TimerHandle | null = null;

  constructor(private readonly scheduler: Scheduler) {
    makeAutoObservable<TimedMessage, 'scheduler' | 'timer'>(this, { scheduler: false, timer: false }, { autoBind: true });
  }

  show(message: DisplayMessage, lifetimeMs: number | null): void {
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
