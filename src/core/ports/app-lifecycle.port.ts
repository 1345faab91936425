import type { Unsubscribe } from './unsubscribe';

/**
 * The page's life in the browser: window focus (the status auto-refresh on focus), the page becoming
 * visible again (the service worker's update check) or hidden (the live position stops), and reloading it (the way out of a failed screen chunk and
 * into a newly activated version).
 */
export const AppLifecycle = Symbol('AppLifecycle');
export interface AppLifecycle {
  onFocus(listener: () => void): Unsubscribe;
  /** The page became visible again (its tab shown again, the installed app brought back to the foreground). */
  onVisible(listener: () => void): Unsubscribe;
  /** The page was hidden (another tab, the phone locked, the installed app sent to the background). */
  onHidden(listener: () => void): Unsubscribe;
  /** Whether the page is visible now. */
  isVisible(): boolean;
  /** Reloads the page. */
  reload(): void;
}
