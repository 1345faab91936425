/**
 * The administrator's bindings: the admin use-cases (singletons) and the admin screen stores (one per visit).
 * NOT loaded by createContainer: the 'admin' area (../areas.ts), a chunk of its own that the injector installs when an
 * admin page's chunk first loads (ui/app/lazy-chunk.tsx), so none of this code (nor antd's Table) is part of an
 * employee's first load.
 */
import type { ChunkBindings } from '../install-bindings';
import {
  AdminEditPunch,
  AdminNotifications,
  DeviceChangeRequests,
  DownloadAttendanceSheet,
  DownloadPresenceList,
  ExportAttendance,
  LoadAttendance,
  LoadPresence,
  ExportActivities,
  LoadActivities,
  LoadAdminStats,
  LoadAdminUserOptions,
  LoadPunchCorrections,
  ManageGroups,
  ManageLocations,
  ManageSchedules,
  ImportUsers,
  ManageUsers,
  ReviewCorrectionRequests,
} from '../../core/use-cases/admin';
import { ActivitiesStore } from '../../ui/admin/activities/activities.store';
import { AdminEditPunchStore } from '../../ui/admin/activities/admin-edit-punch.store';
import { AttendanceStore } from '../../ui/admin/attendance/attendance.store';
import { CorrectionRequestsStore } from '../../ui/admin/corrections/correction-requests.store';
import { PunchAuditStore } from '../../ui/admin/activities/punch-audit.store';
import { GroupsStore } from '../../ui/admin/groups/groups.store';
import { LocationsStore } from '../../ui/admin/locations/locations.store';
import { SchedulesStore } from '../../ui/admin/schedules/schedules.store';
import { AdminPanelStore } from '../../ui/admin/panel/admin-panel.store';
import { PresenceStore } from '../../ui/admin/presence/presence.store';
import { DeviceChangeRequestsStore } from '../../ui/admin/stats/device-change-requests.store';
import { NotificationsStore } from '../../ui/admin/stats/notifications.store';
import { StatsStore } from '../../ui/admin/stats/stats.store';
import { UsersStore } from '../../ui/admin/users/users.store';
import { UserImportStore } from '../../ui/admin/users/import/user-import.store';
import { AdminToken } from '../../ui/admin/admin.tokens';
import { StoreToken } from '../../ui/app/app.tokens';
import { PortToken, UseCaseToken, type Token } from '../tokens';
import { adminAbsencesBindings } from './admin-absences.module';
import { newExportMyData } from './my-data.module';
import { bindReminderSettings } from './reminders.module';
import { monthCloseBindings } from './month-close.module';

/**
 * The admin use-cases' tokens: beside their bindings, so that they travel with them and the first load carries none
 * of them (the screen stores' tokens are the UI's: ui/admin/admin.tokens.ts).
 */
export const AdminUseCaseToken = {
  AdminEditPunch: Symbol('AdminEditPunch') as Token<AdminEditPunch>,
  LoadAdminStats: Symbol('LoadAdminStats') as Token<LoadAdminStats>,
  AdminNotifications: Symbol('AdminNotifications') as Token<AdminNotifications>,
  LoadActivities: Symbol('LoadActivities') as Token<LoadActivities>,
  LoadAdminUserOptions: Symbol('LoadAdminUserOptions') as Token<LoadAdminUserOptions>,
  ExportActivities: Symbol('ExportActivities') as Token<ExportActivities>,
  LoadPunchCorrections: Symbol('LoadPunchCorrections') as Token<LoadPunchCorrections>,
  ManageUsers: Symbol('ManageUsers') as Token<ManageUsers>,
  ManageGroups: Symbol('ManageGroups') as Token<ManageGroups>,
  ManageLocations: Symbol('ManageLocations') as Token<ManageLocations>,
  ReviewCorrectionRequests: Symbol('ReviewCorrectionRequests') as Token<ReviewCorrectionRequests>,
  LoadAttendance: Symbol('LoadAttendance') as Token<LoadAttendance>,
  ExportAttendance: Symbol('ExportAttendance') as Token<ExportAttendance>,
  DownloadAttendanceSheet: Symbol('DownloadAttendanceSheet') as Token<DownloadAttendanceSheet>,
  ManageSchedules: Symbol('ManageSchedules') as Token<ManageSchedules>,
} as const;

