/**
 * 'Assenze' of the admin panel (docs/behaviour.md, "Absences in the admin panel"): its use-cases and its screen store,
 * part of the 'admin' area (admin.module.ts installs them with the rest).
 */
import type { ChunkBindings } from '../install-bindings';
import {
  EnterAbsence,
  LoadAbsenceCalendar,
  ManageAbsenceTypes,
  ManageBalances,
  ReviewAbsenceRequests,
  type LoadAdminUserOptions,
  type ManageGroups,
} from '../../core/use-cases/admin';
import { AbsencesStore } from '../../ui/admin/absences/absences.store';
import { AdminToken } from '../../ui/admin/admin.tokens';
import { PortToken, UseCaseToken, type Token } from '../tokens';

export const AdminAbsencesUseCaseToken = {
  ReviewAbsenceRequests: Symbol('ReviewAbsenceRequests') as Token<ReviewAbsenceRequests>,
  EnterAbsence: Symbol('EnterAbsence') as Token<EnterAbsence>,
  ManageAbsenceTypes: Symbol('ManageAbsenceTypes') as Token<ManageAbsenceTypes>,
  LoadAbsenceCalendar: Symbol('LoadAbsenceCalendar') as Token<LoadAbsenceCalendar>,
  ManageBalances: Symbol('ManageBalances') as Token<ManageBalances>,
} as const;

/** The admin area's tokens the tab shares: the groups (the group selects) and the users (the employee selects). */
export interface AdminAbsencesShared {
  groups: Token<ManageGroups>;
  users: Token<LoadAdminUserOptions>;
}

export function adminAbsencesBindings({ bind }: Parameters<ChunkBindings>[0], shared: AdminAbsencesShared): void {
  const Use = AdminAbsencesUseCaseToken;
  bind(Use.ReviewAbsenceRequests).toDynamicValue(({ get }) => new ReviewAbsenceRequests(get(UseCaseToken.ApiClient))).inSingletonScope();
  bind(Use.EnterAbsence).toDynamicValue(({ get }) => new EnterAbsence(get(UseCaseToken.ApiClient))).inSingletonScope();
  bind(Use.ManageAbsenceTypes).toDynamicValue(({ get }) => new ManageAbsenceTypes(get(UseCaseToken.ApiClient))).inSingletonScope();
  bind(Use.LoadAbsenceCalendar)
    .toDynamicValue(({ get }) => new LoadAbsenceCalendar(get(UseCaseToken.ApiClient), get(UseCaseToken.CalendarToday)))
    .inSingletonScope();
  bind(Use.ManageBalances).toDynamicValue(({ get }) => new ManageBalances(get(UseCaseToken.ApiClient))).inSingletonScope();

  // One for the tab and its label's badge, like the correction requests'; each visit restarts it.
  bind(AdminToken.AbsencesStore)
    .toDynamicValue(
      ({ get }) =>
        new AbsencesStore({
          review: get(Use.ReviewAbsenceRequests),
          enter: get(Use.EnterAbsence),
          types: get(Use.ManageAbsenceTypes),
          calendar: get(Use.LoadAbsenceCalendar),
          balances: get(Use.ManageBalances),
          groups: get(shared.groups),
          users: get(shared.users),
          calendarToday: get(UseCaseToken.CalendarToday),
          refresher: get(UseCaseToken.ListRefresher),
          scheduler: get(PortToken.Scheduler),
        }),
    )
    .inSingletonScope();
}
