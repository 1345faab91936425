/**
 * The administrator's screen stores, bound by the 'admin' area (lazy-chunk.tsx): one per visit, except the
 * correction requests' (the tab and its label's badge share it; its start() begins a visit).
 */
import { token } from '../shared/token';
import type { AbsencesStore } from './absences/absences.store';
import type { ActivitiesStore } from './activities/activities.store';
import type { AttendanceStore } from './attendance/attendance.store';
import type { CorrectionRequestsStore } from './corrections/correction-requests.store';
import type { GroupsStore } from './groups/groups.store';
import type { LocationsStore } from './locations/locations.store';
import type { MonthCloseStore } from './month-close/month-close.store';
import type { AdminPanelStore } from './panel/admin-panel.store';
import type { PresenceStore } from './presence/presence.store';
import type { SchedulesStore } from './schedules/schedules.store';
import type { NotificationsStore } from './stats/notifications.store';
import type { StatsStore } from './stats/stats.store';
import type { UsersStore } from './users/users.store';
import type { UserImportStore } from './users/import/user-import.store';

export const AdminToken = {
  PanelStore: token<AdminPanelStore>('AdminPanelStore'),
  StatsStore: token<StatsStore>('AdminStatsStore'),
  NotificationsStore: token<NotificationsStore>('AdminNotificationsStore'),
  UsersStore: token<UsersStore>('AdminUsersStore'),
  GroupsStore: token<GroupsStore>('AdminGroupsStore'),
  LocationsStore: token<LocationsStore>('AdminLocationsStore'),
  ActivitiesStore: token<ActivitiesStore>('AdminActivitiesStore'),
  /** 'Report Presenze'. */
  AttendanceStore: token<AttendanceStore>('AdminAttendanceStore'),
  CorrectionRequestsStore: token<CorrectionRequestsStore>('AdminCorrectionRequestsStore'),
  /** 'Orari di lavoro'. */
  SchedulesStore: token<SchedulesStore>('AdminSchedulesStore'),
  /** 'Assenze': one for the tab and its label's badge, like the correction requests'. */
  AbsencesStore: token<AbsencesStore>('AdminAbsencesStore'),
  /** 'Chiusura mese'. */
  MonthCloseStore: token<MonthCloseStore>('AdminMonthCloseStore'),
  /** 'Importa utenti': one per users tab visit (its dialog's passwords go with it). */
  UserImportStore: token<UserImportStore>('AdminUserImportStore'),
  /** 'Presenti ora'. */
  PresenceStore: token<PresenceStore>('AdminPresenceStore'),
} as const;
