/** 'Statistiche Sistema' (spec §2): the four figures and 'Attività Recenti'; a failed load shows §8's text. */
import { makeAutoObservable, runInAction } from 'mobx';
import type { AdminStats } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { LoadAdminStats } from '../../../core/use-cases/admin';

export const STATS_LOAD_ERROR: DisplayMessage = { key: 'admin.stats.loadError' };

export class StatsStore {
  stats: AdminStats | null = null;
  isLoading = false;
  error: DisplayMessage | null = null;

  constructor(private readonly loadStats: LoadAdminStats) {
    makeAutoObservable<StatsStore, 'loadStats'>(this, { loadStats: false }, { autoBind: true });
  }

  get recentActivities(): AdminStats['recent_activities'] {
    return this.stats?.recent_activities ?? [];
  }

  /** Loads when the tab mounts. */
  start(): () => void {
    void this.load();
    return () => undefined;
  }

  async load(): Promise<void> {
    this.isLoading = true;
    this.error = null;
    try {
      const stats = await this.loadStats.execute();
      runInAction(() => {
        this.stats = stats;
      });
    } catch {
      runInAction(() => {
        this.error = STATS_LOAD_ERROR;
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }
}
