/**
 * 'Le mie assenze' (docs/behaviour.md, "My absences"): its use-cases (singletons) and its store (one per visit).
 * NOT loaded by createContainer: the 'absences' area (../areas.ts), installed when the page's chunk first loads, so
 * this code, its use-cases' tokens too, is a chunk of its own and the first load carries none of it.
 */
import type { ChunkBindings } from '../install-bindings';
import { CancelAbsenceRequest, LoadMyAbsences, LoadMyBalances, RequestAbsence } from '../../core/use-cases/absences';
import { MyAbsencesStore } from '../../ui/absences/my-absences.store';
import { AbsencesToken } from '../../ui/absences/absences.tokens';
import { PortToken, UseCaseToken, type Token } from '../tokens';

/** This area's use-cases (the store's token is the UI's: ui/absences/absences.tokens.ts). */
export const AbsencesUseCaseToken = {
  LoadMyAbsences: Symbol('LoadMyAbsences') as Token<LoadMyAbsences>,
  LoadMyBalances: Symbol('LoadMyBalances') as Token<LoadMyBalances>,
  RequestAbsence: Symbol('RequestAbsence') as Token<RequestAbsence>,
  CancelAbsenceRequest: Symbol('CancelAbsenceRequest') as Token<CancelAbsenceRequest>,
} as const;

export const absencesModule: ChunkBindings = ({ bind }) => {
  bind(AbsencesUseCaseToken.LoadMyAbsences)
    .toDynamicValue(({ get }) => new LoadMyAbsences(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(AbsencesUseCaseToken.LoadMyBalances)
    .toDynamicValue(({ get }) => new LoadMyBalances(get(UseCaseToken.ApiClient), get(UseCaseToken.CalendarToday)))
    .inSingletonScope();
  bind(AbsencesUseCaseToken.RequestAbsence)
    .toDynamicValue(({ get }) => new RequestAbsence(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(AbsencesUseCaseToken.CancelAbsenceRequest)
    .toDynamicValue(({ get }) => new CancelAbsenceRequest(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(AbsencesToken.MyAbsencesStore)
    .toDynamicValue(
      ({ get }) =>
        new MyAbsencesStore({
          loadAbsences: get(AbsencesUseCaseToken.LoadMyAbsences),
          loadBalances: get(AbsencesUseCaseToken.LoadMyBalances),
          requestAbsence: get(AbsencesUseCaseToken.RequestAbsence),
          cancelRequest: get(AbsencesUseCaseToken.CancelAbsenceRequest),
          calendar: get(UseCaseToken.CalendarToday),
          logger: get(PortToken.Logger),
        }),
    )
    .inTransientScope();
};
