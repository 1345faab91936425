import type { Unsubscribe } from '../../ports';

/**
 * Who wants to hear that a list changed through this use-case: the admin screens show each other's data (the users
 * table names each user's group, the groups section counts each group's users), so a change made in one reloads the
 * other.
 * Each use-case creates its own: the list is that use-case's state (as a Set field would be), not a collaborator to
 * inject. Shared, it would announce one list's changes to another list's listeners, and a test replaces nothing in it.
 */
export class ChangeListeners {
  private readonly listeners = new Set<() => void>();

  /** Hears every later change; the function returned stops hearing. */
  onChange(listener: () => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
