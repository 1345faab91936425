/**
 * True once the element has been on screen and the browser has then had a quiet moment (or 2 s have passed):
 * the map's chunk (OpenLayers, the largest of the employee's) then loads after the status card and the punch
 * buttons have painted and answer, instead of competing with them. Browsers without IntersectionObserver
 * (and the jsdom of the UI tests) load it at once.
 */
import { useEffect, useState, type RefObject } from 'react';

const IDLE_TIMEOUT_MS = 2000;

export function useVisibleThenIdle(element: RefObject<HTMLElement | null>): boolean {
  const [ready, setReady] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const target = element.current;
    if (ready || !target) return undefined;
    let cancelIdle: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      cancelIdle = whenIdle(() => setReady(true));
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      cancelIdle?.();
    };
  }, [element, ready]);
  return ready;
}

function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
}
