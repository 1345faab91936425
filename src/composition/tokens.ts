/**
 * The composition root's own service identifiers: the core's ports (their Symbols are declared beside their
 * interfaces in src/core/ports, typed here in PortToken), the app's values and the use-cases. The stores' tokens are
 * the UI's (src/ui/app/app.tokens.ts, src/ui/<area>/<area>.tokens.ts): the UI declares what it asks for, and the
 * modules bind it. A lazily loaded area's own use-cases have theirs beside its bindings (modules/admin.module.ts…),
 * so the first load carries none of them.
 * A Token<T> (src/ui/shared/token.ts) is a plain Symbol that remembers what it resolves to.
 */
import * as Ports from '../core/ports';
import type { ApiClient, AuthTokens } from '../core/use-cases/api';
import type { ChangePassword, Login, Logout, ReassociateDevice, RestoreSession, SetNewPassword } from '../core/use-cases/auth';
import type { DeviceChallengeClient, DeviceIdentity, DeviceKeySupport, DeviceProofs, RegisterDevice } from '../core/use-cases/device';
import type { LoadHistory, RecentEntries } from '../core/use-cases/history';
import type { LoadTodaySchedule } from '../core/use-cases/hours/load-today-schedule.use-case';
import type { OfflinePunchQueue, OfflineRefusals } from '../core/use-cases/offline';
import type { LoadAuthorizedLocations, LoadNearbyLocations, PositionService } from '../core/use-cases/position';
import type { CheckIn, CheckOut, LoadStatus, PunchFlow, StatusAutoRefresh } from '../core/use-cases/punch';
import type { CalendarToday, ListRefresher } from '../core/use-cases/shared';
import { I18nToken } from '../ui/app/app.tokens';
import type { RuntimeConfig } from '../ui/app/runtime-config';
import { token, type Token } from '../ui/shared/token';

export type { Token };

/** Typed look-up (Inversify's own `get` cannot read T out of a Symbol). */
export function resolve<T>(container: { get<U>(id: symbol): U }, tokenOf: Token<T>): T {
  return container.get<T>(tokenOf);
}

/** The core's port Symbols, typed. */
export const PortToken = {
  HttpTransport: Ports.HttpTransport as Token<Ports.HttpTransport>,
  KeyValueStorage: Ports.KeyValueStorage as Token<Ports.KeyValueStorage>,
  Geolocation: Ports.Geolocation as Token<Ports.Geolocation>,
  DeviceEnvironment: Ports.DeviceEnvironment as Token<Ports.DeviceEnvironment>,
  FingerprintSources: Ports.FingerprintSources as Token<Ports.FingerprintSources>,
  Sha256: Ports.Sha256 as Token<Ports.Sha256>,
  UuidGenerator: Ports.UuidGenerator as Token<Ports.UuidGenerator>,
  MapsService: Ports.MapsService as Token<Ports.MapsService>,
  Vibration: Ports.Vibration as Token<Ports.Vibration>,
  Clock: Ports.Clock as Token<Ports.Clock>,
  Scheduler: Ports.Scheduler as Token<Ports.Scheduler>,
  NetworkStatus: Ports.NetworkStatus as Token<Ports.NetworkStatus>,
  SessionEvents: Ports.SessionEvents as Token<Ports.SessionEvents>,
  AppLifecycle: Ports.AppLifecycle as Token<Ports.AppLifecycle>,
  Logger: Ports.Logger as Token<Ports.Logger>,
  ViewportEvents: Ports.ViewportEvents as Token<Ports.ViewportEvents>,
  FileDownload: Ports.FileDownload as Token<Ports.FileDownload>,
  DeviceKeyStore: Ports.DeviceKeyStore as Token<Ports.DeviceKeyStore>,
  OfflinePunchStore: Ports.OfflinePunchStore as Token<Ports.OfflinePunchStore>,
  PushNotifications: Ports.PushNotifications as Token<Ports.PushNotifications>,
} as const;

/** Values of the app itself, not ports of the core. */
export const AppToken = {
  RuntimeConfig: token<RuntimeConfig>('RuntimeConfig'),
  /** Declared by the UI, whose shell reads it. */
  I18n: I18nToken,
} as const;

/** Use-cases and services of src/core/use-cases (singletons unless noted). */
export const UseCaseToken = {
  ApiClient: token<ApiClient>('ApiClient'),
  /** The stored session (tokens and profile) that the API client and the auth use-cases share. */
  AuthTokens: token<AuthTokens>('AuthTokens'),
  /** The anonymous challenge call, apart from ApiClient, which signs its refreshes with proofs over those challenges. */
  DeviceChallengeClient: token<DeviceChallengeClient>('DeviceChallengeClient'),
  DeviceProofs: token<DeviceProofs>('DeviceProofs'),
  DeviceIdentity: token<DeviceIdentity>('DeviceIdentity'),
  RegisterDevice: token<RegisterDevice>('RegisterDevice'),
  /** Whether this browser can keep a device key: the login screen warns when it cannot. */
  DeviceKeySupport: token<DeviceKeySupport>('DeviceKeySupport'),
  RestoreSession: token<RestoreSession>('RestoreSession'),
  Login: token<Login>('Login'),
  ReassociateDevice: token<ReassociateDevice>('ReassociateDevice'),
  Logout: token<Logout>('Logout'),
  SetNewPassword: token<SetNewPassword>('SetNewPassword'),
  /** Bound by modules/dashboard.module.ts: 'Cambia password' opens from the dashboards. */
  ChangePassword: token<ChangePassword>('ChangePassword'),
  PositionService: token<PositionService>('PositionService'),
  LoadNearbyLocations: token<LoadNearbyLocations>('LoadNearbyLocations'),
  LoadAuthorizedLocations: token<LoadAuthorizedLocations>('LoadAuthorizedLocations'),
  LoadStatus: token<LoadStatus>('LoadStatus'),
  /** What check-in and check-out share: the device id, the position and the proof's challenge. */
  PunchFlow: token<PunchFlow>('PunchFlow'),
  CheckIn: token<CheckIn>('CheckIn'),
  CheckOut: token<CheckOut>('CheckOut'),
  /** The phone's offline punches: recorded by the punch flow, sent when the network returns (one queue per app). */
  OfflinePunchQueue: token<OfflinePunchQueue>('OfflinePunchQueue'),
  /** The refused offline punches the dashboard shows until dismissed. */
  OfflineRefusals: token<OfflineRefusals>('OfflineRefusals'),
  /** Transient: each dashboard runs its own interval and focus listener. */
  StatusAutoRefresh: token<StatusAutoRefresh>('StatusAutoRefresh'),
  RecentEntries: token<RecentEntries>('RecentEntries'),
  LoadHistory: token<LoadHistory>('LoadHistory'),
  /** Bound by modules/dashboard.module.ts: 'Orario di oggi' on the dashboard. */
  LoadTodaySchedule: token<LoadTodaySchedule>('LoadTodaySchedule'),
  CalendarToday: token<CalendarToday>('CalendarToday'),
  /** Transient: each admin list schedules its own follow-up reload. */
  ListRefresher: token<ListRefresher>('ListRefresher'),
} as const;
