/**
 * 'Orario di oggi' under the phone's status card (docs/behaviour.md, "Employee dashboard"): today's plan, loaded when
 * the dashboard opens and again when the window regains focus (with the status reload: the day may have turned, or an
 * administrator set a 'Turno del giorno'). A failed load is only logged and leaves the card out: the plan is a
 * reminder, never in the way of punching.
 */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppLifecycle, Logger } from '../../core/ports';
import type { LoadTodaySchedule, TodayPlan } from '../../core/use-cases/hours/load-today-schedule.use-case';

export interface TodayScheduleStoreDeps {
  loadTodaySchedule: Pick<LoadTodaySchedule, 'execute'>;
  lifecycle: Pick<AppLifecycle, 'onFocus'>;
  logger: Logger;
}

export class TodayScheduleStore {
  /** Today's plan; null before it arrives, after a failure, or when none is in force. */
  plan: TodayPlan | null = null;

  private loading: Promise<void> | null = null;

  constructor(private readonly deps: TodayScheduleStoreDeps) {
    makeAutoObservable<this, 'deps' | 'loading'>(this, { deps: false, loading: false }, { autoBind: true });
  }

  /** When the dashboard mounts (useScreenStore); returns the unmount's cleanup. */
  start(): () => void {
    void this.load();
    return this.deps.lifecycle.onFocus(() => void this.load());
  }

  /** One load at a time: a focus during a load shares it. */
  load(): Promise<void> {
    this.loading ??= this.fetch().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  private async fetch(): Promise<void> {
    try {
      const plan = await this.deps.loadTodaySchedule.execute();
      runInAction(() => {
        this.plan = plan;
      });
    } catch (error) {
      this.deps.logger.warn('Today schedule load failed', error);
      runInAction(() => {
        this.plan = null;
      });
    }
  }
}
