/**
 * Worked hours (docs/behaviour.md, "Worked time"): the days of one person, the attendance report of everyone, the
 * monthly sheet, and the employee's correction requests. Every number here comes from one SQL statement
 * (server/hours/worked-days.query.ts); the screens, the CSV and the sheet only format it.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, MultilineText, Nullable, PageQuery } from './common.contract';
import { PunchOriginFields } from './punch-origin.contract';
import { PlannedDay, PlannedDayKind, PlannedWeek, TimeInterval } from './schedules.contract';

/** yyyy-MM, a month of the business calendar. */
export const IsoMonth = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', errorMessage: 'Expected a month as YYYY-MM' });

/** Why a day needs a look ('Uscita mancante', 'Timbratura non valida', 'Fuori sede', 'Corretta'). */
export const DayFlags = Type.Object({
  /** An IN of the day has no OUT after it (and is not the shift still in progress). */
  missing_check_out: Type.Boolean(),
  /** A punch of the day was recorded as not valid for a reason of its own (not only the missing check-out that closed it). */
  invalid: Type.Boolean(),
  /** A punch of the day was made away from the place: off-site work or a forced location anomaly. */
  off_site: Type.Boolean(),
  /** A punch of the day was moved or added by an administrator. */
  corrected: Type.Boolean(),
});
export type DayFlags = Static<typeof DayFlags>;

/** One punch of a worked day, as the day's details, the sheet and the correction dialog show it. */
export const DayPunch = Type.Object({
  id: Type.Integer(),
  entry_type: Type.Union([Type.Literal('IN'), Type.Literal('OUT')]),
  timestamp: Type.String(),
  /** The time first recorded, when an administrator moved it; null otherwise. */
  original_timestamp: Nullable(Type.String()),
  /** Added by an administrator (an approved missing check-out), not punched. */
  is_added: Type.Boolean(),
  is_valid: Type.Boolean(),
  off_site: Type.Boolean(),
  location_name: Nullable(Type.String()),
  /** Sent offline and how late, and its position signals: 'Offline' and 'Posizione sospetta' on the day, for review. */
  ...PunchOriginFields,
});
export type DayPunch = Static<typeof DayPunch>;

/** A business day of one person: worked time is the sum of its IN→OUT pairs, a pair counting on the IN's day. */
export const WorkedDay = Type.Object({
  date: IsoDate,
  worked_minutes: Type.Integer(),
  first_in: Nullable(Type.String()),
  last_out: Nullable(Type.String()),
  /** The open IN of this day is the shift still in progress (not a missing check-out yet). */
  in_progress: Type.Boolean(),
  flags: DayFlags,
  punches: Type.Array(DayPunch),
});
export type WorkedDay = Static<typeof WorkedDay>;

export const HoursTotals = Type.Object({
  days_worked: Type.Integer(),
  worked_minutes: Type.Integer(),
  /** Days with at least one flag. */
  anomaly_days: Type.Integer(),
});
export type HoursTotals = Static<typeof HoursTotals>;

/**
 * The planned-hours figures of some days added up (docs/behaviour.md, "Work schedules"), each day computed by the
 * one day computation (server/schedules/day-figures.ts), and how many days or weeks each working-time check flags.
 */
