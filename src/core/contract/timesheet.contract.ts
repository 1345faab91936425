/** Punches and the user's status (/api/timesheet/*, /api/timesheets/). */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, MultilineText, NonBlankText, Nullable, Page, PageQuery, Text } from './common.contract';
import { DeviceProofField } from './device-key.contract';
import { FixFields, PunchOriginFields } from './punch-origin.contract';

export const EntryType = Type.Union([Type.Literal('IN'), Type.Literal('OUT')]);
export type EntryType = Static<typeof EntryType>;

export const ValidationIssue = Type.Object({ code: Type.String(), message: Type.String() });
export type ValidationIssue = Static<typeof ValidationIssue>;

export const TimesheetEntry = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  entry_type: EntryType,
  /** ISO 8601 instant; the corrected time when an administrator changed it. */
  timestamp: Type.String(),
  /** The time the server recorded at the punch, kept when the entry is corrected; null if never corrected. */
  original_timestamp: Nullable(Type.String()),
  location_id: Nullable(Type.Integer()),
  /** The place's name, or 'Unknown' for an off-site punch. */
  location_name: Type.String(),
  notes: Type.String(),
  anomaly_note: Type.String(),
  is_valid: Type.Boolean(),
  has_location_anomaly: Type.Boolean(),
  is_offsite: Type.Boolean(),
  distance_from_location: Nullable(Type.Integer()),
  accuracy: Nullable(Type.Number()),
  validation_errors: Type.Array(ValidationIssue),
  ...PunchOriginFields,
});
export type TimesheetEntry = Static<typeof TimesheetEntry>;

const Coordinates = {
  latitude: Type.Optional(Nullable(Type.Number({ minimum: -90, maximum: 90 }))),
  longitude: Type.Optional(Nullable(Type.Number({ minimum: -180, maximum: 180 }))),
  accuracy: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 100000 }))),
};

export const CheckInRequest = Type.Object({
  ...Coordinates,
  location_id: Type.Optional(Nullable(Id)),
  notes: Type.Optional(MultilineText({ maxLength: 2000 })),
  anomaly_note: Type.Optional(MultilineText({ maxLength: 2000 })),
  device_id: NonBlankText({ maxLength: 100 }),
  force_anomaly: Type.Optional(Type.Boolean()),
  offsite_work: Type.Optional(Type.Boolean()),
  ...FixFields,
  ...DeviceProofField,
});
export type CheckInRequest = Static<typeof CheckInRequest>;

export const CheckOutRequest = Type.Object({
  ...Coordinates,
  notes: Type.Optional(MultilineText({ maxLength: 2000 })),
  anomaly_note: Type.Optional(MultilineText({ maxLength: 2000 })),
  device_id: NonBlankText({ maxLength: 100 }),
  force_anomaly: Type.Optional(Type.Boolean()),
  ...FixFields,
  ...DeviceProofField,
});
export type CheckOutRequest = Static<typeof CheckOutRequest>;

/** GET /api/timesheet/status/: IN while the open IN is current, else OUT ('' before the first punch), and the last punch. */
export const UserStatus = Type.Object({
  status: Type.Union([Type.Literal('IN'), Type.Literal('OUT'), Type.Literal('')]),
  is_checked_in: Type.Boolean(),
  last_entry: Nullable(
    Type.Object({ entry_type: EntryType, timestamp: Type.String(), location_name: Type.String() }),
  ),
});
export type UserStatus = Static<typeof UserStatus>;

/**
 * A punch answers the entry it saved and, beside its fields, the user's status after it (`status`, `is_checked_in`,
 * `last_entry`, as GET /api/timesheet/status/ would answer then): the phone shows it without reading the status again.
 */
export const PunchResponse = Type.Object({ ...TimesheetEntry.properties, ...UserStatus.properties });
export type PunchResponse = Static<typeof PunchResponse>;

export const TimesheetQuery = Type.Object({
  ...PageQuery,
  /** The mobile client sends `limit` instead of page_size. */
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
  entry_type: Type.Optional(EntryType),
});
export type TimesheetQuery = Static<typeof TimesheetQuery>;

export const TimesheetPage = Page(TimesheetEntry);
export type TimesheetPage = Static<typeof TimesheetPage>;

export const EditTimestampRequest = Type.Object({ timestamp: Text({ minLength: 1, maxLength: 40 }) });
export type EditTimestampRequest = Static<typeof EditTimestampRequest>;

export const DailySummaryQuery = Type.Object({ date: Type.Optional(IsoDate) });
export type DailySummaryQuery = Static<typeof DailySummaryQuery>;

export const DailySummary = Type.Object({
  date: IsoDate,
  entries: Type.Array(TimesheetEntry),
  /** Minutes between each IN and the OUT that follows it on that day. */
  worked_minutes: Type.Integer(),
  is_checked_in: Type.Boolean(),
  first_check_in: Nullable(Type.String()),
  last_check_out: Nullable(Type.String()),
});
export type DailySummary = Static<typeof DailySummary>;
