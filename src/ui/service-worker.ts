/**
 * The service worker: src/ui/service-worker.ts is built to /service-worker.js (beside index.html), so its scope is '/'.
 * - Install: precaches every file of this build (Parcel's manifest: hashed JS/CSS, icons, index.html) under a cache
 *   named after the build's version; it then WAITS, so the page can ask 'Nuova versione disponibile. Aggiornare?'
 *   and send SKIP_WAITING on confirm.
 * - Activate: deletes the caches of older builds and takes control of open pages.
 * - Navigations to the app's screens: the cached app shell at once (this build's index.html, whose chunks are in the
 *   same cache), so a returning employee's dashboard does not wait for the network, nor fails without it; a new
 *   build reaches the page through the update prompt, as its worker installs. Without a cached shell: the network,
 *   else a small Italian offline page.
 * - Same-origin static files: cache first (their names carry a content hash). /api/ is never cached, nor is
 *   anything cross-origin (map tiles, geocoding).
 * - Push (docs/behaviour.md, "Reminders"): a reminder from the server (PushPayload: title, body, url, tag) is shown
 *   as a notification with the app's icon; one with the same tag replaces the older. A tap focuses a window of the
 *   app already open and takes it to the reminder's screen, else opens one there. Something unreadable is still shown
 *   (a push the user never sees counts against the site with the browser), as 'Timbrature' opening the dashboard.
 */
import { manifest, version } from '@parcel/service-worker';

/** The few worker types used here (the DOM library the project compiles with does not declare them). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: { showNotification(title: string, options: NotificationOptions & { data?: unknown }): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

/** What a notification shows and opens (the contract's PushPayload, read by hand: no schema library in the worker). */
interface ShownReminder {
  title: string;
  body: string;
  url: string;
  tag: string;
}

const scope = globalThis as unknown as WorkerScope;
const CACHE_PREFIX = 'timbrature-';
const CACHE = `${CACHE_PREFIX}${version}`;
const SHELL = '/index.html';
/** The app's icon as this build names it (hashed), for the notifications; undefined lets the browser use its own. */
const APP_ICON = manifest.find((file) => /\/icon-192(\.[^/]*)?\.png$/.test(file));
/** Where a notification without a readable address takes the user. */
const DEFAULT_URL = '/dashboard';

const OFFLINE_PAGE = `<!doctype html><html lang="it"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Timbrature - offline</title></head>
<body style="font-family:sans-serif;padding:24px;text-align:center">
<h1>Timbrature</h1><p>Sei offline. Per timbrare serve una connessione a Internet: riprova quando la connessione sarà ripristinata.</p>
</body></html>`;

scope.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...new Set([...manifest, SHELL])])));
});

scope.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => scope.clients.claim()),
  );
});

scope.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void scope.skipWaiting();
});

scope.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== scope.location.origin || url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate' && isScreen(url.pathname)) event.respondWith(shellFirst(request));
  else event.respondWith(cacheFirst(request));
});

scope.addEventListener('push', (event) => {
  const reminder = reminderOf(event.data?.text() ?? '');
  event.waitUntil(
    scope.registration.showNotification(reminder.title, {
      body: reminder.body,
      tag: reminder.tag,
      icon: APP_ICON,
      badge: APP_ICON,
      lang: 'it',
      data: { url: reminder.url },
    }),
  );
});

scope.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const wanted = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openApp(sameOriginUrl(typeof wanted === 'string' ? wanted : DEFAULT_URL)));
});

function reminderOf(text: string): ShownReminder {
  const fallback: ShownReminder = { title: 'Timbrature', body: '', url: DEFAULT_URL, tag: 'timbrature' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return fallback;
  }
  if (typeof parsed !== 'object' || parsed === null) return fallback;
  const field = (name: keyof ShownReminder) => {
    const value = (parsed as Record<string, unknown>)[name];
    return typeof value === 'string' && value !== '' ? value : fallback[name];
  };
  return { title: field('title'), body: field('body'), url: field('url'), tag: field('tag') };
}

/** Only the app's own pages: a URL elsewhere (or unreadable) opens the dashboard. */
function sameOriginUrl(wanted: string): string {
  try {
    const url = new URL(wanted, scope.location.origin);
    return url.origin === scope.location.origin ? url.href : new URL(DEFAULT_URL, scope.location.origin).href;
  } catch {
    return new URL(DEFAULT_URL, scope.location.origin).href;
  }
}

/** A window of the app already open is brought forward and taken to `url`; without one, a new window opens there. */
async function openApp(url: string): Promise<void> {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    const focused = await open.focus();
    if (focused.url !== url) await focused.navigate(url).catch(() => scope.clients.openWindow(url));
    return;
  }
  await scope.clients.openWindow(url);
}

/** The SPA's screens are paths without a file extension (/login, /dashboard, …); files have one. */
function isScreen(pathname: string): boolean {
  return !/\.[a-z0-9]+$/i.test(pathname);
}

async function shellFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const shell = await cache.match(SHELL);
  if (shell) return shell;
  try {
    return await fetch(request);
  } catch {
    return new Response(OFFLINE_PAGE, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const cache = await caches.open(CACHE);
    await cache.put(request, response.clone());
  }
  return response;
}
