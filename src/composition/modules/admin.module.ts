/**
 * The administrator's bindings: the admin use-cases (singletons) and the admin screen stores (one per visit).
 * NOT loaded by createContainer: the admin pages declare it as their chunk's bindings and the chunk loader installs
 * it when one of them first renders (ui/app/lazy-chunk.tsx), so none of this code (nor antd's Table) is part of an
 * employee's first load.
 */
import type { ChunkBindings } from '../install-bindings';
import {
  AdminEditPunch,
  AdminNotifications,
  DeviceChangeRequests,
  DownloadAttendanceSheet,
  ExportAttendance,
  LoadAttendance,
  ExportActivities,
  LoadActivities,
  LoadAdminStats,
  LoadAdminUserOptions,
  LoadPunchCorrections,
  ManageGroups,
  ManageLocations,
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
import { AdminPanelStore } from '../../ui/admin/panel/admin-panel.store';
import { DeviceChangeRequestsStore } from '../../ui/admin/stats/device-change-requests.store';
import { NotificationsStore } from '../../ui/admin/stats/notifications.store';
import { StatsStore } from '../../ui/admin/stats/stats.store';
import { UsersStore } from '../../ui/admin/users/users.store';
import { AdminToken, PortToken, StoreToken, UseCaseToken, type Token } from '../tokens';
import { newExportMyData } from './my-data.module';

export const adminModule: ChunkBindings = ({ bind }) => {
  const api = ({ get }: { get: <T>(t: Token<T>) => T }) => get(UseCaseToken.ApiClient);
  bind(AdminToken.AdminEditPunch)
    .toDynamicValue((c) => new AdminEditPunch(api(c), c.get(PortToken.Scheduler), c.get(PortToken.Logger)))
    .inSingletonScope();
  bind(AdminToken.LoadAdminStats).toDynamicValue((c) => new LoadAdminStats(api(c))).inSingletonScope();
  bind(AdminToken.AdminNotifications).toDynamicValue((c) => new AdminNotifications(api(c))).inSingletonScope();
  bind(AdminToken.LoadActivities).toDynamicValue((c) => new LoadActivities(api(c), c.get(PortToken.Clock))).inSingletonScope();
  bind(AdminToken.LoadAdminUserOptions).toDynamicValue((c) => new LoadAdminUserOptions(api(c))).inSingletonScope();
  bind(AdminToken.ExportActivities).toDynamicValue((c) => new ExportActivities(api(c))).inSingletonScope();
  bind(AdminToken.LoadPunchCorrections).toDynamicValue((c) => new LoadPunchCorrections(api(c))).inSingletonScope();
  bind(AdminToken.ManageUsers).toDynamicValue((c) => new ManageUsers(api(c))).inSingletonScope();
  bind(AdminToken.ManageGroups).toDynamicValue((c) => new ManageGroups(api(c))).inSingletonScope();
  bind(AdminToken.ManageLocations).toDynamicValue((c) => new ManageLocations(api(c))).inSingletonScope();
  bind(AdminToken.ReviewCorrectionRequests).toDynamicValue((c) => new ReviewCorrectionRequests(api(c))).inSingletonScope();

  // One for the tab and its label's badge (docs/behaviour.md, "Correction requests"); each visit restarts it.
  bind(AdminToken.CorrectionRequestsStore)
    .toDynamicValue(
      ({ get }) => new CorrectionRequestsStore(get(AdminToken.ReviewCorrectionRequests), get(UseCaseToken.ListRefresher), get(PortToken.Scheduler)),
    )
    .inSingletonScope();

  bind(AdminToken.PanelStore)
    .toDynamicValue(({ get }) => new AdminPanelStore(get(StoreToken.Session), get(PortToken.Scheduler)))
    .inTransientScope();
  bind(AdminToken.StatsStore)
    .toDynamicValue(({ get }) => new StatsStore(get(AdminToken.LoadAdminStats)))
    .inTransientScope();
  bind(AdminToken.NotificationsStore)
    .toDynamicValue(
      (c) =>
        new NotificationsStore(
          c.get(AdminToken.AdminNotifications),
          new DeviceChangeRequestsStore(new DeviceChangeRequests(api(c)), c.get(UseCaseToken.ListRefresher), c.get(PortToken.Scheduler)),
        ),
    )
    .inTransientScope();
  bind(AdminToken.UsersStore)
    .toDynamicValue(
      ({ get }) =>
        new UsersStore(
          get(AdminToken.ManageUsers),
          get(AdminToken.ManageGroups),
          get(AdminToken.ManageLocations),
          get(UseCaseToken.ListRefresher),
          get(PortToken.Scheduler),
          // 'Esporta dati' of the edit dialog (docs/behaviour.md, "My data").
          { exportMyData: newExportMyData({ get }), files: get(PortToken.FileDownload) },
        ),
    )
    .inTransientScope();
  bind(AdminToken.GroupsStore)
    .toDynamicValue(({ get }) => new GroupsStore(get(AdminToken.ManageGroups), get(UseCaseToken.ListRefresher), get(PortToken.Scheduler), get(AdminToken.ManageUsers)))
    .inTransientScope();
  bind(AdminToken.LocationsStore)
    .toDynamicValue(
      ({ get }) =>
        new LocationsStore(
          {
            locations: get(AdminToken.ManageLocations),
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
      const adminEditPunch = get<AdminEditPunch>(AdminToken.AdminEditPunch);
      const loadCorrections = get<LoadPunchCorrections>(AdminToken.LoadPunchCorrections);
      return new ActivitiesStore({
        loadActivities: get(AdminToken.LoadActivities),
        loadUserOptions: get(AdminToken.LoadAdminUserOptions),
        manageGroups: get(AdminToken.ManageGroups),
        exportActivities: get(AdminToken.ExportActivities),
        fileDownload: get(PortToken.FileDownload),
        clock: get(PortToken.Clock),
        scheduler: get(PortToken.Scheduler),
        createEditPunch: (activity, callbacks) => new AdminEditPunchStore(activity, adminEditPunch, callbacks),
        createAudit: (activity) => new PunchAuditStore(activity, loadCorrections),
      });
    })
    .inTransientScope();

  // 'Report Presenze'.
  bind(AdminToken.LoadAttendance).toDynamicValue((c) => new LoadAttendance(api(c))).inSingletonScope();
  bind(AdminToken.ExportAttendance).toDynamicValue((c) => new ExportAttendance(api(c))).inSingletonScope();
  bind(AdminToken.DownloadAttendanceSheet)
    .toDynamicValue((c) => new DownloadAttendanceSheet(api(c)))
    .inSingletonScope();
  bind(AdminToken.AttendanceStore)
    .toDynamicValue(
      ({ get }) =>
        new AttendanceStore({
          loadAttendance: get(AdminToken.LoadAttendance),
          exportAttendance: get(AdminToken.ExportAttendance),
          downloadSheet: get(AdminToken.DownloadAttendanceSheet),
          manageGroups: get(AdminToken.ManageGroups),
          loadUserOptions: get(AdminToken.LoadAdminUserOptions),
          calendarToday: get(UseCaseToken.CalendarToday),
          fileDownload: get(PortToken.FileDownload),
          sheetFiles: get(PortToken.FileDownload),
          scheduler: get(PortToken.Scheduler),
        }),
    )
    .inTransientScope();
};
