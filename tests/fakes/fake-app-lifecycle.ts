import type { AppLifecycle, Unsubscribe } from '../../src/core/ports';

export class FakeAppLifecycle implements AppLifecycle {
  private readonly listeners = new Set<() => void>();
  private readonly visibleListeners = new Set<() => void>();
  private readonly hiddenListeners = new Set<() => void>();
  private visible = true;
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

  onHidden(listener: () => void): Unsubscribe {
    this.hiddenListeners.add(listener);
    return () => this.hiddenListeners.delete(listener);
  }

  isVisible(): boolean {
    return this.visible;
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
    this.visible = true;
    for (const listener of [...this.visibleListeners]) listener();
  }

  /** Simulates the page being hidden (another tab, the phone locked, the app in the background). */
  becomeHidden(): void {
    this.visible = false;
    for (const listener of [...this.hiddenListeners]) listener();
  }

  listenerCount(): number {
    return this.listeners.size;
  }

  visibleListenerCount(): number {
    return this.visibleListeners.size;
  }

  hiddenListenerCount(): number {
    return this.hiddenListeners.size;
  }
}
