/**
 * The app shell: container → i18n → router → routes, plus the app-wide toast and the update prompt.
 * antd's configuration wraps each antd screen instead of the whole app (see antd-screen.tsx), so the toast and the
 * prompt are lazy antd chunks too, loaded only when they have something to show; if one of them cannot load, it
 * shows nothing rather than taking the app down (the routes have their own boundary, see routes.tsx).
 * AppProviders is shared with the UI tests, which put a MemoryRouter and a container with fake edges inside.
 */
import { Suspense, useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { AppToken, PortToken, StoreToken } from '../../composition/tokens';
import { ContainerProvider, useInjection } from '../shared/use-injection';
import { lazyAntdScreen } from './antd-screen';
import { ErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './routes';

export function AppProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={container.get(AppToken.I18n)}>
        <SessionBootstrap />
        {children}
        <SessionMessagesWhenNeeded />
      </I18nextProvider>
    </ContainerProvider>
  );
}

/** Starts the start-up auth check once (the store shares the call if it runs twice). */
function SessionBootstrap() {
  const session = useInjection(StoreToken.Session);
  useEffect(() => {
    void session.initialize();
  }, [session]);
  return null;
}

const UpdatePrompt = lazyAntdScreen(() => import('../pwa/update-prompt'));
const SessionMessages = lazyAntdScreen(() => import('./session-messages'));

/** A lazy overlay (toast, prompt): nothing while it loads, nothing (and a log line) if its chunk fails. */
function LazyOverlay({ children }: { children: ReactNode }) {
  const logger = useInjection(PortToken.Logger);
  return (
    <ErrorBoundary fallback={null} onError={(error) => logger.error('An overlay failed to load', error)}>
      <Suspense fallback={null}>{children}</Suspense>
    </ErrorBoundary>
  );
}

const SessionMessagesWhenNeeded = observer(function SessionMessagesWhenNeeded() {
  const session = useInjection(StoreToken.Session);
  if (!session.success) return null;
  return (
    <LazyOverlay>
      <SessionMessages />
    </LazyOverlay>
  );
});

const UpdatePromptWhenNeeded = observer(function UpdatePromptWhenNeeded() {
  const updates = useInjection(StoreToken.PwaUpdate);
  if (!updates.promptOpen) return null;
  return (
    <LazyOverlay>
      <UpdatePrompt />
    </LazyOverlay>
  );
});

export function App({ container }: { container: Container }) {
  return (
    <AppProviders container={container}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <UpdatePromptWhenNeeded />
    </AppProviders>
  );
}
