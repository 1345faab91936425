/**
 * The SPA's entry: build the container, start what the first screen needs, render the shell, register the service
 * worker. The session check and the first screen's chunk start before React's first render, in parallel: the
 * check answers at once when no session is stored (so /login paints its form, not the loading screen), and the
 * dashboard's chunk is on its way while the profile loads.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createContainer } from '../composition/container';
import { PortToken, resolve, StoreToken } from '../composition/tokens';
import { App } from './app/app';
import { preloadScreen } from './app/routes';
import { registerServiceWorker } from './pwa/service-worker-updates';
import './app/app.css';

const container = createContainer();
void resolve(container, StoreToken.Session).initialize();
preloadScreen(window.location.pathname, resolve(container, StoreToken.Device).isMobile);
// A transition lets React render the first screen in slices, yielding to the browser between them, rather than
// in one long task that would hold up the phone's first input.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App container={container} />));

// The dev server (npm run dev) reloads on change itself; a worker there would serve stale bundles.
if (process.env.NODE_ENV === 'production') {
  registerServiceWorker(resolve(container, StoreToken.PwaUpdate).offer, {
    lifecycle: resolve(container, PortToken.AppLifecycle),
    clock: resolve(container, PortToken.Clock),
    logger: resolve(container, PortToken.Logger),
  });
}
