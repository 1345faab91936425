/**
 * Absences (docs/behaviour.md, "Absences"): the types ('Causali'), the employees' requests and the administrators'
 * decisions, the entries an administrator makes directly, the month's calendar of who is away, and the balances of
 * holidays and leave ('Saldo ferie e permessi').
 *
 * Amounts are in the type's unit: whole days for a 'days' type, hours (two decimals) for an 'hours' type.
 */
import { Type, type Static } from '@sinclair/typebox';
import { HourMinute, Id, IsoDate, MultilineText, Nullable, NonBlankText, PageQuery, Text } from './common.contract';
import { IsoMonth } from './hours.contract';

export const AbsencePaths = {
  /** GET the signed-in user's own absences, POST a request ('Richiedi assenza'). */
  mine: '/api/absences/',
  /** POST: the employee withdraws their own pending request. */
  cancelMine: (id: number | string) => `/api/absences/${id}/cancel/`,
  myBalances: '/api/absences/balances/',
  /** GET the active types, for the request form (any signed-in user). */
  types: '/api/absence-types/',
  adminTypes: '/api/admin/absence-types/',
  adminType: (id: number | string) => `/api/admin/absence-types/${id}/`,
  /** GET everyone's (default: pending), POST an absence entered directly (approved at once). */
  admin: '/api/admin/absences/',
  approve: (id: number | string) => `/api/admin/absences/${id}/approve/`,
  refuse: (id: number | string) => `/api/admin/absences/${id}/refuse/`,
  /** POST: an administrator cancels a pending or approved absence (the days miss time again). */
  cancel: (id: number | string) => `/api/admin/absences/${id}/cancel/`,
  calendar: '/api/admin/absences/calendar/',
  /** GET a user's balances for a year; PUT one type's entitlement. */
  userBalances: (userId: number | string) => `/api/admin/users/${userId}/balances/`,
} as const;

/** How a type's absences are counted and its balance kept: whole days, or hours. */
export const AbsenceUnit = Type.Union([Type.Literal('days'), Type.Literal('hours')]);
export type AbsenceUnit = Static<typeof AbsenceUnit>;

/** An absence code: what the sheet, the calendar and the payroll export print ('FE', 'ROL', '104'). */
export const AbsenceCode = Type.String({ pattern: '^[A-Z0-9]{1,6}$', errorMessage: 'Expected 1 to 6 capital letters or digits' });

const absenceTypeFields = {
  code: AbsenceCode,
  name: NonBlankText({ maxLength: 80 }),
  unit: AbsenceUnit,
  /** 'Retribuita': paid by the employer. */
  is_paid: Type.Boolean(),
  /** 'Conta come lavoro': the hours count as worked time (trasferta, formazione, lavoro agile). */
  counts_as_work: Type.Boolean(),
  /** 'Scala dal saldo': the type has a yearly balance the absences draw on (ferie, ROL, ex festività). */
  uses_balance: Type.Boolean(),
  /** Malattia: 'Numero protocollo certificato' (the INPS certificate) is asked, and required on approval. */
  requires_certificate: Type.Boolean(),
  /** Lavoro agile: remote work, never asks for nor records a position. */
  is_remote: Type.Boolean(),
  /** A type no longer offered for new absences; its past absences keep it. */
  is_active: Type.Boolean(),
};

export const AbsenceType = Type.Object({ id: Type.Integer(), ...absenceTypeFields });
export type AbsenceType = Static<typeof AbsenceType>;

/** POST /api/admin/absence-types/ and PUT /api/admin/absence-types/{id}/ */
export const AbsenceTypeInput = Type.Object(absenceTypeFields);
export type AbsenceTypeInput = Static<typeof AbsenceTypeInput>;

export const AbsenceTypeList = Type.Array(AbsenceType);
export type AbsenceTypeList = Static<typeof AbsenceTypeList>;

/** 'In attesa', 'Approvata', 'Rifiutata', 'Annullata' (withdrawn by the employee while pending, or by an administrator). */
export const AbsenceStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('refused'),
  Type.Literal('cancelled'),
]);
export type AbsenceStatus = Static<typeof AbsenceStatus>;

/**
 * An absence asked for (POST /api/absences/) or entered by an administrator (POST /api/admin/absences/, with
 * user_id): whole days from start_date to end_date, or, with start_time and end_time, a range of hours on one day
 * (start_date = end_date; only for an 'hours' type).
 */
const absenceFields = {
  absence_type_id: Id,
  start_date: IsoDate,
  end_date: IsoDate,
  start_time: Type.Optional(HourMinute),
  end_time: Type.Optional(HourMinute),
  note: Type.Optional(MultilineText({ maxLength: 500 })),
  /** 'Numero protocollo certificato', for a type requiring it (malattia). */
  certificate_number: Type.Optional(Text({ maxLength: 40 })),
};
export const NewAbsenceRequest = Type.Object(absenceFields);
export type NewAbsenceRequest = Static<typeof NewAbsenceRequest>;

export const AdminNewAbsence = Type.Object({ user_id: Id, ...absenceFields });
export type AdminNewAbsence = Static<typeof AdminNewAbsence>;

