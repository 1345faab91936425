/**
 * The employee's screens: their use-cases (status, check-in/out, nearby and authorised places, recent punches,
 * history, the own password change; singletons) and their stores (the dashboards and the history screens, one per
 * visit, in a mobile and a desktop variant each; 'Cambia password' and 'Orario di oggi', one per dashboard) and, from
 * totp.module.ts, the administrators' 'Verifica in due passaggi'. PositionService is app-wide (employeeModule); the session is
 * sessionModule's.
 * Each dashboard store gets its own PositionTracking (the live position lives and ends with the screen).
 * NOT loaded by createContainer: the 'dashboard' area (../areas.ts), a chunk of its own that the injector installs
 * when the chunk of a dashboard variant or of the history page first loads (ui/app/lazy-chunk.tsx; the dashboard's at
 * start-up, beside its variant's), so the first load of /login carries none of it.
 */
import type { ChunkBindings } from '../install-bindings';
import { ChangePassword } from '../../core/use-cases/auth';
import { LoadHistory, RecentEntries } from '../../core/use-cases/history';
import { LoadTodaySchedule } from '../../core/use-cases/hours/load-today-schedule.use-case';
import { LoadAuthorizedLocations, LoadNearbyLocations, PositionTracking } from '../../core/use-cases/position';
import { OfflinePunchQueue, OfflineRefusals } from '../../core/use-cases/offline';
import { CheckIn, CheckOut, LoadStatus, PunchFlow, StatusAutoRefresh } from '../../core/use-cases/punch';
import { ChangePasswordStore } from '../../ui/dashboard/change-password.store';
import { DashboardStore, type DashboardMode } from '../../ui/dashboard/dashboard.store';
import { HistoryStore } from '../../ui/history/history.store';
import { StoreToken } from '../../ui/app/app.tokens';
import { DashboardToken } from '../../ui/dashboard/dashboard.tokens';
import { TodayScheduleStore } from '../../ui/dashboard/today-schedule.store';
import { PortToken, UseCaseToken, type Token } from '../tokens';
import { bindMyData } from './my-data.module';
import { bindMyReminders } from './reminders.module';
import { bindTotp } from './totp.module';

