/**
 * 'I miei dati' (docs/behaviour.md, "My data"): everything the server keeps about one person, as JSON or CSV.
 * GET /api/me/data-export/ (the signed-in user's own) and GET /api/admin/users/{id}/data-export/ (administrators, any
 * user). No secret is part of it: no password hash, verification-code secret, recovery code nor session token.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Absence, AbsenceUnit } from './absences.contract';
import { IsoDate, Nullable } from './common.contract';
import { DevicePublicKey } from './device-key.contract';
import { DeviceChangeStatus } from './device-change.contract';
import { CorrectionRequest } from './hours.contract';
import { TimeInterval } from './schedules.contract';
import { EntryType, ValidationIssue } from './timesheet.contract';

export const DataExportFormat = Type.Union([Type.Literal('json'), Type.Literal('csv')]);
export type DataExportFormat = Static<typeof DataExportFormat>;

/** `format` defaults to json. */
export const DataExportQuery = Type.Object({ format: Type.Optional(DataExportFormat) });
export type DataExportQuery = Static<typeof DataExportQuery>;

export const DataExportProfile = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  email: Type.String(),
  first_name: Type.String(),
  last_name: Type.String(),
  employee_id: Type.String(),
  phone_number: Type.String(),
  /** The group's name. */
  gruppo: Nullable(Type.String()),
  is_admin: Type.Boolean(),
  /** false for an account deleted while its punches are kept. */
  is_active: Type.Boolean(),
  two_factor_enabled: Type.Boolean(),
  can_access_all_locations: Type.Boolean(),
  require_device_change_confirmation: Type.Boolean(),
  /** Whether a verification code is on (never the secret itself). */
  totp_enabled: Type.Boolean(),
  must_change_password: Type.Boolean(),
  authorized_locations: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type DataExportProfile = Static<typeof DataExportProfile>;

/** The device key's public half as a JWK and its RFC 7638 SHA-256 thumbprint (base64url), the key's short name. */
const DeviceKeyColumns = {
  public_key: Nullable(DevicePublicKey),
  public_key_thumbprint: Nullable(Type.String()),
};

export const DataExportDevice = Type.Object({
  device_id: Type.String(),
  device_name: Nullable(Type.String()),
  device_type: Nullable(Type.String()),
  /** The browser fingerprint sent at binding (a SHA-256 of browser traits). */
  fingerprint: Nullable(Type.String()),
  /** What the browser said of itself: user agent, language, screen, time zone. */
  device_info: Type.Unknown(),
  ...DeviceKeyColumns,
  bound_since: Type.String(),
});
export type DataExportDevice = Static<typeof DataExportDevice>;

export const DataExportDeviceChangeRequest = Type.Object({
  id: Type.Integer(),
  device_id: Type.String(),
  device_name: Nullable(Type.String()),
  device_type: Nullable(Type.String()),
  fingerprint: Nullable(Type.String()),
  device_info: Type.Unknown(),
  ...DeviceKeyColumns,
  requested_at: Type.String(),
  status: DeviceChangeStatus,
  /** The administrator who decided (username), and when. */
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
});
export type DataExportDeviceChangeRequest = Static<typeof DataExportDeviceChangeRequest>;

/** One change of a punch's time, or the addition of a punch that was never made (no old time). */
export const DataExportPunchCorrection = Type.Object({
  old_timestamp: Nullable(Type.String()),
  new_timestamp: Type.String(),
  /** The administrator's username; null when that account no longer exists. */
  changed_by: Nullable(Type.String()),
  changed_at: Type.String(),
  /** The approved correction request behind it and its reason; null for an administrator's own edit. */
  correction_request_id: Nullable(Type.Integer()),
  reason: Nullable(Type.String()),
});
export type DataExportPunchCorrection = Static<typeof DataExportPunchCorrection>;

