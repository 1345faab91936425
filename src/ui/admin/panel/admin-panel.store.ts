/**
 * 'Pannello Amministratore' / 'Pannello Responsabile' (docs/behaviour.md, "Admin panel", "Managers"): who may see it,
 * when, and which tabs.
 * - An employee (neither administrator nor manager) gets 'denied' at once (the panel is never shown to them).
 * - An administrator or a manager sees a 1 s loading phase (ADMIN_PANEL_DELAY_MS, through the Scheduler) first.
 * - An administrator gets every tab; a manager who is no administrator only those about their people: 'Presenti ora',
 *   'Notifiche', 'Report Presenze', 'Richieste di correzione', 'Assenze' (the server scopes what each shows).
 * - Which tab is open: the chosen one, or the first of the role's tabs.
 */
import { makeAutoObservable } from 'mobx';
import { ADMIN_PANEL_DELAY_MS } from '../../../core/domain';
import type { Scheduler, TimerHandle } from '../../../core/ports';

export type AdminPanelTab =
  | 'stats'
  | 'presence'
  | 'notifications'
  | 'users'
  | 'locations'
  | 'attendance'
  | 'corrections'
  | 'absences'
  | 'schedules'
  | 'monthClose'
  | 'reminders';
export type AdminPanelPhase = 'denied' | 'loading' | 'ready';
/** Whose panel it is: an administrator's, or a manager's (who is no administrator). */
export type AdminPanelRole = 'admin' | 'manager';

const ADMIN_TABS: readonly AdminPanelTab[] = [
  'stats',
  'presence',
  'users',
  'locations',
  'attendance',
  'corrections',
  'absences',
  'schedules',
  'monthClose',
  'reminders',
];
const MANAGER_TABS: readonly AdminPanelTab[] = ['presence', 'notifications', 'attendance', 'corrections', 'absences'];

/** What the panel needs of the session: whether the signed-in user is an administrator or a manager, and who they are. */
export interface AdminAccess {
  readonly isAdmin: boolean;
  readonly isManager: boolean;
  readonly user?: { readonly id: number } | null;
}

export class AdminPanelStore {
  delayElapsed = false;
  private chosenTab: AdminPanelTab | null = null;
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
    if (!this.role) return 'denied';
    return this.delayElapsed ? 'ready' : 'loading';
  }

  /** 'admin' for an administrator (a manager too or not), 'manager' for a manager only, null for an employee. */
  get role(): AdminPanelRole | null {
    if (this.access.isAdmin) return 'admin';
    return this.access.isManager ? 'manager' : null;
  }

  /** The tabs of the role, in order (none for an employee). */
  get tabs(): readonly AdminPanelTab[] {
    if (this.role === 'admin') return ADMIN_TABS;
    return this.role === 'manager' ? MANAGER_TABS : [];
  }

  /** The open tab: the one chosen if the role has it, else the role's first ('Statistiche' / 'Presenti ora'). */
  get activeTab(): AdminPanelTab {
    return this.chosenTab && this.tabs.includes(this.chosenTab) ? this.chosenTab : (this.tabs[0] ?? 'stats');
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
    this.chosenTab = tab;
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
