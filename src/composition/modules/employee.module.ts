/**
 * The employee's position, app-wide: PositionService is a singleton because it remembers the last fix for the whole
 * app, and the session asks for a position as soon as someone signs in. The screens' own use-cases (status,
 * check-in/out, places, history) are bound by dashboard.module.ts, which their lazy screens load.
 */
import { ContainerModule } from 'inversify';
import { PositionService } from '../../core/use-cases/position';
import { PortToken, UseCaseToken } from '../tokens';

export const employeeModule = new ContainerModule(({ bind }) => {
  bind(UseCaseToken.PositionService)
    .toDynamicValue(({ get }) => new PositionService(get(PortToken.Geolocation), get(PortToken.Clock), get(PortToken.Scheduler)))
    .inSingletonScope();
});
