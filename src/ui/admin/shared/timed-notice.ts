import { makeAutoObservable } from 'mobx';
import type { DisplayMessage } from '../../../core/domain';
import type { Scheduler, TimerHandle } from '../../../core/ports';

/**
 * A success message of an admin list that hides itself after `lifetimeMs` (spec §8: location messages 3 s).
 * A newer message replaces the older one and restarts the countdown.
 */
export class TimedNotice {
  message: DisplayMessage | null = null;
  private timer: TimerHandle | null = null;

  constructor(
    private readonly scheduler: Scheduler,
    private readonly lifetimeMs: number,
  ) {
    makeAutoObservable<TimedNotice, 'scheduler' | 'timer' | 'lifetimeMs'>(
      this,
      { scheduler: false, timer: false, lifetimeMs: false },
      { autoBind: true },
    );
  }

  show(message: DisplayMessage): void {
    this.cancel();
    this.message = message;
    this.timer = this.scheduler.setTimeout(() => this.clear(), this.lifetimeMs);
  }

  clear(): void {
    this.cancel();
    this.message = null;
  }

  private cancel(): void {
    if (this.timer) this.scheduler.clear(this.timer);
    this.timer = null;
  }
}
