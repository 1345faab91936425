/**
 * The real container with fake edges (HTTP, geolocation, timers, storage…), signed in as an employee,
 * plus Object Mothers for the API's answers. Shared by the dashboard and history tests.
 */
import type { Container } from 'inversify';
import type { NearbyLocation, TimesheetEntry, UserProfile, UserStatus } from '../../../src/core/contract';
import { ApiPaths } from '../../../src/core/contract';
import type { Position } from '../../../src/core/ports';
import { createContainer } from '../../../src/composition/container';
import { resolve, StoreToken } from '../../../src/composition/tokens';

export { resolve };
import { fakeEdges, ok, SIGNED_IN_STORAGE, type FakeEdges } from '../../fakes';
import { UserMother } from '../../mothers';

export { UserMother };

export const StatusMother = {
  out: (): UserStatus => ({ status: 'OUT', is_checked_in: false, last_entry: null }),
  in: (timestamp = '2025-01-15T08:30:00Z', place = 'Sede Centrale'): UserStatus => ({
    status: 'IN',
    is_checked_in: true,
    last_entry: { entry_type: 'IN', timestamp, location_name: place },
  }),
};

export const PlaceMother = {
  near: (overrides: Partial<NearbyLocation> = {}): NearbyLocation => ({
    id: 1,
    name: 'Sede Centrale',
    address: 'Via del Corso 1, Roma',
    latitude: 41.9028,
    longitude: 12.4964,
    tolerance_radius: 50,
    distance: 12,
    within_tolerance: true,
    ...overrides,
  }),
  far: (overrides: Partial<NearbyLocation> = {}): NearbyLocation =>
    PlaceMother.near({ id: 9, name: 'Magazzino Tiburtina', distance: 640, within_tolerance: false, ...overrides }),
};

let entryId = 100;
export const EntryMother = {
  entry: (overrides: Partial<TimesheetEntry> = {}): TimesheetEntry => ({
    id: ++entryId,
    user_id: 7,
    entry_type: 'IN',
    timestamp: '2025-01-15T08:30:00Z',
    original_timestamp: null,
    location_id: 1,
    location_name: 'Sede Centrale',
    notes: '',
    anomaly_note: '',
    is_valid: true,
    has_location_anomaly: false,
    is_offsite: false,
    distance_from_location: 12,
    accuracy: 8,
    validation_errors: [],
    ...overrides,
  }),
};

export const fixAt = (latitude = 41.9028, longitude = 12.4964, timestamp = Date.UTC(2025, 0, 15, 9, 0, 0)): Position => ({
  latitude,
  longitude,
  accuracy: 8,
  altitude: null,
  altitudeAccuracy: null,
  heading: null,
  speed: null,
  timestamp,
});

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
