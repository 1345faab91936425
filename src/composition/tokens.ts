/**
 * The container's service identifiers. Ports keep the Symbols declared beside their interfaces in src/core/ports
 * (typed here in PortToken); use-cases, stores and app-level values get theirs below.
 * A Token<T> is a plain Symbol that remembers what it resolves to, so `useInjection(StoreToken.Session)` is typed.
 */
import type { i18n } from 'i18next';
import * as Ports from '../core/ports';
import type { ApiClient } from '../core/use-cases/api';
import type { ChangePassword, Login, Logout, ReassociateDevice, RestoreSession, SetNewPassword } from '../core/use-cases/auth';
import type { DeviceIdentity, DeviceKeySupport, RegisterDevice } from '../core/use-cases/device';
import type { LoadHistory, RecentEntries } from '../core/use-cases/history';
import type { LoadAuthorizedLocations, LoadNearbyLocations, PositionService } from '../core/use-cases/position';
import type { CheckIn, CheckOut, LoadStatus, StatusAutoRefresh } from '../core/use-cases/punch';
import type { CalendarToday, ListRefresher } from '../core/use-cases/shared';
import type { RuntimeConfig } from '../ui/app/runtime-config';
import type { LoginStore } from '../ui/login/login.store';
import type { DeviceStore } from '../ui/session/device.store';
import type { PwaUpdateStore } from '../ui/pwa/pwa-update.store';
import type { SessionStore } from '../ui/session/session.store';
import type * as Admin from '../core/use-cases/admin';
import type { ActivitiesStore } from '../ui/admin/activities/activities.store';
import type { AttendanceStore } from '../ui/admin/attendance/attendance.store';
import type { CorrectionRequestsStore } from '../ui/admin/corrections/correction-requests.store';
import type { GroupsStore } from '../ui/admin/groups/groups.store';
import type { LocationsStore } from '../ui/admin/locations/locations.store';
import type { AdminPanelStore } from '../ui/admin/panel/admin-panel.store';
import type { NotificationsStore } from '../ui/admin/stats/notifications.store';
import type { StatsStore } from '../ui/admin/stats/stats.store';
import type { UsersStore } from '../ui/admin/users/users.store';
import type { DashboardStore } from '../ui/dashboard/dashboard.store';
import type { HistoryStore } from '../ui/history/history.store';
import type { ChangePasswordStore } from '../ui/dashboard/change-password.store';

declare const resolves: unique symbol;
/** A Symbol that remembers, for the type checker only, what it resolves to. */
export type Token<T> = symbol & { readonly [resolves]: T };

const token = <T>(name: string): Token<T> => Symbol(name) as Token<T>;

/** Typed look-up (Inversify's own `get` cannot read T out of a Symbol). */
export function resolve<T>(container: { get<U>(id: symbol): U }, tokenOf: Token<T>): T {
  return container.get<T>(tokenOf);
}

/** The core's port Symbols, typed. */
export const PortToken = {
  HttpTransport: Ports.HttpTransport as Token<Ports.HttpTransport>,
  KeyValueStorage: Ports.KeyValueStorage as Token<Ports.KeyValueStorage>,
  Geolocation: Ports.Geolocation as Token<Ports.Geolocation>,
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
} as const;

/** Values of the app itself, not ports of the core. */
export const AppToken = {
  RuntimeConfig: token<RuntimeConfig>('RuntimeConfig'),
  I18n: token<i18n>('I18n'),
} as const;

/** Use-cases and services of src/core/use-cases (singletons unless noted). */
export const UseCaseToken = {
  ApiClient: token<ApiClient>('ApiClient'),
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
  CheckIn: token<CheckIn>('CheckIn'),
  CheckOut: token<CheckOut>('CheckOut'),
  /** Transient: each dashboard runs its own interval and focus listener. */
  StatusAutoRefresh: token<StatusAutoRefresh>('StatusAutoRefresh'),
  RecentEntries: token<RecentEntries>('RecentEntries'),
  LoadHistory: token<LoadHistory>('LoadHistory'),
  CalendarToday: token<CalendarToday>('CalendarToday'),
  /** Transient: each admin list schedules its own follow-up reload. */
  ListRefresher: token<ListRefresher>('ListRefresher'),
} as const;

