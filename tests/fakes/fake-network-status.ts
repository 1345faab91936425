import type { NetworkStatus, Unsubscribe } from '../../src/core/ports';

export class FakeNetworkStatus implements NetworkStatus {
  private online = true;
  private readonly listeners = new Set<(online: boolean) => void>();

  isOnline(): boolean {
    return this.online;
  }

  subscribe(listener: (online: boolean) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Simulates an online/offline browser event. */
  setOnline(online: boolean): void {
    this.online = online;
    for (const listener of [...this.listeners]) listener(online);
  }
}