export const PlannedTotals = Type.Object({
  /** 'Teorico' */
  planned_minutes: Type.Integer(),
  /** 'Ordinarie' */
  ordinary_minutes: Type.Integer(),
  /** 'Straordinario', in the templates' whole blocks, day by day */
  overtime_minutes: Type.Integer(),
  /** 'Ritardo' */
  late_minutes: Type.Integer(),
  /** 'Uscita anticipata' */
  early_exit_minutes: Type.Integer(),
  /** 'Ore mancanti' */
  missing_minutes: Type.Integer(),
  /** 'Notturno' */
  night_minutes: Type.Integer(),
  /** 'Festivo' */
  holiday_minutes: Type.Integer(),
  /** Days late beyond the tolerance. */
  late_days: Type.Integer(),
  /** art. 7, art. 8, art. 9 (D.Lgs. 66/2003): days each check flags. */
  short_rest_days: Type.Integer(),
  no_break_days: Type.Integer(),
  no_weekly_rest_days: Type.Integer(),
  /** art. 4: weeks touching the range whose average over the reference period is above 48 hours. */
  over_average_weeks: Type.Integer(),
  /** 'Assenze': planned minutes justified by approved absences. */
  absence_minutes: Type.Integer(),
  /** Days with punches on a whole-day absence that does not count as work ('Timbratura in assenza'). */
  punched_on_absence_days: Type.Integer(),
});
export type PlannedTotals = Static<typeof PlannedTotals>;

/**
 * The days with punches of one person over a range, in date order, and their totals; and the same range's planned
 * hours: every calendar day (worked or not: an absence is missing time), the weeks of the average-week check, and
 * their totals.
 */
export const WorkedDays = Type.Object({
  start_date: IsoDate,
  end_date: IsoDate,
  days: Type.Array(WorkedDay),
  totals: HoursTotals,
  /** Every calendar day of the range, in date order, with 'Teorico', the split and the checks. */
  planned_days: Type.Array(PlannedDay),
  /** The weeks (Monday to Sunday) touching the range, with the art. 4 check. */
  planned_weeks: Type.Array(PlannedWeek),
  planned_totals: PlannedTotals,
});
export type WorkedDays = Static<typeof WorkedDays>;

/** GET /api/timesheets/hours/?month=yyyy-MM: the signed-in employee's own month (default: the current one). */
export const MyHoursQuery = Type.Object({ month: Type.Optional(IsoMonth) });
export type MyHoursQuery = Static<typeof MyHoursQuery>;

/**
 * GET /api/timesheets/hours/today/, 'Orario di oggi' on the phone's dashboard: the signed-in user's plan for today
 * (APP_TIMEZONE's business day), as the day computation reads it. Not part of the status answer: that one is also a
 * punch's answer, computed without a statement, and a plan needs one.
 */
export const TodaySchedule = Type.Object({
  date: IsoDate,
  /** 'working': the intervals below; 'rest' ('Riposo'), 'holiday', 'closure': nothing planned; 'unscheduled': no plan in force. */
  kind: PlannedDayKind,
  holiday_name: Nullable(Type.String()),
  closure_name: Nullable(Type.String()),
  /** Minutes from midnight; an end not after its start ends the next day (a night shift). */
  intervals: Type.Array(TimeInterval),
  planned_minutes: Type.Integer(),
  tolerance_minutes: Type.Integer(),
  /** The flexible entry band of the first interval, when the template has one. */
  flex_earliest_start: Nullable(Type.Integer()),
  flex_latest_start: Nullable(Type.Integer()),
  /** An administrator's 'Turno del giorno' or 'Riposo' for today. */
  is_override: Type.Boolean(),
});
export type TodaySchedule = Static<typeof TodaySchedule>;

/** The range of the attendance report (default: the current month) and its filters. */
export const AttendanceRangeQuery = {
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
};

/**
 * GET /api/admin/attendance/: one summary per employee over the range, paged, by last name; `format=csv` streams the
 * same employees one line per employee and day instead.
 */
export const AttendanceQuery = Type.Object({
  ...PageQuery,
  ...AttendanceRangeQuery,
  user_id: Type.Optional(Id),
  /** The users who are in this group now (as the activities' filter). */
  gruppo: Type.Optional(Id),
  format: Type.Optional(Type.Union([Type.Literal('json'), Type.Literal('csv')])),
});
export type AttendanceQuery = Static<typeof AttendanceQuery>;

