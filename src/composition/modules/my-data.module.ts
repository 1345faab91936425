/**
 * 'I miei dati' (docs/behaviour.md, "My data"): the ExportMyData use-case (a singleton) and the dialog's store (one per
 * dashboard, the phone's drawer or the desktop's header). Bound by the dashboards' module (dashboard.module.ts): the
 * dialog opens only from a dashboard, so this code travels with the dashboards' bindings. The administrators' 'Esporta
 * dati' makes its own ExportMyData (admin.module.ts), so that either module may be loaded alone.
 */
import type { ContainerModuleLoadOptions } from 'inversify';
import { ExportMyData } from '../../core/use-cases/my-data';
import { MyDataStore } from '../../ui/dashboard/my-data.store';
import { StoreToken } from '../../ui/app/app.tokens';
import { DashboardToken } from '../../ui/dashboard/dashboard.tokens';
import { PortToken, UseCaseToken, type Token } from '../tokens';

/** This area's use-case (beside its bindings, so that they stay one file; the store's token is the UI's). */
export const MyDataUseCaseToken = {
  ExportMyData: Symbol('ExportMyData') as Token<ExportMyData>,
} as const;

type Resolve = { get: <T>(token: Token<T>) => T };

/** ExportMyData over the app's API client, its files dated by the user's calendar. */
export function newExportMyData({ get }: Resolve): ExportMyData {
  const calendar = get(UseCaseToken.CalendarToday);
  return new ExportMyData(get(UseCaseToken.ApiClient), () => calendar.today());
}

export function bindMyData(bind: ContainerModuleLoadOptions['bind']): void {
  bind(MyDataUseCaseToken.ExportMyData).toDynamicValue(newExportMyData).inSingletonScope();
  bind(DashboardToken.MyDataStore)
    .toDynamicValue(({ get }: Resolve) => {
      const session = get(StoreToken.Session);
      return new MyDataStore(get(MyDataUseCaseToken.ExportMyData), get(PortToken.FileDownload), () => session.user?.username ?? '');
    })
    .inTransientScope();
}
