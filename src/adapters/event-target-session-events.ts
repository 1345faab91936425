/**
 * EventTargetSessionEvents: the SessionEvents port over a private EventTarget
 * (the 'auth-token-expired' broadcast from the API client to the session store; docs/behaviour.md, "Start-up and
 * session").
 */
import type { SessionEvent, SessionEvents, Unsubscribe } from '../core/ports';

export class EventTargetSessionEvents implements SessionEvents {
  private readonly target = new EventTarget();

  emit(event: SessionEvent): void {
    this.target.dispatchEvent(new Event(event));
  }

  subscribe(event: SessionEvent, listener: () => void): Unsubscribe {
    const handler = () => listener();
    this.target.addEventListener(event, handler);
    return () => this.target.removeEventListener(event, handler);
  }
}
