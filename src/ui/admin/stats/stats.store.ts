/**
 * 'Statistiche Sistema' (docs/behaviour.md, "Admin panel"): the four figures and 'Attività Recenti'; a failed load
 * shows 'Errore nel caricamento delle statistiche'.
 */
import { makeAutoObservable } from 'mobx';
import type { AdminStats } from '../../../core/contract';
import type { DisplayMessage } from '../../../core/domain';
import type { LoadAdminStats } from '../../../core/use-cases/admin';
import { loadInto } from '../shared/load-into';

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
    this.error = null;
    await loadInto(this, () => this.loadStats.execute(), (stats) => (this.stats = stats), STATS_LOAD_ERROR);
  }
}
