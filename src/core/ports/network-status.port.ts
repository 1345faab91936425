import type { Unsubscribe } from './unsubscribe';

/** Whether the browser is online, and its online/offline changes (the dashboard's 'Offline' badge). */
export const NetworkStatus = Symbol('NetworkStatus');
export interface NetworkStatus {
  /** The browser's own belief (navigator.onLine): false means surely offline, true only maybe online. */
  isOnline(): boolean;
  /** Called with the new state on every online/offline change. */
  subscribe(listener: (online: boolean) => void): Unsubscribe;
}
