/**
 * BrowserNetworkStatus: the NetworkStatus port over navigator.onLine and the window's online/offline events.
 */
import type { NetworkStatus, Unsubscribe } from '../core/ports';

export class BrowserNetworkStatus implements NetworkStatus {
  constructor(private readonly win: Window = window) {}

  isOnline(): boolean {
    return this.win.navigator.onLine ?? true;
  }

  subscribe(listener: (online: boolean) => void): Unsubscribe {
    const online = () => listener(true);
    const offline = () => listener(false);
    this.win.addEventListener('online', online);
    this.win.addEventListener('offline', offline);
    return () => {
      this.win.removeEventListener('online', online);
      this.win.removeEventListener('offline', offline);
    };
  }
}
