/** Administration (/api/admin/*): figures, every user's punches, reports, audit and notifications. */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, Nullable, Page, PageQuery, Text } from './common.contract';
import { PunchOriginFields } from './punch-origin.contract';
import { EntryType, ValidationIssue } from './timesheet.contract';

export const RecentActivity = Type.Object({
  id: Type.Integer(),
  user: Type.String(),
  action: Type.String(),
  location: Type.String(),
  timestamp: Type.String(),
});
export type RecentActivity = Static<typeof RecentActivity>;

export const AdminStats = Type.Object({
  total_users: Type.Integer(),
  active_users: Type.Integer(),
  total_locations: Type.Integer(),
  active_locations: Type.Integer(),
  total_checkins_today: Type.Integer(),
  users_checked_in: Type.Integer(),
  total_checkouts_today: Type.Integer(),
  recent_activities: Type.Array(RecentActivity),
});
export type AdminStats = Static<typeof AdminStats>;

export const AdminActivity = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  user: Type.String(),
  user_full_name: Type.String(),
  /** 'Check-in' or 'Check-out'. */
  action: Type.String(),
  entry_type: EntryType,
  location_id: Nullable(Type.Integer()),
  /** The place's name, or 'Unknown' for an off-site punch. */
  location: Type.String(),
  timestamp: Type.String(),
  original_timestamp: Nullable(Type.String()),
  notes: Type.String(),
  anomaly_note: Type.String(),
  has_location_anomaly: Type.Boolean(),
  distance_from_location: Nullable(Type.Integer()),
  accuracy: Nullable(Type.Number()),
  is_valid: Type.Boolean(),
  validation_errors: Type.Array(ValidationIssue),
  ...PunchOriginFields,
});
export type AdminActivity = Static<typeof AdminActivity>;

export const ActivityOrdering = Type.Union(
  ['user__username', 'entry_type', 'location__name', 'timestamp'].flatMap((f) => [Type.Literal(f), Type.Literal(`-${f}`)]),
);
export type ActivityOrdering = Static<typeof ActivityOrdering>;

export const ActivitiesQuery = Type.Object({
  ...PageQuery,
  ordering: Type.Optional(ActivityOrdering),
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
  entry_type: Type.Optional(EntryType),
  user_id: Type.Optional(Id),
  /** Only the punches of the users who are in this group now (users.gruppo_id), whenever they punched. */
  gruppo: Type.Optional(Id),
  /** Cache buster sent on refresh; ignored. */
  _t: Type.Optional(Type.Union([Text({ maxLength: 50 }), Type.Number()])),
});
export type ActivitiesQuery = Static<typeof ActivitiesQuery>;

export const ActivitiesPage = Type.Object({
  count: Type.Integer(),
  total_pages: Type.Integer(),
  results: Type.Array(AdminActivity),
});
export type ActivitiesPage = Static<typeof ActivitiesPage>;

/**
 * GET /api/admin/users/ : the options of the activities user filter, active users first, then the deactivated ones
 * (kept for their punches), each by last name, first name, username.
 */
export const AdminUserOption = Type.Object({
  id: Type.Integer(),
  full_name: Type.String(),
  username: Type.String(),
  is_active: Type.Boolean(),
});
export type AdminUserOption = Static<typeof AdminUserOption>;
export const AdminUserOptions = Type.Array(AdminUserOption);

/** Options answered when the query sets no `limit`. */
export const ADMIN_USER_OPTIONS_DEFAULT_LIMIT = 20;

export const AdminUserOptionsQuery = Type.Object({
  /** The same fields and matching as GET /api/users/ `search` (case and accents ignored); blank means no search. */
  search: Type.Optional(Text({ maxLength: 100 })),
  /** At most this many options (default ADMIN_USER_OPTIONS_DEFAULT_LIMIT). */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** Only this user, active or not: the label of a selected user that the first options do not hold. */
  id: Type.Optional(Id),
});
export type AdminUserOptionsQuery = Static<typeof AdminUserOptionsQuery>;

/** CSV export of the filtered activities: GET /api/admin/activities/export/ with the same filters. */
export const ActivitiesExportQuery = Type.Omit(ActivitiesQuery, ['page', 'page_size']);
export type ActivitiesExportQuery = Static<typeof ActivitiesExportQuery>;

export const ReportQuery = Type.Object({
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
  user_id: Type.Optional(Id),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
});
export type ReportQuery = Static<typeof ReportQuery>;

/** Worked time per user per day. */
export const ReportRow = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  date: IsoDate,
  worked_minutes: Type.Integer(),
  check_ins: Type.Integer(),
  check_outs: Type.Integer(),
  anomalies: Type.Integer(),
  missing_check_out: Type.Boolean(),
});
export type ReportRow = Static<typeof ReportRow>;
export const Report = Type.Object({ start_date: IsoDate, end_date: IsoDate, rows: Type.Array(ReportRow) });
export type Report = Static<typeof Report>;

export const AuditEntry = Type.Object({
  id: Type.Integer(),
  /** e.g. 'DEVICE_REGISTERED', 'DEVICE_CHANGED', 'DEVICE_RESET', 'PUNCH_CORRECTED', 'USER_CREATED' … */
  action: Type.String(),
  actor_id: Nullable(Type.Integer()),
  actor_username: Nullable(Type.String()),
  target_user_id: Nullable(Type.Integer()),
  target_username: Nullable(Type.String()),
  timesheet_id: Nullable(Type.Integer()),
  details: Type.Record(Type.String(), Type.Unknown()),
  created_at: Type.String(),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AuditQuery = Type.Object({
  ...PageQuery,
  timesheet_id: Type.Optional(Id),
  user_id: Type.Optional(Id),
  action: Type.Optional(Text({ maxLength: 50 })),
});
export type AuditQuery = Static<typeof AuditQuery>;
export const AuditPage = Page(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

/** Punch corrections: GET /api/timesheets/{id}/corrections/ (admin). */
export const PunchCorrection = Type.Object({
  id: Type.Integer(),
  timesheet_id: Type.Integer(),
  /** null: a punch an administrator added (an approved missing check-out), not moved. */
  old_timestamp: Nullable(Type.String()),
  new_timestamp: Type.String(),
  changed_by: Type.String(),
  changed_at: Type.String(),
  /** The only active administrator corrected their own punch: shown as 'Autocorrezione' (docs/behaviour.md, "Managers"). */
  self_correction: Type.Boolean(),
});
export type PunchCorrection = Static<typeof PunchCorrection>;
export const PunchCorrections = Type.Array(PunchCorrection);

export const Notification = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  message: Type.String(),
  user_id: Nullable(Type.Integer()),
  username: Nullable(Type.String()),
  created_at: Type.String(),
  read: Type.Boolean(),
});
export type Notification = Static<typeof Notification>;
export const NotificationList = Type.Object({ count: Type.Integer(), unread: Type.Integer(), results: Type.Array(Notification) });
export type NotificationList = Static<typeof NotificationList>;

/** `replica` only with a read replica (README, "Configuration": DATABASE_READ_URL): 'ok', 'timeout' or 'unreachable'. */
export const HealthResponse = Type.Object({
  status: Type.String(),
  database: Type.String(),
  replica: Type.Optional(Type.String()),
  version: Type.String(),
});
export type HealthResponse = Static<typeof HealthResponse>;
