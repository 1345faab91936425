/**
 * The real container with fake edges for the app-shell tests, and a render of the shell at a path.
 * The route screens owned by other folders (dashboards, history, admin) are replaced by markers in each test file
 * with jest.mock, so these tests exercise the routing, the guards and the shell's own screens only.
 */
import { act } from '@testing-library/react';
import type { Container } from 'inversify';
import { ApiPaths, type UserProfile } from '../../../src/core/contract';
import { createContainer } from '../../../src/composition/container';
import { resolve } from '../../../src/composition/tokens';
import { StoreToken } from '../../../src/ui/app/app.tokens';
import { AppRoutes } from '../../../src/ui/app/routes';
import { fakeEdges, ok, SIGNED_IN_STORAGE, type FakeEdges } from '../../fakes';
import { UserMother } from '../../mothers';
import { renderInApp } from './render-in-app';

export { UserMother };

/** The real container with every port faked (tests/fakes/fake-edges.ts). */
export type ShellWorld = FakeEdges & { container: Container };

/**
 * A fresh world; `signedIn` stores tokens so the start-up check loads the profile; `signedInAs` also answers that
 * check with the profile; `remembered` stores the profile of that session too, as a phone that was signed in before
 * keeps it (a returning visit).
 */
export function shellWorld({ signedIn = false, signedInAs, remembered }: { signedIn?: boolean; signedInAs?: UserProfile; remembered?: UserProfile } = {}): ShellWorld {
  const stored = remembered ? { ...SIGNED_IN_STORAGE, userProfile: JSON.stringify(remembered) } : signedIn || signedInAs ? SIGNED_IN_STORAGE : {};
  const edges = fakeEdges(stored);
  if (signedInAs) edges.http.on('GET', ApiPaths.profile, ok(signedInAs));
  return { ...edges, container: createContainer({ overrides: edges.overrides }) };
}

/**
 * Renders the shell at `path` (or with a history whose last entry is current); inside act(), so lazy screens
 * that resolve at once settle before assertions.
 */
export async function renderShell(world: ShellWorld, path: string | string[]) {
  await act(async () => {
    renderInApp(world.container, path, <AppRoutes />);
  });
  return { session: resolve(world.container, StoreToken.Session) };
}

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
export { currentPath } from './render-in-app';
