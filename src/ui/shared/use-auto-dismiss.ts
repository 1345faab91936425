/**
 * Dismisses a message after its lifetime, through the core's Scheduler port (so tests control time).
 * A new message (another object) restarts the countdown; a null message or lifetime cancels it.
 */
import { useEffect, useRef } from 'react';
import { PortToken } from './port-tokens';
import { useInjection } from './use-injection';

export function useAutoDismiss(message: object | null, lifetimeMs: number | null, onDismiss: () => void): void {
  const scheduler = useInjection(PortToken.Scheduler);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!message || lifetimeMs === null) return;
    const handle = scheduler.setTimeout(() => dismiss.current(), lifetimeMs);
    return () => scheduler.clear(handle);
  }, [message, lifetimeMs, scheduler]);
}
