/**
 * Every port of the app with its fake: the edges the UI tests put around the real container
 * (`createContainer({ overrides: edges.overrides })`). One place, so a new port gets its fake once.
 */
import type { PortOverrides } from '../../src/composition/container';
import { FakeAppLifecycle } from './fake-app-lifecycle';
import { FakeClock } from './fake-clock';
import { FakeDeviceEnvironment } from './fake-device-environment';
import { FakeDeviceKeyStore, serveDeviceChallenges } from './fake-device-key-store';
import { RecordingFileDownload } from './fake-file-download';
import { FakeFingerprintSources, FakeSha256, FakeUuidGenerator } from './fake-fingerprint-sources';
import { FakeGeolocation } from './fake-geolocation';
import { FakeHttpTransport } from './fake-http-transport';
import { FakeKeyValueStorage } from './fake-key-value-storage';
import { FakeLogger } from './fake-logger';
import { FakeMapsService } from './fake-maps-service';
import { FakeNetworkStatus } from './fake-network-status';
import { FakeOfflinePunchStore } from './fake-offline-punch-store';
import { FakePushNotifications } from './fake-push-notifications';
import { FakeSessionEvents } from './fake-session-events';
import { FakeVibration } from './fake-vibration';
import { FakeViewportEvents } from './fake-viewport-events';

/** What a signed-in browser has stored: the tokens and its device id. */
export const SIGNED_IN_STORAGE = { accessToken: 'access-token', refreshToken: 'refresh-token', deviceId: 'device-1' } as const;

/** `deviceKeys`: another browser than the default one (FakeDeviceKeyStore.unavailable(), withKey()). */
export function fakeEdges(stored: Record<string, string> = {}, options: { deviceKeys?: FakeDeviceKeyStore } = {}) {
  const clock = new FakeClock();
  const http = new FakeHttpTransport();
  const edges = {
    http,
    /** The server's device challenges, answered by default (tests read the nonces issued). */
    deviceChallenges: serveDeviceChallenges(http),
    /** A browser that can keep a device key and has none until its first sign-in. */
    deviceKeys: options.deviceKeys ?? FakeDeviceKeyStore.withoutKey(),
    storage: new FakeKeyValueStorage(stored),
    clock,
    /** The browser: an iPhone until useDesktop(); its time zone is Rome's. */
    environment: new FakeDeviceEnvironment(),
    fingerprint: new FakeFingerprintSources(),
    geolocation: new FakeGeolocation(),
    maps: new FakeMapsService(),
    network: new FakeNetworkStatus(),
    sessionEvents: new FakeSessionEvents(),
    vibration: new FakeVibration(),
    viewport: new FakeViewportEvents(),
    lifecycle: new FakeAppLifecycle(),
    logger: new FakeLogger(),
    downloads: new RecordingFileDownload(),
    /** The phone's queue of offline punches (IndexedDB in the browser). */
    offlinePunches: FakeOfflinePunchStore.create(),
    /** The browser's Web Push: supported, nothing asked yet. */
    push: new FakePushNotifications(),
  };
  const overrides: Required<PortOverrides> = {
    HttpTransport: edges.http,
    KeyValueStorage: edges.storage,
    Geolocation: edges.geolocation,
    DeviceEnvironment: edges.environment,
    FingerprintSources: edges.fingerprint,
    Sha256: new FakeSha256(),
    UuidGenerator: new FakeUuidGenerator(),
    MapsService: edges.maps,
    Vibration: edges.vibration,
    Clock: clock,
    Scheduler: clock,
    NetworkStatus: edges.network,
    SessionEvents: edges.sessionEvents,
    AppLifecycle: edges.lifecycle,
    Logger: edges.logger,
    ViewportEvents: edges.viewport,
    FileDownload: edges.downloads,
    DeviceKeyStore: edges.deviceKeys,
    OfflinePunchStore: edges.offlinePunches,
    PushNotifications: edges.push,
  };
  return { ...edges, overrides };
}

export type FakeEdges = ReturnType<typeof fakeEdges>;
