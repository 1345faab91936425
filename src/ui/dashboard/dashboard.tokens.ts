/**
 * The employee's screens' stores, one per visit, bound by the 'dashboard' area (lazy-chunk.tsx): the dashboards,
 * the history screens (they load with the dashboards' bindings) and the dialogs the dashboards open. Only the lazy
 * chunks that use them import this file, so the first load of /login carries none of it.
 */
import type { HistoryStore } from '../history/history.store';
import { token } from '../shared/token';
import type { ChangePasswordStore } from './change-password.store';
import type { DashboardStore } from './dashboard.store';
import type { MyDataStore } from './my-data.store';
import type { TodayScheduleStore } from './today-schedule.store';
import type { TotpStore } from './totp.store';

export const DashboardToken = {
  MobileDashboardStore: token<DashboardStore>('MobileDashboardStore'),
  DesktopDashboardStore: token<DashboardStore>('DesktopDashboardStore'),
  MobileHistoryStore: token<HistoryStore>('MobileHistoryStore'),
  DesktopHistoryStore: token<HistoryStore>('DesktopHistoryStore'),
  /** 'Cambia password' of the profile (the phone's drawer, the desktop's header). */
  ChangePasswordStore: token<ChangePasswordStore>('ChangePasswordStore'),
  /** 'I miei dati' (docs/behaviour.md, "My data"): one per dashboard mount. */
  MyDataStore: token<MyDataStore>('MyDataStore'),
  /** 'Verifica in due passaggi' (docs/behaviour.md, "Administrators' verification code"): one per dashboard mount. */
  TotpStore: token<TotpStore>('TotpStore'),
  /** 'Orario di oggi' (docs/behaviour.md, "Employee dashboard"): one per dashboard mount. */
  TodayScheduleStore: token<TodayScheduleStore>('TodayScheduleStore'),
} as const;