export const DataExportPunch = Type.Object({
  id: Type.Integer(),
  entry_type: EntryType,
  /** ISO 8601 instant; `local_date` and `local_time` are its day (yyyy-MM-dd) and time (HH:MM) in `timezone`. */
  timestamp: Type.String(),
  local_date: Type.String(),
  local_time: Type.String(),
  /** The time first recorded, when the punch was corrected since. */
  original_timestamp: Nullable(Type.String()),
  location_id: Nullable(Type.Integer()),
  /** null off-site. */
  location_name: Nullable(Type.String()),
  is_offsite: Type.Boolean(),
  distance_from_location: Nullable(Type.Integer()),
  accuracy: Nullable(Type.Number()),
  /** Kept only where the installation stores punch coordinates (STORE_PUNCH_COORDINATES). */
  latitude: Nullable(Type.Number()),
  longitude: Nullable(Type.Number()),
  device_id: Nullable(Type.String()),
  notes: Type.String(),
  anomaly_note: Type.String(),
  is_valid: Type.Boolean(),
  has_location_anomaly: Type.Boolean(),
  validation_errors: Type.Array(ValidationIssue),
  /** Added by an administrator (an approved missing check-out), not punched. */
  is_added: Type.Boolean(),
  recorded_at: Type.String(),
  corrections: Type.Array(DataExportPunchCorrection),
});
export type DataExportPunch = Static<typeof DataExportPunch>;

/**
 * A work schedule template given to the person ("Work schedules"): to them by name, or to the group they are in now
 * (a group's assignment plans the days of whoever is in the group).
 */
export const DataExportScheduleAssignment = Type.Object({
  id: Type.Integer(),
  /** 'user': given to the person; 'group': given to their group. */
  assigned_to: Type.Union([Type.Literal('user'), Type.Literal('group')]),
  /** The group's name, for a group's assignment; null for the person's own. */
  gruppo: Nullable(Type.String()),
  template_id: Type.Integer(),
  template_name: Type.String(),
  /** From this day to `end_date` (both yyyy-MM-dd, included); no end: open. */
  start_date: IsoDate,
  end_date: Nullable(IsoDate),
  /** The place ('sede') whose patron saint's day is a holiday for the person. */
  location_id: Nullable(Type.Integer()),
  location_name: Nullable(Type.String()),
  created_at: Type.String(),
});
export type DataExportScheduleAssignment = Static<typeof DataExportScheduleAssignment>;

/** One day's plan set by an administrator for the person: 'Turno del giorno' (its intervals) or 'Riposo' (none). */
export const DataExportDayOverride = Type.Object({
  /** yyyy-MM-dd. */
  date: IsoDate,
  /** Minutes from midnight; an end not after its start is the next day's. Empty: 'Riposo'. */
  intervals: Type.Array(TimeInterval),
  created_at: Type.String(),
});
export type DataExportDayOverride = Static<typeof DataExportDayOverride>;

/** A yearly entitlement of a balance type set for the person ('Spettanza annua'; docs/behaviour.md, "Balances"). */
export const DataExportAbsenceEntitlement = Type.Object({
  absence_type_id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  unit: AbsenceUnit,
  year: Type.Integer(),
  yearly_entitlement: Type.Number(),
  /** Entered by an administrator; null: computed from the previous year. */
  carry_over: Nullable(Type.Number()),
});
export type DataExportAbsenceEntitlement = Static<typeof DataExportAbsenceEntitlement>;

export const PersonalDataExport = Type.Object({
  generated_at: Type.String(),
  /** APP_TIMEZONE: the zone of every local_date and local_time. */
  timezone: Type.String(),
  profile: DataExportProfile,
  /** The bound device, or null. */
  device: Nullable(DataExportDevice),
  device_change_requests: Type.Array(DataExportDeviceChangeRequest),
  /** Oldest first. */
  punches: Type.Array(DataExportPunch),
  correction_requests: Type.Array(CorrectionRequest),
  /** Their own assignments and their group's, oldest start first. */
  schedule_assignments: Type.Array(DataExportScheduleAssignment),
  /** Oldest day first. */
  day_overrides: Type.Array(DataExportDayOverride),
  /** Every absence, asked for or entered, whatever its state; oldest first (docs/behaviour.md, "Absences"). */
  absences: Type.Array(Absence),
  /** By year, then type. */
  absence_entitlements: Type.Array(DataExportAbsenceEntitlement),
});
export type PersonalDataExport = Static<typeof PersonalDataExport>;
