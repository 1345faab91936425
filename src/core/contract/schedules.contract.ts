/**
 * Work schedules ('Orari di lavoro'; docs/behaviour.md, "Work schedules"): templates, their assignment to groups and
 * employees, day overrides, company closures, patron-saint days, and each employee's planned-hours day.
 * Times of a day are minutes from midnight (0–1439); an interval whose end is not after its start ends the next day.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, Nullable, NonBlankText } from './common.contract';

export const SchedulePaths = {
  templates: '/api/admin/schedules/templates/',
  template: (id: number | string) => `/api/admin/schedules/templates/${id}/`,
  assignments: '/api/admin/schedules/assignments/',
  assignment: (id: number | string) => `/api/admin/schedules/assignments/${id}/`,
  overrides: '/api/admin/schedules/overrides/',
  override: (userId: number | string, date: string) => `/api/admin/schedules/overrides/${userId}/${date}/`,
  closures: '/api/admin/schedules/closures/',
  closure: (id: number | string) => `/api/admin/schedules/closures/${id}/`,
  patronDay: (locationId: number | string) => `/api/admin/schedules/patron-days/${locationId}/`,
  patronDays: '/api/admin/schedules/patron-days/',
  plannedDays: '/api/admin/schedules/planned-days/',
  week: '/api/admin/schedules/week/',
} as const;

/** Refusals of schedule writes: code → English message (the SPA translates by code). */
export const ScheduleError = {
  INTERVALS_OVERLAP: 'Two intervals of the same day overlap',
  INTERVAL_EMPTY: 'An interval must not start and end at the same minute',
  FLEX_BAND_INVALID: 'The flexible entry band must start no later than it ends and contain the first start of every day',
  END_BEFORE_START: 'The end date is before the start date',
  UNKNOWN_TEMPLATE: 'No such schedule template',
  UNKNOWN_USER: 'No such user',
  UNKNOWN_GROUP: 'No such group',
  UNKNOWN_LOCATION: 'No such location',
  TEMPLATE_NAME_TAKEN: 'A schedule template with that name already exists',
  TEMPLATE_IN_USE: 'The template is assigned: end or delete its assignments first',
  ASSIGNMENT_TARGET: 'Give either a user or a group, not both',
  ASSIGNMENT_STARTED: 'An assignment already in force cannot be deleted (past days would change): give it an end date',
  INVALID_DAY: 'No such day in that month',
  RANGE_TOO_LONG: 'At most 366 days at a time',
} as const;
export type ScheduleErrorCode = keyof typeof ScheduleError;

const Minute = Type.Integer({ minimum: 0, maximum: 1439 });

export const TimeInterval = Type.Object({ start: Minute, end: Minute }, { additionalProperties: false });
export type TimeInterval = Static<typeof TimeInterval>;

export const WeekdayInterval = Type.Object(
  { weekday: Type.Integer({ minimum: 1, maximum: 7 }), start: Minute, end: Minute },
  { additionalProperties: false },
);
export type WeekdayInterval = Static<typeof WeekdayInterval>;

/** A template's definition (one version of it). */
export const ScheduleDefinition = Type.Object(
  {
    /** Per ISO weekday (1 Monday … 7 Sunday), one or more intervals; a weekday without any is a rest day. */
    intervals: Type.Array(WeekdayInterval, { maxItems: 70 }),
    /** 'Tolleranza ingresso': a delay up to this many minutes is forgiven. */
    tolerance_minutes: Type.Integer({ minimum: 0, maximum: 240 }),
    /** Flexible entry band: the first interval may start between these minutes, the day keeping its length. */
    flex_earliest_start: Nullable(Minute),
    flex_latest_start: Nullable(Minute),
    /** 'Straordinario minimo': extra time counts in whole blocks of this many minutes (1: every minute). */
    overtime_block_minutes: Type.Integer({ minimum: 1, maximum: 240 }),
  },
  { additionalProperties: false },
);
export type ScheduleDefinition = Static<typeof ScheduleDefinition>;

export const ScheduleTemplateWrite = Type.Composite([
  Type.Object({
    name: NonBlankText({ maxLength: 100 }),
    /** From which day this definition holds (default: today); the days before keep the previous one. */
    valid_from: Type.Optional(IsoDate),
  }),
  ScheduleDefinition,
], { additionalProperties: false });
export type ScheduleTemplateWrite = Static<typeof ScheduleTemplateWrite>;

export const ScheduleTemplateVersion = Type.Composite([Type.Object({ valid_from: Nullable(IsoDate) }), ScheduleDefinition]);
export type ScheduleTemplateVersion = Static<typeof ScheduleTemplateVersion>;

export const ScheduleTemplate = Type.Object({
  id: Id,
  name: Type.String(),
  /** Every version, oldest first (valid_from null: the first, in force before the others). */
  versions: Type.Array(ScheduleTemplateVersion),
});
export type ScheduleTemplate = Static<typeof ScheduleTemplate>;