export const adminModule: ChunkBindings = ({ bind }) => {
  const api = ({ get }: { get: <T>(t: Token<T>) => T }) => get(UseCaseToken.ApiClient);
  bind(AdminUseCaseToken.AdminEditPunch)
    .toDynamicValue((c) => new AdminEditPunch(api(c), c.get(PortToken.Scheduler), c.get(PortToken.Logger)))
    .inSingletonScope();
  bind(AdminUseCaseToken.LoadAdminStats).toDynamicValue((c) => new LoadAdminStats(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.AdminNotifications).toDynamicValue((c) => new AdminNotifications(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.LoadActivities).toDynamicValue((c) => new LoadActivities(api(c), c.get(PortToken.Clock))).inSingletonScope();
  bind(AdminUseCaseToken.LoadAdminUserOptions).toDynamicValue((c) => new LoadAdminUserOptions(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.ExportActivities).toDynamicValue((c) => new ExportActivities(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.LoadPunchCorrections).toDynamicValue((c) => new LoadPunchCorrections(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.ManageUsers).toDynamicValue((c) => new ManageUsers(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.ManageGroups).toDynamicValue((c) => new ManageGroups(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.ManageLocations).toDynamicValue((c) => new ManageLocations(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.ReviewCorrectionRequests).toDynamicValue((c) => new ReviewCorrectionRequests(api(c))).inSingletonScope();

  // One for the tab and its label's badge (docs/behaviour.md, "Correction requests"); each visit restarts it.
  bind(AdminToken.CorrectionRequestsStore)
    .toDynamicValue(
      ({ get }) => new CorrectionRequestsStore(get(AdminUseCaseToken.ReviewCorrectionRequests), get(UseCaseToken.ListRefresher), get(PortToken.Scheduler)),
    )
    .inSingletonScope();

  bind(AdminToken.PanelStore)
    .toDynamicValue(({ get }) => new AdminPanelStore(get(StoreToken.Session), get(PortToken.Scheduler)))
    .inTransientScope();
  bind(AdminToken.StatsStore)
    .toDynamicValue(({ get }) => new StatsStore(get(AdminUseCaseToken.LoadAdminStats)))
    .inTransientScope();
  bind(AdminToken.NotificationsStore)
    .toDynamicValue(
      (c) =>
        new NotificationsStore(
          c.get(AdminUseCaseToken.AdminNotifications),
          new DeviceChangeRequestsStore(new DeviceChangeRequests(api(c)), c.get(UseCaseToken.ListRefresher), c.get(PortToken.Scheduler)),
        ),
    )
    .inTransientScope();
  bind(AdminToken.UsersStore)
    .toDynamicValue(
      ({ get }) =>
        new UsersStore(
          get(AdminUseCaseToken.ManageUsers),
          get(AdminUseCaseToken.ManageGroups),
          get(AdminUseCaseToken.ManageLocations),
          get(UseCaseToken.ListRefresher),
          get(PortToken.Scheduler),
          // 'Esporta dati' of the edit dialog (docs/behaviour.md, "My data").
          { exportMyData: newExportMyData({ get }), files: get(PortToken.FileDownload) },
        ),
    )
    .inTransientScope();
  // 'Importa utenti' (docs/user-import.md): the temporary passwords' list is named with the user's today.
  bind(AdminToken.UserImportStore)
    .toDynamicValue(({ get }: { get: <T>(t: Token<T>) => T }) => {
      const calendar = get(UseCaseToken.CalendarToday);
      return new UserImportStore(new ImportUsers(get(UseCaseToken.ApiClient), get(PortToken.FileDownload), () => calendar.today()));
    })
    .inTransientScope();
  bind(AdminToken.GroupsStore)
    .toDynamicValue(({ get }) => new GroupsStore(get(AdminUseCaseToken.ManageGroups), get(UseCaseToken.ListRefresher), get(PortToken.Scheduler), get(AdminUseCaseToken.ManageUsers)))
    .inTransientScope();
  bind(AdminToken.LocationsStore)
    .toDynamicValue(
      ({ get }) =>
        new LocationsStore(
          {
            locations: get(AdminUseCaseToken.ManageLocations),
            maps: get(PortToken.MapsService),
            positions: get(UseCaseToken.PositionService),
            scheduler: get(PortToken.Scheduler),
          },
          get(UseCaseToken.ListRefresher),
          get(StoreToken.Session),
        ),
    )
    .inTransientScope();
  bind(AdminToken.ActivitiesStore)
    .toDynamicValue(({ get }) => {
      const adminEditPunch = get<AdminEditPunch>(AdminUseCaseToken.AdminEditPunch);
      const loadCorrections = get<LoadPunchCorrections>(AdminUseCaseToken.LoadPunchCorrections);
      return new ActivitiesStore({
        loadActivities: get(AdminUseCaseToken.LoadActivities),
        loadUserOptions: get(AdminUseCaseToken.LoadAdminUserOptions),
        manageGroups: get(AdminUseCaseToken.ManageGroups),
        exportActivities: get(AdminUseCaseToken.ExportActivities),
        fileDownload: get(PortToken.FileDownload),
        clock: get(PortToken.Clock),
        scheduler: get(PortToken.Scheduler),
        createEditPunch: (activity, callbacks) => new AdminEditPunchStore(activity, adminEditPunch, callbacks),
        createAudit: (activity) => new PunchAuditStore(activity, loadCorrections),
      });
    })
    .inTransientScope();

  // 'Report Presenze'.
  bind(AdminUseCaseToken.LoadAttendance).toDynamicValue((c) => new LoadAttendance(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.ExportAttendance).toDynamicValue((c) => new ExportAttendance(api(c))).inSingletonScope();
  bind(AdminUseCaseToken.DownloadAttendanceSheet)
    .toDynamicValue((c) => new DownloadAttendanceSheet(api(c)))
    .inSingletonScope();
  bind(AdminToken.AttendanceStore)
    .toDynamicValue(
      ({ get }) =>
        new AttendanceStore({
          loadAttendance: get(AdminUseCaseToken.LoadAttendance),
          exportAttendance: get(AdminUseCaseToken.ExportAttendance),
          downloadSheet: get(AdminUseCaseToken.DownloadAttendanceSheet),
          manageGroups: get(AdminUseCaseToken.ManageGroups),
          loadUserOptions: get(AdminUseCaseToken.LoadAdminUserOptions),
          calendarToday: get(UseCaseToken.CalendarToday),
          fileDownload: get(PortToken.FileDownload),
          sheetFiles: get(PortToken.FileDownload),
          scheduler: get(PortToken.Scheduler),
        }),
    )
    .inTransientScope();

  // 'Assenze'.
  adminAbsencesBindings({ bind }, { groups: AdminUseCaseToken.ManageGroups, users: AdminUseCaseToken.LoadAdminUserOptions });

  // 'Chiusura mese'.
  monthCloseBindings({ bind }, AdminUseCaseToken.ManageGroups);

  // 'Presenti ora': the use-cases are the store's alone.
  bind(AdminToken.PresenceStore)
    .toDynamicValue(
      (c) =>
        new PresenceStore({
          load: new LoadPresence(api(c)),
          download: new DownloadPresenceList(api(c), c.get(PortToken.Clock)),
          files: c.get(PortToken.FileDownload),
          scheduler: c.get(PortToken.Scheduler),
        }),
    )
    .inTransientScope();

  // 'Orari di lavoro'.
  bind(AdminUseCaseToken.ManageSchedules).toDynamicValue((c) => new ManageSchedules(api(c))).inSingletonScope();
  bind(AdminToken.SchedulesStore)
    .toDynamicValue(
      ({ get }) =>
        new SchedulesStore({
          schedules: get(AdminUseCaseToken.ManageSchedules),
          groups: get(AdminUseCaseToken.ManageGroups),
          locations: get(AdminUseCaseToken.ManageLocations),
          users: get(AdminUseCaseToken.LoadAdminUserOptions),
          calendarToday: get(UseCaseToken.CalendarToday),
          refresher: get(UseCaseToken.ListRefresher),
          scheduler: get(PortToken.Scheduler),
        }),
    )
    .inTransientScope();
  // 'Promemoria'.
  bindReminderSettings(bind);
};
