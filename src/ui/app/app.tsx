/**
 * The app shell: container → i18n → router → routes, plus the app-wide toast and the update prompt.
 * antd's configuration wraps each antd screen instead of the whole app (see lazy-chunk.tsx): the update prompt is a
 * lazy antd overlay, loaded only when there is something to show; the toast needs no antd.
 * AppProviders is shared with the UI tests, which put a memory history (app/navigation.tsx) and a container with fake edges inside.
 */
import { useEffect, useState, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { Container } from 'inversify';
import { I18nextProvider } from 'react-i18next';
import { AppToken, StoreToken } from '../../composition/tokens';
import { ContainerProvider, useInjection } from '../shared/use-injection';
import { lazyChunk } from './lazy-chunk';
import { browserHistory, NavigationProvider } from './navigation';
import { AppRoutes } from './routes';
import SessionMessages from './session-messages';

export function AppProviders({ container, children }: { container: Container; children: ReactNode }) {
  return (
    <ContainerProvider container={container}>
      <I18nextProvider i18n={container.get(AppToken.I18n)}>
        <SessionBootstrap />
        {children}
        <SessionMessages />
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

const UpdatePrompt = lazyChunk(() => import('../pwa/update-prompt'), { antd: true, overlay: true });

const UpdatePromptWhenNeeded = observer(function UpdatePromptWhenNeeded() {
  const updates = useInjection(StoreToken.PwaUpdate);
  return updates.promptOpen ? <UpdatePrompt /> : null;
});

export function App({ container }: { container: Container }) {
  // One for the page's life: it follows the browser's back and forward buttons.
  const [appHistory] = useState(browserHistory);
  return (
    <AppProviders container={container}>
      <NavigationProvider history={appHistory}>
        <AppRoutes />
      </NavigationProvider>
      <UpdatePromptWhenNeeded />
    </AppProviders>
  );
}
