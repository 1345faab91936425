/**
 * The privacy notice (docs/behaviour.md, "Privacy notice"): its use-case (a singleton) and its store (one per visit).
 * NOT loaded by createContainer: the 'privacy' area (../areas.ts), installed when the notice's page or the help guide
 * first loads, so this code and its use-case's token are a chunk of their own and the first load of /login carries
 * none of it.
 */
import type { ChunkBindings } from '../install-bindings';
import { LoadPrivacyNotice } from '../../core/use-cases/privacy';
import { PrivacyNoticeStore } from '../../ui/privacy/privacy-notice.store';
import { PrivacyToken } from '../../ui/privacy/privacy.tokens';
import { PortToken, UseCaseToken, type Token } from '../tokens';

/** This area's use-case (the store's token is the UI's: ui/privacy/privacy.tokens.ts). */
export const PrivacyUseCaseToken = {
  LoadPrivacyNotice: Symbol('LoadPrivacyNotice') as Token<LoadPrivacyNotice>,
} as const;

export const privacyModule: ChunkBindings = ({ bind }) => {
  bind(PrivacyUseCaseToken.LoadPrivacyNotice)
    .toDynamicValue(({ get }) => new LoadPrivacyNotice(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(PrivacyToken.PrivacyNoticeStore)
    .toDynamicValue(({ get }) => new PrivacyNoticeStore({ loadNotice: get(PrivacyUseCaseToken.LoadPrivacyNotice), logger: get(PortToken.Logger) }))
    .inTransientScope();
};
