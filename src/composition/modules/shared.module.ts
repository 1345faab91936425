/** Helpers of the core that several screens use: today's date (singleton) and the list refresher (one per list). */
import { ContainerModule } from 'inversify';
import { CalendarToday, ListRefresher } from '../../core/use-cases/shared';
import { PortToken, UseCaseToken } from '../tokens';

export const sharedModule = new ContainerModule(({ bind }) => {
  bind(UseCaseToken.CalendarToday)
    .toDynamicValue(({ get }) => new CalendarToday(get(PortToken.Clock), get(PortToken.DeviceEnvironment)))
    .inSingletonScope();
  bind(UseCaseToken.ListRefresher)
    .toDynamicValue(({ get }) => new ListRefresher(get(PortToken.Scheduler), get(PortToken.Logger)))
    .inTransientScope();
});
