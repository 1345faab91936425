/**
 * Administrators' own verification code (docs/behaviour.md, "Administrators' verification code"): the ManageTotp
 * use-case (a singleton) and the 'Verifica in due passaggi' dialog's store (one per dashboard that offers it, the
 * phone's drawer or the desktop's header). Loaded by createContainer: the stores' opener lives in the dashboards and
 * the drawer, which have no module of their own to carry it; it is small, and its texts travel with the dashboard.
 */
import { ContainerModule } from 'inversify';
import { ManageTotp } from '../../core/use-cases/auth/totp.use-case';
import { TotpStore } from '../../ui/dashboard/totp.store';
import { UseCaseToken, type Token } from '../tokens';

/** This module's tokens (beside its bindings, so that the module stays one file). */
export const TotpToken = {
  ManageTotp: Symbol('ManageTotp') as Token<ManageTotp>,
  /** Transient: one per dashboard mount. */
  TotpStore: Symbol('TotpStore') as Token<TotpStore>,
} as const;

export const totpModule = new ContainerModule(({ bind }) => {
  bind(TotpToken.ManageTotp)
    .toDynamicValue(({ get }) => new ManageTotp(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(TotpToken.TotpStore)
    .toDynamicValue(({ get }) => new TotpStore(get(TotpToken.ManageTotp)))
    .inTransientScope();
});
