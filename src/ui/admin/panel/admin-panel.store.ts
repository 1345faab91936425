/**
 * 'Pannello Amministratore' (docs/behaviour.md, "Admin panel"): who may see it and when.
 * - A non-administrator gets 'denied' at once (the panel is never shown to them).
 * - An administrator sees a 1 s loading phase (ADMIN_PANEL_DELAY_MS, through the Scheduler) before the panel.
 * - Which tab is open.
 */
import { makeAutoObservable } from 'mobx';
import { ADMIN_PANEL_DELAY_MS } from '../../../core/domain';
import type { Scheduler, TimerHandle } from '../../../core/ports';

export type AdminPanelTab = 'stats' | 'users' | 'locations' | 'attendance' | 'corrections' | 'absences' | 'schedules' | 'monthClose';
export type AdminPanelPhase = 'denied' | 'loading' | 'ready';

/** What the panel needs of the session: whether the signed-in user is an administrator, and who they are. */
export interface AdminAccess {
  readonly isAdmin: boolean;
  readonly user?: { readonly id: number } | null;
}

export class AdminPanelStore {
  delayElapsed = false;
  activeTab: AdminPanelTab = 'stats';
  private timer: TimerHandle | null = null;

  constructor(
    private readonly access: AdminAccess,
    private readonly scheduler: Scheduler,
  ) {
    makeAutoObservable<AdminPanelStore, 'access' | 'scheduler' | 'timer'>(
      this,
      { access: false, scheduler: false, timer: false },
      { autoBind: true },
    );
  }

  get phase(): AdminPanelPhase {
    if (!this.access.isAdmin) return 'denied';
    return this.delayElapsed ? 'ready' : 'loading';
  }

  /** Starts the initial delay when the page mounts; the returned function cancels it on unmount. */
  start(): () => void {
    if (!this.timer && !this.delayElapsed) {
      this.timer = this.scheduler.setTimeout(() => this.finishDelay(), ADMIN_PANEL_DELAY_MS);
    }
    return this.dispose;
  }

  /** The signed-in administrator's id ('Modifica Utente' of their own account offers no password field). */
  get ownUserId(): number | null {
    return this.access.user?.id ?? null;
  }

  selectTab(tab: AdminPanelTab): void {
    this.activeTab = tab;
  }

  dispose(): void {
    if (this.timer) this.scheduler.clear(this.timer);
    this.timer = null;
  }

  private finishDelay(): void {
    this.timer = null;
    this.delayElapsed = true;
  }
}
