/**
 * Ports → browser adapters, all singletons. The only place that constructs adapters.
 * An override replaces one port's adapter (tests swap the edges: HTTP, storage, geolocation, timers…).
 */
import { ContainerModule, type ResolutionContext } from 'inversify';
import { BrowserClock } from '../../adapters/browser-clock';
import { BrowserDeviceEnvironment } from '../../adapters/browser-device-environment';
import { BrowserFileDownload } from '../../adapters/browser-file-download';
import { BrowserFingerprintSources } from '../../adapters/browser-fingerprint-sources';
import { BrowserNetworkStatus } from '../../adapters/browser-network-status';
import { BrowserScheduler } from '../../adapters/browser-scheduler';
import { ConsoleLogger } from '../../adapters/console-logger';
import { CryptoUuidGenerator } from '../../adapters/crypto-uuid-generator';
import { EventTargetSessionEvents } from '../../adapters/event-target-session-events';
import { FetchHttpTransport } from '../../adapters/fetch-http-transport';
import { IndexedDbDeviceKeyStore } from '../../adapters/indexeddb-device-key-store';
import { IndexedDbOfflinePunchStore } from '../../adapters/indexeddb-offline-punch-store';
import { LocalStorageKeyValueStorage } from '../../adapters/local-storage-key-value-storage';
import { NavigatorGeolocation } from '../../adapters/navigator-geolocation';
import { NavigatorVibration } from '../../adapters/navigator-vibration';
import { NominatimMapsService } from '../../adapters/nominatim-maps-service';
import { SubtleCryptoSha256 } from '../../adapters/subtle-crypto-sha256';
import { WindowAppLifecycle } from '../../adapters/window-app-lifecycle';
import { WindowViewportEvents } from '../../adapters/window-viewport-events';
import type { PushNotifications } from '../../core/ports';
import type { RuntimeConfig } from '../../ui/app/runtime-config';
import { createI18n } from '../../ui/i18n';
import { AppToken, PortToken, type Token } from '../tokens';

type Resolved<T> = T extends Token<infer R> ? NonNullable<R> : never;

/** Replacement adapters, by the name of their token. */
export type PortOverrides = Partial<{ [K in keyof typeof PortToken]: Resolved<(typeof PortToken)[K]> }>;

export function platformModule(config: RuntimeConfig, overrides: PortOverrides): ContainerModule {
  return new ContainerModule(({ bind }) => {
    /** Binds a port to its override when given, else to the adapter `create` builds on first use. */
    const port = <T>(name: keyof PortOverrides, tokenOf: Token<T>, create: (context: ResolutionContext) => T) => {
      const override = overrides[name] as T | undefined;
      if (override) bind(tokenOf).toConstantValue(override);
      else bind(tokenOf).toDynamicValue(create).inSingletonScope();
    };

    bind(AppToken.RuntimeConfig).toConstantValue(config);
    bind(AppToken.I18n).toDynamicValue(createI18n).inSingletonScope();

    port('HttpTransport', PortToken.HttpTransport, () => new FetchHttpTransport(config.apiBaseUrl));
    port('KeyValueStorage', PortToken.KeyValueStorage, () => new LocalStorageKeyValueStorage());
    port('Geolocation', PortToken.Geolocation, () => new NavigatorGeolocation());
    port('DeviceEnvironment', PortToken.DeviceEnvironment, () => new BrowserDeviceEnvironment());
    port('FingerprintSources', PortToken.FingerprintSources, () => new BrowserFingerprintSources());
    port('Sha256', PortToken.Sha256, () => new SubtleCryptoSha256());
    port('UuidGenerator', PortToken.UuidGenerator, () => new CryptoUuidGenerator());
    // Nominatim is another server: its own transport, with no API base URL and no tokens; throttled on the app's timers.
    port(
      'MapsService',
      PortToken.MapsService,
      (context) =>
        new NominatimMapsService(new FetchHttpTransport(config.nominatimUrl), context.get(PortToken.Clock), context.get(PortToken.Scheduler)),
    );
    port('Vibration', PortToken.Vibration, () => new NavigatorVibration());
    port('Clock', PortToken.Clock, () => new BrowserClock());
    port('Scheduler', PortToken.Scheduler, () => new BrowserScheduler());
    port('NetworkStatus', PortToken.NetworkStatus, () => new BrowserNetworkStatus());
    port('SessionEvents', PortToken.SessionEvents, () => new EventTargetSessionEvents());
    port('AppLifecycle', PortToken.AppLifecycle, () => new WindowAppLifecycle());
    port('Logger', PortToken.Logger, () => new ConsoleLogger());
    port('ViewportEvents', PortToken.ViewportEvents, () => new WindowViewportEvents());
    port('FileDownload', PortToken.FileDownload, () => new BrowserFileDownload());
    port('DeviceKeyStore', PortToken.DeviceKeyStore, () => new IndexedDbDeviceKeyStore());
    port('OfflinePunchStore', PortToken.OfflinePunchStore, () => new IndexedDbOfflinePunchStore());
    port('PushNotifications', PortToken.PushNotifications, () => loadedOnFirstUse());
  });
}

/**
 * Web Push (docs/behaviour.md, "Reminders"): its adapter is a chunk of its own, loaded the first time 'Promemoria' asks
 * for it, so the first load of /login (at its limit: docs/performance.md) carries none of it. Every method of the port
 * answers a promise, so the wait is invisible to its callers.
 */
function loadedOnFirstUse(): PushNotifications {
  let loading: Promise<PushNotifications> | undefined;
  const adapter = () => {
    loading ??= import('../../adapters/service-worker-push-notifications').then((module) => new module.ServiceWorkerPushNotifications());
    // A chunk that could not load (the network dropped) is asked again next time.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return {
    permission: () => adapter().then((push) => push.permission()),
    requestPermission: () => adapter().then((push) => push.requestPermission()),
    currentSubscription: () => adapter().then((push) => push.currentSubscription()),
    subscribe: (key) => adapter().then((push) => push.subscribe(key)),
    unsubscribe: () => adapter().then((push) => push.unsubscribe()),
  };
}
