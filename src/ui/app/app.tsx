/**
 * The app shell: injector → i18n → router → routes, plus the session's toast and the update prompt, two lazy
 * overlays loaded only when there is something to show. antd's configuration wraps each antd screen instead of the
 * whole app (see lazy-chunk.tsx): the update prompt brings it; the toast needs no antd.
 * The composition root (src/composition/main.tsx) renders App with its injector; AppProviders is shared with the UI
 * tests, which put a MemoryRouter and an injector over a container with fake edges inside
 * (tests/ui/app/render-in-app.tsx).
 */
import { useEffect, type ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { I18nextProvider } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { InjectorProvider, useInjection, type Injector } from '../shared/use-injection';
import { I18nToken, StoreToken } from './app.tokens';
import { lazyChunk, WhenFirstNeeded } from './lazy-chunk';
import { AppRoutes } from './routes';

export function AppProviders({ injector, children }: { injector: Injector; children: ReactNode }) {
  return (
    <InjectorProvider injector={injector}>
      <I18nextProvider i18n={injector.get(I18nToken)}>
        <SessionBootstrap />
        {children}
        <SessionMessagesWhenNeeded />
      </I18nextProvider>
    </InjectorProvider>
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

// The session's success message (after a device reassociation) is rare: its toast, with the light kit's notice and the
// icons it is drawn with, loads when there first is one rather than with /login.
const SessionMessages = lazyChunk(() => import('./session-messages'), { overlay: true });

const SessionMessagesWhenNeeded = observer(function SessionMessagesWhenNeeded() {
  const session = useInjection(StoreToken.Session);
  return (
    <WhenFirstNeeded needed={() => session.success !== null}>
      <SessionMessages />
    </WhenFirstNeeded>
  );
});

const UpdatePrompt = lazyChunk(() => import('../pwa/update-prompt'), { antd: true, overlay: true });

const UpdatePromptWhenNeeded = observer(function UpdatePromptWhenNeeded() {
  const updates = useInjection(StoreToken.PwaUpdate);
  return updates.promptOpen ? <UpdatePrompt /> : null;
});

export function App({ injector }: { injector: Injector }) {
  return (
    <AppProviders injector={injector}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <UpdatePromptWhenNeeded />
    </AppProviders>
  );
}
