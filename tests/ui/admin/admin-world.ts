/**
 * The real container with fake edges (HTTP, maps, GPS, timers…) plus the admin module, signed in as an
 * administrator (or an employee, for the access tests). The CSV download is recorded instead of saved.
 */
import type { Container } from 'inversify';
import type { UserProfile } from '../../../src/core/contract';
import { ApiPaths } from '../../../src/core/contract';
import { createContainer } from '../../../src/composition/container';
import { installBindings } from '../../../src/composition/install-bindings';
import { adminModule } from '../../../src/composition/modules/admin.module';
import { resolve, type Token } from '../../../src/composition/tokens';
import { StoreToken } from '../../../src/ui/app/app.tokens';
import { fakeEdges, ok, SIGNED_IN_STORAGE, type FakeEdges } from '../../fakes';
import { UserMother } from '../../mothers';

export { UserMother };

/** The real container with every port faked (tests/fakes/fake-edges.ts) and the admin module loaded. */
export type AdminWorld = FakeEdges & {
  container: Container;
  /** Runs the session's start-up check (profile answered by the fake). */
  signIn(): Promise<void>;
  get<T>(token: Token<T>): T;
};

export function adminWorld(profile: UserProfile = UserMother.admin()): AdminWorld {
  const edges = fakeEdges(SIGNED_IN_STORAGE);
  const container = createContainer({ overrides: edges.overrides });
  installBindings(container, adminModule);
  edges.http.on('GET', ApiPaths.profile, ok(profile));
  // The session asks for a position after sign-in; nobody here cares about nearby places.
  edges.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 0, locations: [] }));
  return {
    ...edges,
    container,
    signIn: () => resolve(container, StoreToken.Session).initialize(),
    get: <T>(token: Token<T>) => container.get<T>(token),
  };
}

/** A list's reloads after a save or delete (docs/behaviour.md, "Admin panel"): one at once, one more 1 s later. */
export async function expectReloadNowAndAfter1s(world: AdminWorld, path: string): Promise<void> {
  expect(world.http.sent('GET', path)).toHaveLength(1);
  await world.clock.advance(1000);
  expect(world.http.sent('GET', path)).toHaveLength(2);
}
