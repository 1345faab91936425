import type { AppLifecycle, Unsubscribe } from '../../src/core/ports';

export class FakeAppLifecycle implements AppLifecycle {
  private readonly listeners = new Set<() => void>();
  private readonly visibleListeners = new Set<() => void>();
  /** How many times the page was asked to reload. */
  reloads = 0;

  onFocus(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  onVisible(listener: () => void): Unsubscribe {
    this.visibleListeners.add(listener);
    return () => this.visibleListeners.delete(listener);
  }

  reload(): void {
    this.reloads++;
  }

  /** Simulates the window regaining focus. */
  focus(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** Simulates the page becoming visible again (tab shown, app back in the foreground). */
  becomeVisible(): void {
    for (const listener of [...this.visibleListeners]) listener();
  }

  listenerCount(): number {
    return this.listeners.size;
  }

  visibleListenerCount(): number {
    return this.visibleListeners.size;
  }
}
