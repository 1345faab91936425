/**
 * 'Le mie ore' (docs/behaviour.md, "My hours"): its use-cases (singletons) and its store (one per visit).
 * NOT loaded by createContainer: the page declares it as its chunk's bindings (ui/hours/my-hours.page.tsx), so this
 * code travels with the page's chunk, its tokens too (as totp.module.ts's: the first load carries none of them).
 */
import type { ChunkBindings } from '../install-bindings';
import { LoadMyHours, MyCorrectionRequests, RequestCorrection } from '../../core/use-cases/hours';
import { MyHoursStore } from '../../ui/hours/my-hours.store';
import { PortToken, UseCaseToken, type Token } from '../tokens';

export const HoursToken = {
  LoadMyHours: Symbol('LoadMyHours') as Token<LoadMyHours>,
  MyCorrectionRequests: Symbol('MyCorrectionRequests') as Token<MyCorrectionRequests>,
  RequestCorrection: Symbol('RequestCorrection') as Token<RequestCorrection>,
  /** Transient: one per visit of 'Le mie ore'. */
  MyHoursStore: Symbol('MyHoursStore') as Token<MyHoursStore>,
} as const;

export const hoursModule: ChunkBindings = ({ bind }) => {
  bind(HoursToken.LoadMyHours)
    .toDynamicValue(({ get }) => new LoadMyHours(get(UseCaseToken.ApiClient), get(PortToken.Clock), get(PortToken.FingerprintSources)))
    .inSingletonScope();
  bind(HoursToken.MyCorrectionRequests)
    .toDynamicValue(({ get }) => new MyCorrectionRequests(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(HoursToken.RequestCorrection)
    .toDynamicValue(({ get }) => new RequestCorrection(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(HoursToken.MyHoursStore)
    .toDynamicValue(
      ({ get }) =>
        new MyHoursStore({
          loadMyHours: get(HoursToken.LoadMyHours),
          myRequests: get(HoursToken.MyCorrectionRequests),
          requestCorrection: get(HoursToken.RequestCorrection),
          logger: get(PortToken.Logger),
        }),
    )
    .inTransientScope();
};
