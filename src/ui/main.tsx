/** The SPA's entry: build the container, render the shell, register the service worker. */
import { createRoot } from 'react-dom/client';
import { createContainer } from '../composition/container';
import { PortToken, resolve, StoreToken } from '../composition/tokens';
import { App } from './app/app';
import { registerServiceWorker } from './pwa/service-worker-updates';
import './app/app.css';

const container = createContainer();
createRoot(document.getElementById('root')!).render(<App container={container} />);

// The dev server (npm run dev) reloads on change itself; a worker there would serve stale bundles.
if (process.env.NODE_ENV === 'production') {
  registerServiceWorker(resolve(container, StoreToken.PwaUpdate).offer, {
    lifecycle: resolve(container, PortToken.AppLifecycle),
    clock: resolve(container, PortToken.Clock),
    logger: resolve(container, PortToken.Logger),
  });
}
