import type { Queryable } from '../db/database.port';

/** Actions written to audit_log by this server (the admin audit screen filters on them). */
export type AuditAction =
  | 'DEVICE_REGISTERED'
  | 'DEVICE_CHANGED'
  | 'DEVICE_REASSOCIATED'
  | 'DEVICE_RESET'
  | 'USER_CREATED'
  | 'USER_UPDATED'
  | 'USER_DELETED'
  | 'USER_DEACTIVATED'
  | 'REFRESH_TOKEN_REUSED'
  | 'PASSWORD_CHANGED'
  | 'PUNCH_CORRECTED'
  | 'PUNCH_ADDED'
  | 'CORRECTION_REQUESTED'
  | 'CORRECTION_APPROVED'
  | 'CORRECTION_REFUSED'
  | 'PERSONAL_DATA_EXPORTED'
  | 'ABSENCE_REQUESTED'
  | 'ABSENCE_APPROVED'
  | 'ABSENCE_REFUSED'
  | 'ABSENCE_CANCELLED'
  | 'ABSENCE_ENTERED'
  | 'ABSENCE_TYPE_SAVED'
  | 'BALANCE_SAVED'
  | 'MONTH_CLOSED'
  | 'MONTH_REOPENED'
  | 'PAYROLL_CODES_UPDATED'
  | (string & {});

/** An administrator moved a punch's time (AdminEditPunch); the punch's corrections are read back from these rows. */
export const PUNCH_CORRECTED = 'PUNCH_CORRECTED' satisfies AuditAction;
/** An administrator added a punch that was never made (the OUT of an approved missing check-out); on the new punch. */
export const PUNCH_ADDED = 'PUNCH_ADDED' satisfies AuditAction;
/** An employee's correction request filed, approved or refused (docs/behaviour.md, "Correction requests"). */
export const CORRECTION_REQUESTED = 'CORRECTION_REQUESTED' satisfies AuditAction;
export const CORRECTION_APPROVED = 'CORRECTION_APPROVED' satisfies AuditAction;
export const CORRECTION_REFUSED = 'CORRECTION_REFUSED' satisfies AuditAction;
/**
 * Absences (docs/behaviour.md, "Absences"): an employee's request, its approval, refusal or cancellation (by the
 * employee while pending, or by an administrator), an absence an administrator entered directly, a type saved.
 */
export const ABSENCE_REQUESTED = 'ABSENCE_REQUESTED' satisfies AuditAction;
export const ABSENCE_APPROVED = 'ABSENCE_APPROVED' satisfies AuditAction;
export const ABSENCE_REFUSED = 'ABSENCE_REFUSED' satisfies AuditAction;
export const ABSENCE_CANCELLED = 'ABSENCE_CANCELLED' satisfies AuditAction;
export const ABSENCE_ENTERED = 'ABSENCE_ENTERED' satisfies AuditAction;
export const ABSENCE_TYPE_SAVED = 'ABSENCE_TYPE_SAVED' satisfies AuditAction;
/** A user's yearly entitlement of a balance type saved (docs/behaviour.md, "Balances"). */
export const BALANCE_SAVED = 'BALANCE_SAVED' satisfies AuditAction;
/** 'Chiudi mese' and 'Riapri mese' (docs/behaviour.md, "Closing the month"): the month, the group (null: everyone), the blockers' count or the reason. */
export const MONTH_CLOSED = 'MONTH_CLOSED' satisfies AuditAction;
export const MONTH_REOPENED = 'MONTH_REOPENED' satisfies AuditAction;
/** The payroll codes' table saved (docs/payroll-export.md): each code changed, before and after. */
export const PAYROLL_CODES_UPDATED = 'PAYROLL_CODES_UPDATED' satisfies AuditAction;

export interface AuditRecord {
  action: AuditAction;
  /** Who did it (null: the system, e.g. an automatic rebind at login is done by the user themself). */
  actorId: number | null;
  targetUserId?: number | null;
  timesheetId?: number | null;
  details?: Record<string, unknown>;
}

/** Appends one audit_log row (one statement; call it inside the transaction of the change it records). */
export async function writeAudit(q: Queryable, record: AuditRecord): Promise<void> {
  await q.query(
    'INSERT INTO audit_log (action, actor_id, target_user_id, timesheet_id, details) VALUES ($1, $2, $3, $4, $5)',
    [record.action, record.actorId, record.targetUserId ?? null, record.timesheetId ?? null, JSON.stringify(record.details ?? {})],
  );
}
