/**
 * 'Chiusura mese' of the admin panel (docs/behaviour.md, "Closing the month in the admin panel"): its use-cases and its
 * screen store, part of the 'admin' area (admin.module.ts installs them with the rest).
 */
import type { ChunkBindings } from '../install-bindings';
import { CloseMonth, ExportPayroll, ManageGroups, ManagePayrollCodes } from '../../core/use-cases/admin';
import { MonthCloseStore } from '../../ui/admin/month-close/month-close.store';
import { AdminToken } from '../../ui/admin/admin.tokens';
import { PortToken, UseCaseToken, type Token } from '../tokens';

export const MonthCloseUseCaseToken = {
  CloseMonth: Symbol('CloseMonth') as Token<CloseMonth>,
  ExportPayroll: Symbol('ExportPayroll') as Token<ExportPayroll>,
  ManagePayrollCodes: Symbol('ManagePayrollCodes') as Token<ManagePayrollCodes>,
} as const;

/** `groups`: the admin area's ManageGroups token (the 'Gruppo' select's choices). */
export function monthCloseBindings({ bind }: Parameters<ChunkBindings>[0], groups: Token<ManageGroups>): void {
  bind(MonthCloseUseCaseToken.CloseMonth).toDynamicValue(({ get }) => new CloseMonth(get(UseCaseToken.ApiClient))).inSingletonScope();
  bind(MonthCloseUseCaseToken.ExportPayroll).toDynamicValue(({ get }) => new ExportPayroll(get(UseCaseToken.ApiClient))).inSingletonScope();
  bind(MonthCloseUseCaseToken.ManagePayrollCodes).toDynamicValue(({ get }) => new ManagePayrollCodes(get(UseCaseToken.ApiClient))).inSingletonScope();
  bind(AdminToken.MonthCloseStore)
    .toDynamicValue(
      ({ get }) =>
        new MonthCloseStore({
          closeMonth: get(MonthCloseUseCaseToken.CloseMonth),
          exportPayroll: get(MonthCloseUseCaseToken.ExportPayroll),
          payrollCodes: get(MonthCloseUseCaseToken.ManagePayrollCodes),
          groups: get(groups),
          calendarToday: get(UseCaseToken.CalendarToday),
          fileDownload: get(PortToken.FileDownload),
          scheduler: get(PortToken.Scheduler),
        }),
    )
    .inTransientScope();
}
