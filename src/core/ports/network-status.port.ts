export type Unsubscribe = () => void;

export const NetworkStatus = Symbol('NetworkStatus');
export interface NetworkStatus {
  isOnline(): boolean;
  /** Called with the new state on every online/offline change. */
  subscribe(listener: (online: boolean) => void): Unsubscribe;
}
