/** Every fake port wired into the real client core, as the composition root would (minus the browser). */
import type { StorageKey } from '../../../../src/core/ports';
import { ApiClient, DeviceIdentity, PositionService } from '../../../../src/core/use-cases';
import {
  FakeAppLifecycle,
  FakeClock,
  FakeFingerprintSources,
  FakeGeolocation,
  FakeHttpTransport,
  FakeKeyValueStorage,
  FakeLogger,
  FakeSessionEvents,
  FakeSha256,
  FakeUuidGenerator,
  FakeVibration,
} from '../../../fakes';

export function createCoreHarness(stored: Partial<Record<StorageKey, string>> = {}) {
  const clock = new FakeClock();
  const http = new FakeHttpTransport();
  const storage = new FakeKeyValueStorage(stored);
  const sessionEvents = new FakeSessionEvents();
  const logger = new FakeLogger();
  const vibration = new FakeVibration();
  const sources = new FakeFingerprintSources();
  const sha256 = new FakeSha256();
  const uuid = new FakeUuidGenerator();
  const geolocation = new FakeGeolocation();
  const lifecycle = new FakeAppLifecycle();
  const api = new ApiClient(http, storage, sessionEvents);
  const identity = new DeviceIdentity(storage, sources, sha256, uuid, logger);
  const positions = new PositionService(geolocation, clock, clock);
  return { clock, http, storage, sessionEvents, logger, vibration, sources, sha256, uuid, geolocation, lifecycle, api, identity, positions };
}

export type CoreHarness = ReturnType<typeof createCoreHarness>;
