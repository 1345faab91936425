/**
 * The privacy notice (docs/behaviour.md, "Privacy notice"): its use-case (a singleton) and its store (one per visit).
 * NOT loaded by createContainer: the notice's page and the help guide declare it as their chunk's bindings, so this
 * code and its tokens travel with those chunks and the first load of /login carries none of it.
 */
import type { ChunkBindings } from '../install-bindings';
import { LoadPrivacyNotice } from '../../core/use-cases/privacy';
import { PrivacyNoticeStore } from '../../ui/privacy/privacy-notice.store';
import { PortToken, UseCaseToken, type Token } from '../tokens';

export const PrivacyToken = {
  LoadPrivacyNotice: Symbol('LoadPrivacyNotice') as Token<LoadPrivacyNotice>,
  /** Transient: one per visit of the notice. */
  PrivacyNoticeStore: Symbol('PrivacyNoticeStore') as Token<PrivacyNoticeStore>,
} as const;

export const privacyModule: ChunkBindings = ({ bind }) => {
  bind(PrivacyToken.LoadPrivacyNotice)
    .toDynamicValue(({ get }) => new LoadPrivacyNotice(get(UseCaseToken.ApiClient)))
    .inSingletonScope();
  bind(PrivacyToken.PrivacyNoticeStore)
    .toDynamicValue(({ get }) => new PrivacyNoticeStore({ loadNotice: get(PrivacyToken.LoadPrivacyNotice), logger: get(PortToken.Logger) }))
    .inTransientScope();
};
