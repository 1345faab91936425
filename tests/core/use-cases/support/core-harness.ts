/** Every fake port wired into the real client core, as the composition root would (minus the browser). */
import type { StorageKey } from '../../../../src/core/ports';
import {
  ApiClient,
  AuthTokens,
  CalendarToday,
  DeviceChallengeClient,
  DeviceIdentity,
  DeviceProofs,
  PositionService,
} from '../../../../src/core/use-cases';
import {
  FakeAppLifecycle,
  FakeClock,
  FakeDeviceEnvironment,
  FakeDeviceKeyStore,
  FakeFingerprintSources,
  FakeGeolocation,
  FakeHttpTransport,
  FakeKeyValueStorage,
  FakeLogger,
  FakeSessionEvents,
  FakeSha256,
  FakeUuidGenerator,
  FakeVibration,
  serveDeviceChallenges,
} from '../../../fakes';

/**
 * `deviceKeys`: the browser's key store; by default one that kept its key (a phone that signed in before), whose
 * requests carry proofs over the challenges the fake server issues (`challenges`).
 */
export function createCoreHarness(stored: Partial<Record<StorageKey, string>> = {}, deviceKeys = FakeDeviceKeyStore.withKey()) {
  const clock = new FakeClock();
  const http = new FakeHttpTransport();
  const storage = new FakeKeyValueStorage(stored);
  const sessionEvents = new FakeSessionEvents();
  const logger = new FakeLogger();
  const vibration = new FakeVibration();
  const environment = new FakeDeviceEnvironment();
  const fingerprint = new FakeFingerprintSources();
  const sha256 = new FakeSha256();
  const uuid = new FakeUuidGenerator();
  const geolocation = new FakeGeolocation();
  const lifecycle = new FakeAppLifecycle();
  const challenges = serveDeviceChallenges(http);
  const identity = new DeviceIdentity(storage, environment, fingerprint, sha256, uuid, logger, deviceKeys);
  const tokens = new AuthTokens(storage);
  const proofs = new DeviceProofs(new DeviceChallengeClient(http), identity);
  const api = new ApiClient(http, tokens, sessionEvents, identity, proofs);
  const calendar = new CalendarToday(clock, environment);
  const positions = new PositionService(geolocation, clock, clock);
  return {
    clock,
    http,
    storage,
    sessionEvents,
    logger,
    vibration,
    environment,
    fingerprint,
    sha256,
    uuid,
    geolocation,
    lifecycle,
    deviceKeys,
    challenges,
    tokens,
    proofs,
    api,
    calendar,
    identity,
    positions,
  };
}

export type CoreHarness = ReturnType<typeof createCoreHarness>;
