import type { SessionEvent, SessionEvents, Unsubscribe } from '../../src/core/ports';

export class FakeSessionEvents implements SessionEvents {
  readonly emitted: SessionEvent[] = [];
  private readonly listeners = new Map<SessionEvent, Set<() => void>>();

  emit(event: SessionEvent): void {
    this.emitted.push(event);
    for (const listener of this.listeners.get(event) ?? []) listener();
  }

  subscribe(event: SessionEvent, listener: () => void): Unsubscribe {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }
}
