/**
 * Administrators' own verification code (docs/behaviour.md, "Administrators' verification code"): the ManageTotp
 * use-case (a singleton) and the 'Verifica in due passaggi' dialog's store (one per dashboard that offers it, the
 * phone's drawer or the desktop's header). Bound by the dashboards' module (dashboard.module.ts), not by
 * createContainer: the dialog opens only from a dashboard (the phone's drawer loads after its dashboard), so this
 * code travels with the dashboards' bindings and the first load of /login, close to its limit (docs/performance.md),
 * carries none of it.
 */
import type { ContainerModuleLoadOptions } from 'inversify';
import { ManageTotp } from '../../core/use-cases/auth/totp.use-case';
import { TotpStore } from '../../ui/dashboard/totp.store';
import { DashboardToken } from '../../ui/dashboard/dashboard.tokens';
import { UseCaseToken, type Token } from '../tokens';

/** This area's use-case (beside its bindings, so that they stay one file; the store's token is the UI's). */
export const TotpUseCaseToken = {
  ManageTotp: Symbol('ManageTotp') as Token<ManageTotp>,
} as const;

export function bindTotp(bind: ContainerModuleLoadOptions['bind']): void {
  bind(TotpUseCaseToken.ManageTotp)
    .toDynamicValue(({ get }) => new ManageTotp(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(DashboardToken.TotpStore)
    .toDynamicValue(({ get }) => new TotpStore(get(TotpUseCaseToken.ManageTotp)))
    .inTransientScope();
}
