/** What the route guard does (docs/behaviour.md, "Navigation"). */
export type GuardDecision = 'loading' | 'redirect-login' | 'allow' | 'restricted';

export interface GuardState {
  isInitialized: boolean;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  /** Manages at least one group ('Responsabile', docs/behaviour.md "Managers"). */
  isManager: boolean;
  isMobile: boolean;
}

/** Administrators and managers pass on any device; everyone else only from a mobile/touch/narrow one. */
export function decideGuard(s: GuardState): GuardDecision {
  if (!s.isInitialized || s.isLoading) return 'loading';
  if (!s.isAuthenticated) return 'redirect-login';
  if (s.isAdmin || s.isManager || s.isMobile) return 'allow';
  return 'restricted';
}