export const ScheduleAssignmentWrite = Type.Object(
  {
    template_id: Id,
    user_id: Type.Optional(Nullable(Id)),
    gruppo_id: Type.Optional(Nullable(Id)),
    /** The place ('sede') whose patron-saint day is a holiday for those assigned. */
    location_id: Type.Optional(Nullable(Id)),
    start_date: IsoDate,
    end_date: Type.Optional(Nullable(IsoDate)),
  },
  { additionalProperties: false },
);
export type ScheduleAssignmentWrite = Static<typeof ScheduleAssignmentWrite>;

/** Only the end of an assignment changes once made (its start and template would rewrite past days). */
export const ScheduleAssignmentEnd = Type.Object({ end_date: Nullable(IsoDate) }, { additionalProperties: false });
export type ScheduleAssignmentEnd = Static<typeof ScheduleAssignmentEnd>;

export const ScheduleAssignment = Type.Object({
  id: Id,
  template_id: Id,
  user_id: Nullable(Id),
  gruppo_id: Nullable(Id),
  location_id: Nullable(Id),
  start_date: IsoDate,
  end_date: Nullable(IsoDate),
});
export type ScheduleAssignment = Static<typeof ScheduleAssignment>;

/** An assignment as listed, with whom it is for by name (so the screen asks nothing more). */
export const ScheduleAssignmentListItem = Type.Composite([
  ScheduleAssignment,
  Type.Object({
    /** The employee's first and last name ('' when none given), and username; null for a group's assignment. */
    user_full_name: Nullable(Type.String()),
    username: Nullable(Type.String()),
    /** The group's 'descrizione'; null for an employee's assignment. */
    gruppo_name: Nullable(Type.String()),
  }),
]);
export type ScheduleAssignmentListItem = Static<typeof ScheduleAssignmentListItem>;

export const ScheduleAssignmentListQuery = Type.Object({ user_id: Type.Optional(Id), gruppo_id: Type.Optional(Id) });

/** 'Turno del giorno' (its intervals) or 'Riposo' (none). */
export const DayOverrideWrite = Type.Object({ intervals: Type.Array(TimeInterval, { maxItems: 10 }) }, { additionalProperties: false });
export type DayOverrideWrite = Static<typeof DayOverrideWrite>;

export const DayOverride = Type.Object({ user_id: Id, date: IsoDate, intervals: Type.Array(TimeInterval) });
export type DayOverride = Static<typeof DayOverride>;

export const DayOverrideParams = Type.Object({ user_id: Id, date: IsoDate });
export const DayOverrideListQuery = Type.Object({ start_date: IsoDate, end_date: IsoDate, user_id: Type.Optional(Id), gruppo_id: Type.Optional(Id) });

export const ClosureWrite = Type.Object(
  { name: NonBlankText({ maxLength: 100 }), start_date: IsoDate, end_date: IsoDate },
  { additionalProperties: false },
);
export type ClosureWrite = Static<typeof ClosureWrite>;
export const Closure = Type.Object({ id: Id, name: Type.String(), start_date: IsoDate, end_date: IsoDate });
export type Closure = Static<typeof Closure>;

export const PatronDayWrite = Type.Object(
  { name: NonBlankText({ maxLength: 100 }), month: Type.Integer({ minimum: 1, maximum: 12 }), day: Type.Integer({ minimum: 1, maximum: 31 }) },
  { additionalProperties: false },
);
export type PatronDayWrite = Static<typeof PatronDayWrite>;
export const PatronDay = Type.Object({ location_id: Id, name: Type.String(), month: Type.Integer(), day: Type.Integer() });
export type PatronDay = Static<typeof PatronDay>;
export const LocationIdParams = Type.Object({ location_id: Id });

export const PlannedDayKind = Type.Union([
  Type.Literal('working'),
  Type.Literal('rest'),
  Type.Literal('holiday'),
  Type.Literal('closure'),
  Type.Literal('unscheduled'),
]);

/** The D.Lgs. 66/2003 checks of a day (null / false: kept). */
export const DayLegalChecks = Type.Object({
  /** art. 7: rest before the day's first check-in, in minutes, when under 11 hours. */
  short_rest_minutes: Nullable(Type.Integer()),
  /** art. 8: the longest stretch without a break, in minutes, when over 6 hours. */
  no_break_minutes: Nullable(Type.Integer()),
  /** art. 9: no 24 consecutive hours of rest in the seven days ending with this one. */
  no_weekly_rest: Type.Boolean(),
});
export type DayLegalChecks = Static<typeof DayLegalChecks>;

/**
 * An approved absence on one day, as the planned day carries it (docs/behaviour.md, "Absences"): it justifies the
 * day's planned time (server/schedules/day-figures.ts), so the day misses nothing for it.
 */
