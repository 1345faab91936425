/**
 * The employee's screen stores: the dashboards and the history screens, one per visit (transient), in a
 * mobile and a desktop variant each. Their use-cases are bound by employeeModule; the session by sessionModule.
 * Register with `container.load(dashboardModule)` next to the other modules.
 */
import { ContainerModule } from 'inversify';
import { CalendarToday } from '../core/use-cases/shared';
import { DashboardStore, type DashboardMode } from '../ui/dashboard/dashboard.store';
import { HistoryStore } from '../ui/history/history.store';
import { PortToken, StoreToken, UseCaseToken, type Token } from './tokens';

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

export const DashboardToken = {
  MobileDashboardStore: token<DashboardStore>('MobileDashboardStore'),
  DesktopDashboardStore: token<DashboardStore>('DesktopDashboardStore'),
  MobileHistoryStore: token<HistoryStore>('MobileHistoryStore'),
  DesktopHistoryStore: token<HistoryStore>('DesktopHistoryStore'),
} as const;

export const dashboardModule = new ContainerModule(({ bind }) => {
  const dashboard = (mode: DashboardMode) => ({ get }: { get: <T>(t: Token<T>) => T }) =>
    new DashboardStore(
      {
        session: get(StoreToken.Session),
        positions: get(UseCaseToken.PositionService),
        loadStatus: get(UseCaseToken.LoadStatus),
        loadNearby: get(UseCaseToken.LoadNearbyLocations),
        recentEntries: get(UseCaseToken.RecentEntries),
        autoRefresh: get(UseCaseToken.StatusAutoRefresh),
        checkIn: get(UseCaseToken.CheckIn),
        checkOut: get(UseCaseToken.CheckOut),
        scheduler: get(PortToken.Scheduler),
        logger: get(PortToken.Logger),
      },
      mode,
    );
  const history = (layout: DashboardMode) => ({ get }: { get: <T>(t: Token<T>) => T }) => {
    const calendar = new CalendarToday(get(PortToken.Clock), get(PortToken.FingerprintSources));
    return new HistoryStore({ loadHistory: get(UseCaseToken.LoadHistory), today: () => calendar.today(), logger: get(PortToken.Logger) }, layout);
  };

  bind(DashboardToken.MobileDashboardStore).toDynamicValue(dashboard('mobile')).inTransientScope();
  bind(DashboardToken.DesktopDashboardStore).toDynamicValue(dashboard('desktop')).inTransientScope();
  bind(DashboardToken.MobileHistoryStore).toDynamicValue(history('mobile')).inTransientScope();
  bind(DashboardToken.DesktopHistoryStore).toDynamicValue(history('desktop')).inTransientScope();
});
