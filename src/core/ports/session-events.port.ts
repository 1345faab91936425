import type { Unsubscribe } from './unsubscribe';

/**
 * 'auth-token-expired' is broadcast when a refresh fails: the session store signs the user out
 * (docs/behaviour.md, "Tokens and sign-in limits").
 */
export type SessionEvent = 'auth-token-expired';

export const SessionEvents = Symbol('SessionEvents');
export interface SessionEvents {
  emit(event: SessionEvent): void;
  subscribe(event: SessionEvent, listener: () => void): Unsubscribe;
}
