/**
 * The privacy notice (docs/behaviour.md, "Privacy notice"): its store, one per visit, bound by the 'privacy' area
 * (lazy-chunk.tsx), which the notice's page and the help guide load.
 */
import { token } from '../shared/token';
import type { PrivacyNoticeStore } from './privacy-notice.store';

export const PrivacyToken = {
  PrivacyNoticeStore: token<PrivacyNoticeStore>('PrivacyNoticeStore'),
} as const;