export const DayAbsence = Type.Object({
  absence_id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  /** The planned minutes it justifies on the day: a whole day, the day's plan; a range of hours, its length. */
  minutes: Type.Integer(),
  whole_day: Type.Boolean(),
  counts_as_work: Type.Boolean(),
});
export type DayAbsence = Static<typeof DayAbsence>;

/** One employee's day: planned against worked, in minutes. */
export const PlannedDay = Type.Object({
  date: IsoDate,
  kind: PlannedDayKind,
  holiday_name: Nullable(Type.String()),
  closure_name: Nullable(Type.String()),
  festive: Type.Boolean(),
  /** 'Teorico' */
  planned_minutes: Type.Integer(),
  worked_minutes: Type.Integer(),
  /** 'Ordinarie' */
  ordinary_minutes: Type.Integer(),
  /** Worked outside the plan, before rounding to overtime blocks. */
  extra_minutes: Type.Integer(),
  /** 'Straordinario' */
  overtime_minutes: Type.Integer(),
  /** 'Ritardo' */
  late_minutes: Type.Integer(),
  tolerated_late_minutes: Type.Integer(),
  /** 'Uscita anticipata' */
  early_exit_minutes: Type.Integer(),
  /** 'Ore mancanti' */
  missing_minutes: Type.Integer(),
  /** 'Notturno' (22:00–06:00) */
  night_minutes: Type.Integer(),
  /** 'Festivo' (Sunday or holiday) */
  holiday_minutes: Type.Integer(),
  planned_start: Nullable(Type.String()),
  planned_end: Nullable(Type.String()),
  missing_check_out: Type.Boolean(),
  in_progress: Type.Boolean(),
  checks: DayLegalChecks,
  /** The day's approved absences ('Assenze giustificate'), in the order they were entered. */
  absences: Type.Array(DayAbsence),
  /** The planned minutes the absences justify, at most the day's 'Teorico' less its ordinary minutes. */
  absence_minutes: Type.Integer(),
  /** Punches on a day of a whole-day absence that does not count as work (ferie, malattia…): flagged. */
  punched_on_absence: Type.Boolean(),
});
export type PlannedDay = Static<typeof PlannedDay>;

export const PlannedWeek = Type.Object({
  week_start: IsoDate,
  worked_minutes: Type.Integer(),
  average_minutes: Type.Integer(),
  /** art. 4: average week over the reference period above 48 hours. */
  over_average_limit: Type.Boolean(),
});
export type PlannedWeek = Static<typeof PlannedWeek>;

export const PlannedDaysQuery = Type.Object({
  start_date: IsoDate,
  end_date: IsoDate,
  user_id: Type.Optional(Id),
  gruppo_id: Type.Optional(Id),
  /** Reference period of the average-week check, in months (D.Lgs. 66/2003 art. 4: 4, contracts up to 12). */
  average_months: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
});
export type PlannedDaysQuery = Static<typeof PlannedDaysQuery>;

export const PlannedEmployee = Type.Object({ user_id: Id, days: Type.Array(PlannedDay), weeks: Type.Array(PlannedWeek) });
export type PlannedEmployee = Static<typeof PlannedEmployee>;
export const PlannedDaysResponse = Type.Object({ start_date: IsoDate, end_date: IsoDate, employees: Type.Array(PlannedEmployee) });
export type PlannedDaysResponse = Static<typeof PlannedDaysResponse>;

/** 'Turni della settimana': a group's active members and their planned days, Monday to Sunday. */
export const ScheduleWeekQuery = Type.Object({
  gruppo_id: Id,
  /** Any day of the week asked (the answer starts on its Monday). */
  week_start: IsoDate,
});
export type ScheduleWeekQuery = Static<typeof ScheduleWeekQuery>;

/** One employee's day as planned: what holds, its intervals, and whether a 'Turno del giorno' / 'Riposo' sets it. */
export const ScheduleWeekDay = Type.Object({
  date: IsoDate,
  kind: PlannedDayKind,
  /** The planned intervals (only on a 'working' day). */
  intervals: Type.Array(TimeInterval),
  override: Type.Boolean(),
  holiday_name: Nullable(Type.String()),
  closure_name: Nullable(Type.String()),
});
export type ScheduleWeekDay = Static<typeof ScheduleWeekDay>;

export const ScheduleWeekMember = Type.Object({
  user_id: Id,
  full_name: Type.String(),
  username: Type.String(),
  days: Type.Array(ScheduleWeekDay),
});
export type ScheduleWeekMember = Static<typeof ScheduleWeekMember>;

export const ScheduleWeek = Type.Object({
  /** The Monday. */
  week_start: IsoDate,
  members: Type.Array(ScheduleWeekMember),
});
export type ScheduleWeek = Static<typeof ScheduleWeek>;
