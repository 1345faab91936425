import type { Unsubscribe } from './network-status.port';

/** 'auth-token-expired' is broadcast when a refresh fails (spec §4 Session). */
export type SessionEvent = 'auth-token-expired';

export const SessionEvents = Symbol('SessionEvents');
export interface SessionEvents {
  emit(event: SessionEvent): void;
  subscribe(event: SessionEvent, listener: () => void): Unsubscribe;
}
