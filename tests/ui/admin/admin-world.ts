/**
 * The real container with fake edges (HTTP, maps, GPS, timers…) plus the admin module, signed in as an
 * administrator (or an employee, for the access tests). The CSV download is recorded instead of saved.
 */
import type { Container } from 'inversify';
import type { UserProfile } from '../../../src/core/contract';
import { ApiPaths } from '../../../src/core/contract';
import { createContainer } from '../../../src/composition/container';
import { ensureAdminModule } from '../../../src/composition/modules/admin.module';
import { resolve, StoreToken, type Token } from '../../../src/composition/tokens';
import type { FileDownload } from '../../../src/core/ports';
import {
  FakeAppLifecycle,
  FakeClock,
  FakeFingerprintSources,
  FakeGeolocation,
  FakeHttpTransport,
  FakeKeyValueStorage,
  FakeLogger,
  FakeMapsService,
  FakeNetworkStatus,
  FakeSessionEvents,
  FakeSha256,
  FakeUuidGenerator,
  FakeVibration,
  ok,
} from '../../fakes';

export class RecordingFileDownload implements FileDownload {
  readonly files: Array<{ fileName: string; content: string; mimeType: string }> = [];

  save(fileName: string, content: string, mimeType: string): void {
    this.files.push({ fileName, content, mimeType });
  }
}

export const ProfileMother = {
  admin: (overrides: Partial<UserProfile> = {}): UserProfile => ({
    id: 1,
    username: 'admin',
    email: 'anna.bianchi@example.it',
    first_name: 'Anna',
    last_name: 'Bianchi',
    full_name: 'Anna Bianchi',
    employee_id: 'EMP-001',
    phone_number: '',
    is_admin: true,
    two_factor_enabled: true,
    can_access_all_locations: true,
    require_device_change_confirmation: false,
    authorized_locations: [],
    gruppo: null,
    has_device: true,
    ...overrides,
  }),
  employee: (overrides: Partial<UserProfile> = {}): UserProfile =>
    ProfileMother.admin({ id: 7, username: 'mrossi', first_name: 'Mario', last_name: 'Rossi', full_name: 'Mario Rossi', is_admin: false, ...overrides }),
};

export interface AdminWorld {
  container: Container;
  http: FakeHttpTransport;
  clock: FakeClock;
  maps: FakeMapsService;
  geolocation: FakeGeolocation;
  sessionEvents: FakeSessionEvents;
  downloads: RecordingFileDownload;
  logger: FakeLogger;
  /** Runs the session's start-up check (profile answered by the fake). */
  signIn(): Promise<void>;
  get<T>(token: Token<T>): T;
}

export function adminWorld(profile: UserProfile = ProfileMother.admin()): AdminWorld {
  const http = new FakeHttpTransport();
  const clock = new FakeClock();
  const maps = new FakeMapsService();
  const geolocation = new FakeGeolocation();
  const sessionEvents = new FakeSessionEvents();
  const logger = new FakeLogger();
  const downloads = new RecordingFileDownload();
  const container = createContainer({
    overrides: {
      HttpTransport: http,
      KeyValueStorage: new FakeKeyValueStorage({ accessToken: 'access-token', refreshToken: 'refresh-token', deviceId: 'device-1' }),
      Geolocation: geolocation,
      FingerprintSources: new FakeFingerprintSources(),
      Sha256: new FakeSha256(),
      UuidGenerator: new FakeUuidGenerator(),
      MapsService: maps,
      Vibration: new FakeVibration(),
      Clock: clock,
      Scheduler: clock,
      NetworkStatus: new FakeNetworkStatus(),
      SessionEvents: sessionEvents,
      AppLifecycle: new FakeAppLifecycle(),
      Logger: logger,
      ViewportEvents: { onResize: () => () => undefined },
      FileDownload: downloads,
    },
  });
  ensureAdminModule(container);
  http.on('GET', ApiPaths.profile, ok(profile));
  // The session asks for a position after sign-in; nobody here cares about nearby places.
  http.on('POST', ApiPaths.nearbyLocations, ok({ count: 0, locations: [] }));
  return {
    container,
    http,
    clock,
    maps,
    geolocation,
    sessionEvents,
    downloads,
    logger,
    signIn: () => resolve(container, StoreToken.Session).initialize(),
    get: <T>(token: Token<T>) => container.get<T>(token),
  };
}
