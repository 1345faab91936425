/**
 * Closing the month (docs/behaviour.md, "Closing the month") and the payroll export ('Export paghe';
 * docs/payroll-export.md): what blocks a clean close, the close and the reopening, and the table mapping our codes
 * to the payroll software's.
 */
import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, MultilineText, Nullable, Text } from './common.contract';
import { IsoMonth } from './hours.contract';

export const MonthClosePaths = {
  /** GET ?month=&gruppo_id=: the month's state and what blocks a clean close. */
  status: '/api/admin/month-close/',
  /** POST: 'Chiudi mese'. */
  close: '/api/admin/month-close/close/',
  /** POST: 'Riapri mese', with a reason. */
  reopen: '/api/admin/month-close/reopen/',
  /** GET: every closing and reopening, newest first. */
  history: '/api/admin/month-close/history/',
  /** GET ?month=&gruppo_id=: the payroll CSV of a closed month. */
  payrollExport: '/api/admin/payroll-export/',
  /** GET the code table; PUT it whole. */
  payrollCodes: '/api/admin/payroll-codes/',
} as const;

/** A month, for everyone (no gruppo_id) or one group. */
export const MonthScopeQuery = Type.Object({ month: IsoMonth, gruppo_id: Type.Optional(Id) });
export type MonthScopeQuery = Static<typeof MonthScopeQuery>;

/** One thing that blocks a clean close, about one employee and day (the request's id for a pending request). */
export const MonthCloseBlocker = Type.Object({
  kind: Type.Union([
    /** 'Uscita mancante' */
    Type.Literal('missing_check_out'),
    /** 'Richiesta di correzione in attesa' */
    Type.Literal('pending_correction'),
    /** 'Richiesta di assenza in attesa' */
    Type.Literal('pending_absence'),
    /** 'Ore mancanti non giustificate' */
    Type.Literal('missing_hours'),
  ]),
  user_id: Type.Integer(),
  username: Type.String(),
  full_name: Type.String(),
  date: IsoDate,
  /** The missing minutes (missing_hours); 0 otherwise. */
  minutes: Type.Integer(),
  request_id: Nullable(Type.Integer()),
});
export type MonthCloseBlocker = Static<typeof MonthCloseBlocker>;

export const MonthClosure = Type.Object({
  id: Type.Integer(),
  month: IsoMonth,
  /** null: every employee. */
  gruppo_id: Nullable(Type.Integer()),
  gruppo_name: Nullable(Type.String()),
  closed_by: Nullable(Type.String()),
  closed_at: Type.String(),
  /** Set once reopened ('Riapri mese'): who, when and why. */
  reopened_by: Nullable(Type.String()),
  reopened_at: Nullable(Type.String()),
  reopen_reason: Nullable(Type.String()),
});
export type MonthClosure = Static<typeof MonthClosure>;

export const MonthCloseStatus = Type.Object({
  month: IsoMonth,
  gruppo_id: Nullable(Type.Integer()),
  /** The closing in force for this scope: the month closed for everyone, or for this group. */
  closure: Nullable(MonthClosure),
  /** Whether the month is still running (a month can be closed only once it is over). */
  month_over: Type.Boolean(),
  employees: Type.Integer(),
  blockers: Type.Array(MonthCloseBlocker),
});
export type MonthCloseStatus = Static<typeof MonthCloseStatus>;

/** POST /api/admin/month-close/close/ */
export const CloseMonthInput = Type.Object({ month: IsoMonth, gruppo_id: Type.Optional(Id) });
export type CloseMonthInput = Static<typeof CloseMonthInput>;

/** POST /api/admin/month-close/reopen/ */
export const ReopenMonthInput = Type.Object({
  month: IsoMonth,
  gruppo_id: Type.Optional(Id),
  reason: MultilineText({ minLength: 1, maxLength: 500 }),
});
export type ReopenMonthInput = Static<typeof ReopenMonthInput>;

export const MonthClosureList = Type.Array(MonthClosure);
export type MonthClosureList = Static<typeof MonthClosureList>;

/**
 * One of our codes and the payroll software's own: the hour kinds (ORD ordinary, STR overtime, NOT night work,
 * FES holiday work) and every absence type's code.
 */
export const PayrollCode = Type.Object({
  code: Type.String(),
  /** What the code means, in Italian ('Ore ordinarie', the absence type's name). */
  description: Type.String(),
  /** The payroll software's code; empty: ours is printed. */
  payroll_code: Text({ maxLength: 20 }),
});
export type PayrollCode = Static<typeof PayrollCode>;

export const PayrollCodeList = Type.Array(PayrollCode);
export type PayrollCodeList = Static<typeof PayrollCodeList>;

/** PUT /api/admin/payroll-codes/ */
export const PayrollCodesInput = Type.Array(
  Type.Object({ code: Type.String({ minLength: 1, maxLength: 6 }), payroll_code: Text({ maxLength: 20 }) }),
  { maxItems: 200 },
);
export type PayrollCodesInput = Static<typeof PayrollCodesInput>;
