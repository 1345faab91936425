import type { Unsubscribe } from './network-status.port';

/** Window focus, for the status auto-refresh on focus (spec §4). */
export const AppLifecycle = Symbol('AppLifecycle');
export interface AppLifecycle {
  onFocus(listener: () => void): Unsubscribe;
}
