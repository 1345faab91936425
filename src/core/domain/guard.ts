/** What the route guard does (docs/behaviour.md, "Navigation"). */
export type GuardDecision = 'loading' | 'redirect-login' | 'allow' | 'restricted';

export interface GuardState {
  isInitialized: boolean;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isMobile: boolean;
}

/** Administrators pass on any device; everyone else only from a mobile/touch/narrow one. */
export function decideGuard(s: GuardState): GuardDecision {
  if (!s.isInitialized || s.isLoading) return 'loading';
  if (!s.isAuthenticated) return 'redirect-login';
  if (s.isAdmin || s.isMobile) return 'allow';
  return 'restricted';
}
