/**
 * Registers the service worker and reports when a new version is installed and waiting (docs/behaviour.md,
 * "The installed app and its updates").
 * Browser glue kept out of the views: the PwaUpdateStore receives an UpdateReady and the prompt asks the user.
 * - Only when a controller already exists: a first install is not an "update".
 * - accept() tells the waiting worker to activate; the page reloads (AppLifecycle port) once the new worker
 *   controls it.
 * - An app left open asks for a new version when it becomes visible again, at most once an hour
 *   (service-worker-update-checks.ts).
 */
import { checkForUpdatesWhenVisible, type UpdateCheckDependencies } from './service-worker-update-checks';

export interface UpdateReady {
  /** Activates the waiting worker; the page reloads when it takes control. */
  accept(): void;
}

export function registerServiceWorker(onUpdateReady: (update: UpdateReady) => void, deps: UpdateCheckDependencies): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;

  const offer = (worker: ServiceWorker) =>
    onUpdateReady({
      accept() {
        container.addEventListener('controllerchange', () => deps.lifecycle.reload(), { once: true });
        worker.postMessage({ type: 'SKIP_WAITING' });
      },
    });

  // Undefined when the browser blocks service workers (Playwright's `serviceWorkers: 'block'`, some privacy modes).
  const watch = (registration: ServiceWorkerRegistration | undefined) => {
    if (!registration) return;
    if (registration.waiting && container.controller) offer(registration.waiting);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        if (installing.state === 'installed' && container.controller) offer(installing);
      });
    });
    checkForUpdatesWhenVisible(registration, deps);
  };

  window.addEventListener('load', () => {
    // Written out in full: Parcel recognises this exact call and builds the file as a service worker, with the
    // build's file list injected for @parcel/service-worker. It keeps the source's place beside index.html, so it is
    // served as /service-worker.js and may control the whole site (scope '/').
    navigator.serviceWorker
      .register(new URL('../service-worker.ts', import.meta.url), { type: 'module', scope: '/' })
      .then(watch)
      .catch((error: unknown) => deps.logger.warn('Service worker registration failed', error));
  });
}
