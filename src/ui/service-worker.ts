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
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const scope = globalThis as unknown as WorkerScope;
const CACHE_PREFIX = 'timbrature-';
const CACHE = `${CACHE_PREFIX}${version}`;
const SHELL = '/index.html';

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
