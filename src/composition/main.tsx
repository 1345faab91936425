/**
 * The SPA's entry, the composition root at work: build the container, start what the first screen needs, render the
 * UI with the container's injector, register the service worker. The only module that imports both the container and
 * the UI's shell: the UI asks the injector for what it needs and never imports src/composition.
 * The session check and the first screen's chunk (with its area's bindings) start before React's first render, in
 * parallel: the check answers at once when no session is stored (so /login paints its form, not the loading screen),
 * and the dashboard's chunk is on its way while the profile loads.
 */
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '../ui/app/app';
import { StoreToken } from '../ui/app/app.tokens';
import { preloadScreen } from '../ui/app/routes';
import { registerServiceWorker } from '../ui/pwa/service-worker-updates';
import { injectorOf } from './areas';
import { createContainer } from './container';
import { PortToken } from './tokens';
import '../ui/app/app.css';

const injector = injectorOf(createContainer());
void injector.get(StoreToken.Session).initialize();
preloadScreen(window.location.pathname, injector.get(StoreToken.Device).isMobile, injector);
// A transition lets React render the first screen in slices, yielding to the browser between them, rather than
// in one long task that would hold up the phone's first input.
const root = createRoot(document.getElementById('root')!);
startTransition(() => root.render(<App injector={injector} />));

// The dev server (npm run dev) reloads on change itself; a worker there would serve stale bundles.
if (process.env.NODE_ENV === 'production') {
  registerServiceWorker(injector.get(StoreToken.PwaUpdate).offer, {
    lifecycle: injector.get(PortToken.AppLifecycle),
    clock: injector.get(PortToken.Clock),
    logger: injector.get(PortToken.Logger),
  });
}
