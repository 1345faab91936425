/**
 * The real container with fake edges (HTTP, geolocation, timers, storage…), signed in as an employee who has no
 * punches and no place nearby until a test says otherwise. Shared by the dashboard and history tests; the API's
 * answers come from the Object Mothers (tests/mothers).
 */
import type { Container } from 'inversify';
import type { UserProfile } from '../../../src/core/contract';
import { ApiPaths } from '../../../src/core/contract';
import { createContainer } from '../../../src/composition/container';
import { resolve } from '../../../src/composition/tokens';
import { StoreToken } from '../../../src/ui/app/app.tokens';
import { fakeEdges, ok, SIGNED_IN_STORAGE, type FakeEdges } from '../../fakes';
import { PositionMother, StatusMother, UserMother } from '../../mothers';

/** The real container with every port faked (tests/fakes/fake-edges.ts). */
export type EmployeeWorld = FakeEdges & { container: Container };

/** A container whose session is signed in (token stored, profile answered) once `signIn` resolves. */
export function employeeWorld(user: UserProfile = UserMother.employee()): EmployeeWorld & { signIn(): Promise<void> } {
  const edges = fakeEdges(SIGNED_IN_STORAGE);
  const container = createContainer({ overrides: edges.overrides });
  edges.http.on('GET', ApiPaths.profile, ok(user));
  edges.http.on('GET', ApiPaths.timesheets, ok({ count: 0, results: [] }));
  edges.http.on('POST', ApiPaths.nearbyLocations, ok({ count: 0, locations: [] }));
  return { ...edges, container, signIn: () => resolve(container, StoreToken.Session).initialize() };
}

/** An employee whose GPS answers a fresh fix and whose punch status answers `punchStatus` (checked out by default). */
export function locatedEmployeeWorld(punchStatus = StatusMother.checkedOut()) {
  const world = employeeWorld();
  world.geolocation.alwaysAnswer(PositionMother.at(world.clock.now()));
  world.http.on('GET', ApiPaths.status, ok(punchStatus));
  return world;
}
