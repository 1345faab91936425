/**
 * The real container with fake edges for the app-shell tests, and a render of the shell at a path.
 * The route screens owned by other folders (dashboards, history, admin) are replaced by markers in each test file
 * with jest.mock, so these tests exercise the routing, the guards and the shell's own screens only.
 */
import { act, render, screen } from '@testing-library/react';
import type { Container } from 'inversify';
import type { UserProfile } from '../../../src/core/contract';
import type { EnvironmentInfo } from '../../../src/core/ports';
import { createContainer } from '../../../src/composition/container';
import { resolve, StoreToken } from '../../../src/composition/tokens';
import { AppProviders } from '../../../src/ui/app/app';
import { AppRoutes } from '../../../src/ui/app/routes';
import { memoryHistory, NavigationProvider, useAppLocation } from '../../../src/ui/app/navigation';
import { fakeEdges, SIGNED_IN_STORAGE, type FakeEdges, type FakeFingerprintSources } from '../../fakes';
import { UserMother } from '../../mothers';

export const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

/** A desktop browser: no mobile keyword, no touch, 1280 px wide. */
export const desktopEnvironment = (sources: FakeFingerprintSources): EnvironmentInfo => ({
  ...sources.env,
  userAgent: DESKTOP_UA,
  platform: 'Win32',
  maxTouchPoints: 0,
  hasTouch: false,
  viewportWidth: 1280,
  screen: { width: 1920, height: 1080, colorDepth: 24, pixelDepth: 24 },
});

export { UserMother };

/** Window resizes on demand. */
/** The real container with every port faked (tests/fakes/fake-edges.ts). */
export type ShellWorld = FakeEdges & { container: Container };

/**
 * A fresh world; `signedIn` stores tokens so the start-up check loads the profile; `remembered` also stores the
 * profile of that session, as a phone that was signed in before keeps it (a returning visit).
 */
export function shellWorld({ signedIn = false, remembered }: { signedIn?: boolean; remembered?: UserProfile } = {}): ShellWorld {
  const stored = remembered ? { ...SIGNED_IN_STORAGE, userProfile: JSON.stringify(remembered) } : signedIn ? SIGNED_IN_STORAGE : {};
  const edges = fakeEdges(stored);
  return { ...edges, container: createContainer({ overrides: edges.overrides }) };
}

/** Shows the current path, so tests can assert on redirects. */
function LocationProbe() {
  const location = useAppLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * Renders the shell at `path` (or with a history whose last entry is current); inside act(), so lazy screens
 * that resolve at once settle before assertions.
 */
export async function renderShell(world: ShellWorld, path: string | string[]) {
  await act(async () => {
    render(
      <AppProviders container={world.container}>
        <NavigationProvider history={memoryHistory(typeof path === 'string' ? [path] : path)}>
          <AppRoutes />
          <LocationProbe />
        </NavigationProvider>
      </AppProviders>,
    );
  });
  return { session: resolve(world.container, StoreToken.Session) };
}

export const currentPath = (): string => screen.getByTestId('location').textContent ?? '';

/**
 * Loads the shell's lazy screens once per test file: the first require of antd and its icons takes seconds under
 * Jest, longer than Testing Library waits for an element.
 */
export async function preloadShellScreens(): Promise<void> {
  await Promise.all([
    import('../../../src/ui/login/login.page'),
    import('../../../src/ui/help/help.page'),
    import('../../../src/ui/restricted/access-restricted.page'),
  ]);
}

export { marker } from './screen-markers';
