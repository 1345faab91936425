/**
 * 'Le mie ore' (docs/behaviour.md, "My hours"): its use-cases (singletons) and its store (one per visit).
 * NOT loaded by createContainer: the 'hours' area (../areas.ts), installed when the page's chunk first loads, so this
 * code, its use-cases' tokens too, is a chunk of its own and the first load carries none of it.
 */
import type { ChunkBindings } from '../install-bindings';
import { LoadMyHours, MyCorrectionRequests, RequestCorrection } from '../../core/use-cases/hours';
import { MyHoursStore } from '../../ui/hours/my-hours.store';
import { HoursToken } from '../../ui/hours/hours.tokens';
import { PortToken, UseCaseToken, type Token } from '../tokens';

/** This area's use-cases (the store's token is the UI's: ui/hours/hours.tokens.ts). */
export const HoursUseCaseToken = {
  LoadMyHours: Symbol('LoadMyHours') as Token<LoadMyHours>,
  MyCorrectionRequests: Symbol('MyCorrectionRequests') as Token<MyCorrectionRequests>,
  RequestCorrection: Symbol('RequestCorrection') as Token<RequestCorrection>,
} as const;

export const hoursModule: ChunkBindings = ({ bind }) => {
  bind(HoursUseCaseToken.LoadMyHours)
    .toDynamicValue(({ get }) => new LoadMyHours(get(UseCaseToken.ApiClient), get(UseCaseToken.CalendarToday)))
    .inSingletonScope();
  bind(HoursUseCaseToken.MyCorrectionRequests)
    .toDynamicValue(({ get }) => new MyCorrectionRequests(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(HoursUseCaseToken.RequestCorrection)
    .toDynamicValue(({ get }) => new RequestCorrection(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(HoursToken.MyHoursStore)
    .toDynamicValue(
      ({ get }) =>
        new MyHoursStore({
          loadMyHours: get(HoursUseCaseToken.LoadMyHours),
          myRequests: get(HoursUseCaseToken.MyCorrectionRequests),
          requestCorrection: get(HoursUseCaseToken.RequestCorrection),
          logger: get(PortToken.Logger),
        }),
    )
    .inTransientScope();
};
