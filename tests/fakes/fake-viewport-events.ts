import type { Unsubscribe, ViewportEvents } from '../../src/core/ports';

/** Window resizes on demand. */
export class FakeViewportEvents implements ViewportEvents {
  private readonly listeners = new Set<() => void>();

  onResize(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  resize(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