export const Absence = Type.Object({
  id: Type.Integer(),
  user_id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  absence_type_id: Type.Integer(),
  code: Type.String(),
  type_name: Type.String(),
  unit: AbsenceUnit,
  start_date: IsoDate,
  end_date: IsoDate,
  /** 'HH:mm' for a range of hours; null for whole days. */
  start_time: Nullable(Type.String()),
  end_time: Nullable(Type.String()),
  /** In the type's unit: the working days covered, or the hours. */
  amount: Type.Number(),
  note: Type.String(),
  certificate_number: Type.String(),
  status: AbsenceStatus,
  refusal_reason: Type.String(),
  /** Entered by an administrator rather than requested. */
  entered_by_admin: Type.Boolean(),
  /** For a type with a balance: the absence takes more than the balance left when it was asked for (a warning). */
  over_balance: Type.Boolean(),
  created_at: Type.String(),
  /** The administrator who decided (username), and when. */
  decided_by: Nullable(Type.String()),
  decided_at: Nullable(Type.String()),
});
export type Absence = Static<typeof Absence>;

/**
 * GET /api/absences/ (own, newest first) and /api/admin/absences/?status= (default pending: a queue, oldest first),
 * narrowed by user, group and the days the absences touch.
 */
export const AbsenceQuery = Type.Object({
  ...PageQuery,
  status: Type.Optional(AbsenceStatus),
  user_id: Type.Optional(Id),
  gruppo_id: Type.Optional(Id),
  start_date: Type.Optional(IsoDate),
  end_date: Type.Optional(IsoDate),
});
export type AbsenceQuery = Static<typeof AbsenceQuery>;

export const AbsencePage = Type.Object({
  count: Type.Integer(),
  /** Requests still pending, whatever the filter: the administrators' badge. */
  pending: Type.Integer(),
  results: Type.Array(Absence),
});
export type AbsencePage = Static<typeof AbsencePage>;

/** POST /api/admin/absences/{id}/refuse/ */
export const RefuseAbsence = Type.Object({ reason: MultilineText({ minLength: 1, maxLength: 500 }) });
export type RefuseAbsence = Static<typeof RefuseAbsence>;

/** GET /api/admin/absences/calendar/?month=&gruppo_id=: 'Calendario assenze'. */
export const AbsenceCalendarQuery = Type.Object({ month: IsoMonth, gruppo_id: Type.Optional(Id) });
export type AbsenceCalendarQuery = Static<typeof AbsenceCalendarQuery>;

export const AbsenceCalendarCell = Type.Object({
  date: IsoDate,
  code: Type.String(),
  absence_id: Type.Integer(),
  status: AbsenceStatus,
  /** Part of the day only (a range of hours). */
  partial: Type.Boolean(),
});
export type AbsenceCalendarCell = Static<typeof AbsenceCalendarCell>;

export const AbsenceCalendar = Type.Object({
  month: IsoMonth,
  /** Every calendar day of the month, with whether it is a Sunday or a national holiday. */
  days: Type.Array(Type.Object({ date: IsoDate, festive: Type.Boolean() })),
  /** The active employees of the group (or everyone), each with their pending and approved absences' days. */
  employees: Type.Array(
    Type.Object({ user_id: Type.Integer(), username: Type.String(), full_name: Type.String(), cells: Type.Array(AbsenceCalendarCell) }),
  ),
});
export type AbsenceCalendar = Static<typeof AbsenceCalendar>;

/** One balance of one employee for one year, in the type's unit. */
export const AbsenceBalance = Type.Object({
  absence_type_id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  unit: AbsenceUnit,
  year: Type.Integer(),
  /** 'Spettanza annua' */
  yearly_entitlement: Type.Number(),
  /** 'Riporto anno precedente': entered, or what the previous year left. */
  carry_over: Type.Number(),
  /** Whether carry_over was entered by an administrator rather than computed from the previous year. */
  carry_over_entered: Type.Boolean(),
  /** 'Maturato': the entitlement accrued month by month to the end of the current month (the whole year once past). */
  accrued: Type.Number(),
  /** 'Goduto': approved absences on days already past. */
  used: Type.Number(),
  /** 'Pianificato': approved absences still to come. */
  approved_future: Type.Number(),
  /** 'In attesa': pending requests. */
  pending: Type.Number(),
  /** 'Residuo': carry_over + accrued - used - approved_future. */
  remaining: Type.Number(),
});
export type AbsenceBalance = Static<typeof AbsenceBalance>;

/** GET /api/absences/balances/?year= (own) and /api/admin/users/{id}/balances/?year= */
export const BalanceQuery = Type.Object({ year: Type.Optional(Type.Integer({ minimum: 2000, maximum: 2100 })) });
export type BalanceQuery = Static<typeof BalanceQuery>;

export const AbsenceBalances = Type.Object({ user_id: Type.Integer(), year: Type.Integer(), balances: Type.Array(AbsenceBalance) });
export type AbsenceBalances = Static<typeof AbsenceBalances>;

/** PUT /api/admin/users/{id}/balances/: one type's entitlement for one year; carry_over null computes it. */
export const BalanceEntitlementInput = Type.Object({
  absence_type_id: Id,
  year: Type.Integer({ minimum: 2000, maximum: 2100 }),
  yearly_entitlement: Type.Number({ minimum: 0, maximum: 9999 }),
  carry_over: Nullable(Type.Number({ minimum: -9999, maximum: 9999 })),
});
export type BalanceEntitlementInput = Static<typeof BalanceEntitlementInput>;
