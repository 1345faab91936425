/**
 * The employee's work: position, nearby and authorised places, status, check-in/out and history use-cases.
 * PositionService is a singleton because it remembers the last fix for the whole app.
 */
import { ContainerModule } from 'inversify';
import { LoadHistory, RecentEntries } from '../../core/use-cases/history';
import { LoadAuthorizedLocations, LoadNearbyLocations, PositionService } from '../../core/use-cases/position';
import { CheckIn, CheckOut, LoadStatus, StatusAutoRefresh } from '../../core/use-cases/punch';
import { PortToken, UseCaseToken } from '../tokens';

export const employeeModule = new ContainerModule(({ bind }) => {
  bind(UseCaseToken.PositionService)
    .toDynamicValue(({ get }) => new PositionService(get(PortToken.Geolocation), get(PortToken.Clock), get(PortToken.Scheduler)))
    .inSingletonScope();
  bind(UseCaseToken.LoadNearbyLocations)
    .toDynamicValue(({ get }) => new LoadNearbyLocations(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(UseCaseToken.LoadAuthorizedLocations)
    .toDynamicValue(({ get }) => new LoadAuthorizedLocations(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(UseCaseToken.LoadStatus)
    .toDynamicValue(({ get }) => new LoadStatus(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(UseCaseToken.CheckIn)
    .toDynamicValue(
      ({ get }) =>
        new CheckIn(
          get(UseCaseToken.ApiClient),
          get(UseCaseToken.DeviceIdentity),
          get(UseCaseToken.PositionService),
          get(PortToken.Scheduler),
          get(PortToken.Vibration),
          get(PortToken.Logger),
        ),
    )
    .inSingletonScope();
  bind(UseCaseToken.CheckOut)
    .toDynamicValue(
      ({ get }) =>
        new CheckOut(
          get(UseCaseToken.ApiClient),
          get(UseCaseToken.DeviceIdentity),
          get(UseCaseToken.PositionService),
          get(PortToken.Scheduler),
          get(PortToken.Vibration),
          get(PortToken.Logger),
        ),
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
    .toDynamicValue(({ get }) => new LoadHistory(get(UseCaseToken.ApiClient), get(PortToken.Clock), get(PortToken.FingerprintSources)))
    .inSingletonScope();
});
