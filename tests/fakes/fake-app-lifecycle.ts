import type { AppLifecycle, Unsubscribe } from '../../src/core/ports';

export class FakeAppLifecycle implements AppLifecycle {
  private readonly listeners = new Set<() => void>();

  onFocus(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Simulates the window regaining focus. */
  focus(): void {
    for (const listener of [...this.listeners]) listener();
  }

  listenerCount(): number {
    return this.listeners.size;
  }
}