export const AttendanceSummary = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  employee_id: Type.String(),
  gruppo: Nullable(Type.String()),
  is_active: Type.Boolean(),
  totals: HoursTotals,
  /** The range's planned hours: 'Teorico', the split and the working-time checks, day by day added up. */
  planned_totals: PlannedTotals,
});
export type AttendanceSummary = Static<typeof AttendanceSummary>;

export const AttendancePage = Type.Object({
  start_date: IsoDate,
  end_date: IsoDate,
  count: Type.Integer(),
  results: Type.Array(AttendanceSummary),
});
export type AttendancePage = Static<typeof AttendancePage>;

/** GET /api/admin/attendance/{user_id}/days/: one employee's days over the range (the expanded row). */
export const AttendanceDaysQuery = Type.Object(AttendanceRangeQuery);
export type AttendanceDaysQuery = Static<typeof AttendanceDaysQuery>;

/**
 * GET /api/admin/attendance/sheet/?month=yyyy-MM&user_id=N (or &gruppo=N): the monthly attendance sheet, a PDF with
 * one line per calendar day; for a group, one file with a sheet per employee.
 */
export const AttendanceSheetQuery = Type.Object({
  month: IsoMonth,
  user_id: Type.Optional(Id),
  gruppo: Type.Optional(Id),
});
export type AttendanceSheetQuery = Static<typeof AttendanceSheetQuery>;

/**
 * What the employee asks to fix: `missing_check_out` adds the OUT of an IN that has none; `wrong_time` moves a punch.
 */
export const CorrectionKind = Type.Union([Type.Literal('missing_check_out'), Type.Literal('wrong_time')]);
export type CorrectionKind = Static<typeof CorrectionKind>;

export const CorrectionStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('refused')]);
export type CorrectionStatus = Static<typeof CorrectionStatus>;

/** POST /api/correction-requests/: on one of the employee's own punches. */
export const NewCorrectionRequest = Type.Object({
  timesheet_id: Id,
  kind: CorrectionKind,
  /** As the admin edit's timestamp: ISO 8601, a time without zone read in the business time zone. */
  proposed_timestamp: Type.String({ minLength: 16, maxLength: 40 }),
  reason: MultilineText({ minLength: 1, maxLength: 500 }),
});
export type NewCorrectionRequest = Static<typeof NewCorrectionRequest>;

export const CorrectionRequest = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  timesheet_id: Nullable(Type.Integer()),
  kind: CorrectionKind,
  /** The punch the request is about: its type and business day, and its time when the request was made. */
  entry_type: Type.Union([Type.Literal('IN'), Type.Literal('OUT')]),
  business_date: IsoDate,
  punch_timestamp: Type.String(),
  proposed_timestamp: Type.String(),
  reason: Type.String(),
  status: CorrectionStatus,
  refusal_reason: Type.String(),
  created_at: Type.String(),
  /** The administrator who decided (username), and when. */
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
});
export type CorrectionRequest = Static<typeof CorrectionRequest>;

/**
 * GET /api/correction-requests/ (own, newest first) and /api/admin/correction-requests/?status= (default pending: a queue,
 * oldest first; decided ones newest first).
 */
export const CorrectionRequestQuery = Type.Object({ ...PageQuery, status: Type.Optional(CorrectionStatus) });
export type CorrectionRequestQuery = Static<typeof CorrectionRequestQuery>;

export const CorrectionRequestPage = Type.Object({
  count: Type.Integer(),
  /** Requests still pending, whatever the filter: the administrators' badge. */
  pending: Type.Integer(),
  results: Type.Array(CorrectionRequest),
});
export type CorrectionRequestPage = Static<typeof CorrectionRequestPage>;

/** POST /api/admin/correction-requests/{id}/refuse/ */
export const RefuseCorrectionRequest = Type.Object({ reason: MultilineText({ minLength: 1, maxLength: 500 }) });
export type RefuseCorrectionRequest = Static<typeof RefuseCorrectionRequest>;