/**
 * MobX stores: app-wide ones are singletons; screen stores are transient (one per visit, see useScreenStore).
 * The dashboard/history stores and the admin's have their tokens below (bound by modules/dashboard.module.ts and
 * modules/admin.module.ts, which their screens load).
 */
export const StoreToken = {
  Session: token<SessionStore>('SessionStore'),
  Device: token<DeviceStore>('DeviceStore'),
  Login: token<LoginStore>('LoginStore'),
  PwaUpdate: token<PwaUpdateStore>('PwaUpdateStore'),
} as const;

/** The employee's screens (modules/dashboard.module.ts): their stores, one per visit. */
export const DashboardToken = {
  MobileDashboardStore: token<DashboardStore>('MobileDashboardStore'),
  DesktopDashboardStore: token<DashboardStore>('DesktopDashboardStore'),
  MobileHistoryStore: token<HistoryStore>('MobileHistoryStore'),
  DesktopHistoryStore: token<HistoryStore>('DesktopHistoryStore'),
  /** 'Cambia password' of the profile (the phone's drawer, the desktop's header). */
  ChangePasswordStore: token<ChangePasswordStore>('ChangePasswordStore'),
} as const;

/** The administrator's use-cases (singletons) and screen stores (one per visit), bound by modules/admin.module.ts. */
export const AdminToken = {
  AdminEditPunch: token<Admin.AdminEditPunch>('AdminEditPunch'),
  LoadAdminStats: token<Admin.LoadAdminStats>('LoadAdminStats'),
  AdminNotifications: token<Admin.AdminNotifications>('AdminNotifications'),
  LoadActivities: token<Admin.LoadActivities>('LoadActivities'),
  LoadAdminUserOptions: token<Admin.LoadAdminUserOptions>('LoadAdminUserOptions'),
  ExportActivities: token<Admin.ExportActivities>('ExportActivities'),
  LoadPunchCorrections: token<Admin.LoadPunchCorrections>('LoadPunchCorrections'),
  ManageUsers: token<Admin.ManageUsers>('ManageUsers'),
  ManageGroups: token<Admin.ManageGroups>('ManageGroups'),
  ManageLocations: token<Admin.ManageLocations>('ManageLocations'),
  ReviewCorrectionRequests: token<Admin.ReviewCorrectionRequests>('ReviewCorrectionRequests'),
  // Screen stores: transient, one per visit.
  PanelStore: token<AdminPanelStore>('AdminPanelStore'),
  StatsStore: token<StatsStore>('AdminStatsStore'),
  NotificationsStore: token<NotificationsStore>('AdminNotificationsStore'),
  UsersStore: token<UsersStore>('AdminUsersStore'),
  GroupsStore: token<GroupsStore>('AdminGroupsStore'),
  LocationsStore: token<LocationsStore>('AdminLocationsStore'),
  ActivitiesStore: token<ActivitiesStore>('AdminActivitiesStore'),
  /** 'Report Presenze': its use-cases (singletons) and its store (one per visit). */
  LoadAttendance: token<Admin.LoadAttendance>('LoadAttendance'),
  ExportAttendance: token<Admin.ExportAttendance>('ExportAttendance'),
  DownloadAttendanceSheet: token<Admin.DownloadAttendanceSheet>('DownloadAttendanceSheet'),
  AttendanceStore: token<AttendanceStore>('AdminAttendanceStore'),
  /** A singleton: the 'Richieste di correzione' tab and its label's badge share it (its start() begins a visit). */
  CorrectionRequestsStore: token<CorrectionRequestsStore>('AdminCorrectionRequestsStore'),
} as const;
