/**
 * Keeps an installed app that stays open looking for new versions (docs/behaviour.md, "The installed app and its
 * updates"): the browser checks for a new service worker only on navigations, and a PWA left open never navigates. So
 * whenever the page becomes visible again, at most once an hour, the registration is asked to update(); a new worker
 * found that way installs and triggers 'Nuova versione disponibile. Aggiornare?' through service-worker-updates.ts.
 * Time through the Clock port, visibility through AppLifecycle; a failed check is only logged (offline, say).
 */
import type { AppLifecycle, Clock, Logger, Unsubscribe } from '../../core/ports';

/** At most one update check per hour. */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;

/** The part of a ServiceWorkerRegistration the checks need. */
export interface UpdatableRegistration {
  update(): Promise<unknown>;
}

export interface UpdateCheckDependencies {
  lifecycle: AppLifecycle;
  clock: Clock;
  logger: Logger;
}

/** Starts the checks for a registration that has just been made (which counts as the first check). */
export function checkForUpdatesWhenVisible(registration: UpdatableRegistration, deps: UpdateCheckDependencies): Unsubscribe {
  let lastCheckAt = deps.clock.now();
  return deps.lifecycle.onVisible(() => {
    const now = deps.clock.now();
    if (now - lastCheckAt < UPDATE_CHECK_INTERVAL_MS) return;
    lastCheckAt = now;
    // update() may also throw at once (an uninstalled registration): both end up in the catch.
    Promise.resolve()
      .then(() => registration.update())
      .catch((error: unknown) => deps.logger.warn('Service worker update check failed', error));
  });
}
