/**
 * Renders UI the way the app does: inside the real providers (the container's injector, as the composition root
 * makes it; i18next; the session's start-up check)
 * and React Router's MemoryRouter at `path`, with a probe of the current address that currentPath() reads. The
 * shell, employee and admin renders all go through here; `rerender` keeps the providers.
 */
import { render, screen } from '@testing-library/react';
import type { Container } from 'inversify';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { injectorOf } from '../../../src/composition/areas';
import { AppProviders } from '../../../src/ui/app/app';
import { useAppLocation } from '../../../src/ui/app/navigation';

function LocationProbe() {
  const location = useAppLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** `path` is the current address, or the history's entries with the current one last. */
export function renderInApp(container: Container, path: string | string[], ui: ReactNode) {
  // MemoryRouter reads its entries when it mounts; `rerender` keeps it mounted, where the test moved it.
  const entries = typeof path === 'string' ? [path] : path;
  return render(ui, {
    wrapper: ({ children }) => (
      <AppProviders injector={injectorOf(container)}>
        <MemoryRouter initialEntries={entries}>
          {children}
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>
    ),
  });
}

/** Renders each screen at its path (no guards) and 'altrove' anywhere else. */
export function renderScreensAt(container: Container, path: string, screens: Record<string, ComponentType>) {
  return renderInApp(
    container,
    path,
    <Routes>
      {Object.entries(screens).map(([screenPath, Screen]) => (
        <Route key={screenPath} path={screenPath} element={<Screen />} />
      ))}
      <Route path="*" element={<main>altrove</main>} />
    </Routes>,
  );
}

export const currentPath = (): string => screen.getByTestId('location').textContent ?? '';

/** Each text is on the screen (getByText, which fails naming the text it did not find). */
export function expectTexts(...texts: string[]): void {
  for (const text of texts) expect(screen.getByText(text)).toBeTruthy();
}