export const dashboardModule: ChunkBindings = ({ bind }) => {
  bind(UseCaseToken.LoadNearbyLocations)
    .toDynamicValue(({ get }) => new LoadNearbyLocations(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(UseCaseToken.LoadAuthorizedLocations)
    .toDynamicValue(({ get }) => new LoadAuthorizedLocations(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(UseCaseToken.LoadStatus)
    .toDynamicValue(({ get }) => new LoadStatus(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  // One queue for the app: it listens to the network from the first dashboard on, and sends one punch at a time.
  bind(UseCaseToken.OfflinePunchQueue)
    .toDynamicValue(
      ({ get }) =>
        new OfflinePunchQueue(
          get(PortToken.OfflinePunchStore),
          get(UseCaseToken.ApiClient),
          get(UseCaseToken.DeviceIdentity),
          get(UseCaseToken.AuthTokens),
          get(PortToken.Clock),
          get(PortToken.NetworkStatus),
          get(PortToken.Logger),
        ),
    )
    .inSingletonScope();
  bind(UseCaseToken.OfflineRefusals)
    .toDynamicValue(({ get }) => new OfflineRefusals(get(UseCaseToken.ApiClient), get(PortToken.KeyValueStorage)))
    .inSingletonScope();
  bind(UseCaseToken.PunchFlow)
    .toDynamicValue(
      ({ get }) =>
        new PunchFlow(get(UseCaseToken.DeviceProofs), get(UseCaseToken.DeviceIdentity), get(UseCaseToken.PositionService), get(PortToken.Logger), {
          queue: get(UseCaseToken.OfflinePunchQueue),
          network: get(PortToken.NetworkStatus),
          clock: get(PortToken.Clock),
        }),
    )
    .inSingletonScope();
  bind(UseCaseToken.CheckIn)
    .toDynamicValue(
      ({ get }) =>
        new CheckIn(
          get(UseCaseToken.ApiClient),
          get(UseCaseToken.PunchFlow),
          get(UseCaseToken.PositionService),
          get(UseCaseToken.LoadAuthorizedLocations),
          get(PortToken.Vibration),
          get(PortToken.Logger),
        ),
    )
    .inSingletonScope();
  bind(UseCaseToken.CheckOut)
    .toDynamicValue(
      ({ get }) => new CheckOut(get(UseCaseToken.ApiClient), get(UseCaseToken.PunchFlow), get(PortToken.Vibration), get(PortToken.Logger)),
    )
    .inSingletonScope();
  bind(UseCaseToken.StatusAutoRefresh)
    .toDynamicValue(
      ({ get }) =>
        new StatusAutoRefresh(get(PortToken.Scheduler), get(PortToken.AppLifecycle), get(UseCaseToken.PositionService), get(PortToken.Logger)),
    )
    .inTransientScope();
  bind(UseCaseToken.RecentEntries)
    .toDynamicValue(({ get }) => new RecentEntries(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(UseCaseToken.LoadHistory)
    .toDynamicValue(({ get }) => new LoadHistory(get(UseCaseToken.ApiClient), get(UseCaseToken.CalendarToday)))
    .inSingletonScope();

  const dashboard = (mode: DashboardMode) => ({ get }: { get: <T>(t: Token<T>) => T }) =>
    new DashboardStore(
      {
        session: get(StoreToken.Session),
        positions: get(UseCaseToken.PositionService),
        tracking: new PositionTracking(
          get(PortToken.Geolocation),
          get(PortToken.AppLifecycle),
          get(UseCaseToken.PositionService),
          get(PortToken.Clock),
          get(PortToken.Scheduler),
        ),
        loadStatus: get(UseCaseToken.LoadStatus),
        loadNearby: get(UseCaseToken.LoadNearbyLocations),
        recentEntries: get(UseCaseToken.RecentEntries),
        autoRefresh: get(UseCaseToken.StatusAutoRefresh),
        checkIn: get(UseCaseToken.CheckIn),
        checkOut: get(UseCaseToken.CheckOut),
        offlineQueue: get(UseCaseToken.OfflinePunchQueue),
        offlineRefusals: get(UseCaseToken.OfflineRefusals),
        scheduler: get(PortToken.Scheduler),
        clock: get(PortToken.Clock),
        logger: get(PortToken.Logger),
      },
      mode,
    );
  const history = (layout: DashboardMode) => ({ get }: { get: <T>(t: Token<T>) => T }) => {
    const calendar = get(UseCaseToken.CalendarToday);
    return new HistoryStore({ loadHistory: get(UseCaseToken.LoadHistory), today: () => calendar.today(), logger: get(PortToken.Logger) }, layout);
  };

  bind(DashboardToken.MobileDashboardStore).toDynamicValue(dashboard('mobile')).inTransientScope();
  bind(DashboardToken.DesktopDashboardStore).toDynamicValue(dashboard('desktop')).inTransientScope();
  bind(DashboardToken.MobileHistoryStore).toDynamicValue(history('mobile')).inTransientScope();
  bind(DashboardToken.DesktopHistoryStore).toDynamicValue(history('desktop')).inTransientScope();

  bind(UseCaseToken.ChangePassword)
    .toDynamicValue(({ get }) => new ChangePassword(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(DashboardToken.ChangePasswordStore)
    .toDynamicValue(({ get }) => new ChangePasswordStore(get(UseCaseToken.ChangePassword)))
    .inTransientScope();
  bind(UseCaseToken.LoadTodaySchedule)
    .toDynamicValue(({ get }) => new LoadTodaySchedule(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(DashboardToken.TodayScheduleStore)
    .toDynamicValue(
      ({ get }) =>
        new TodayScheduleStore({
          loadTodaySchedule: get(UseCaseToken.LoadTodaySchedule),
          lifecycle: get(PortToken.AppLifecycle),
          logger: get(PortToken.Logger),
        }),
    )
    .inTransientScope();
  bindTotp(bind);
  bindMyData(bind);
  bindMyReminders(bind);
};
