/**
 * Renders UI the way the app does: inside the real providers (container, i18next, the session's start-up check)
 * and a memory history at `path`, with a probe of the current address that currentPath() reads. The shell, employee
 * and admin renders all go through here; `rerender` keeps the providers.
 */
import { render, screen } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ComponentType, ReactNode } from 'react';
import { Route, Switch } from 'wouter';
import { AppProviders } from '../../../src/ui/app/app';
import { memoryHistory, NavigationProvider, useAppLocation } from '../../../src/ui/app/navigation';

function LocationProbe() {
  const location = useAppLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** `path` is the current address, or the history's entries with the current one last. */
export function renderInApp(container: Container, path: string | string[], ui: ReactNode) {
  const history = memoryHistory(typeof path === 'string' ? [path] : path);
  return render(ui, {
    wrapper: ({ children }) => (
      <AppProviders container={container}>
        <NavigationProvider history={history}>
          {children}
          <LocationProbe />
        </NavigationProvider>
      </AppProviders>
    ),
  });
}

/** Renders each screen at its path (no guards) and 'altrove' anywhere else. */
export function renderScreensAt(container: Container, path: string, screens: Record<string, ComponentType>) {
  return renderInApp(
    container,
    path,
    <Switch>
      {Object.entries(screens).map(([screenPath, Screen]) => (
        <Route key={screenPath} path={screenPath}>
          <Screen />
        </Route>
      ))}
      <Route>
        <main>altrove</main>
      </Route>
    </Switch>,
  );
}

export const currentPath = (): string => screen.getByTestId('location').textContent ?? '';

/** Each text is on the screen (getByText, which fails naming the text it did not find). */
export function expectTexts(...texts: string[]): void {
  for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
}
