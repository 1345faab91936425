/**
 * Deciding an absence (docs/behaviour.md, "Absences"), each in one transaction under a lock of the absence's row:
 * - an administrator or a manager approves or refuses (with a reason) a pending request: the decider's own request
 *   is 403 PERMISSION_DENIED (no one approves their own absence), then a request of someone outside a manager's scope
 *   is 404 NOT_FOUND (docs/behaviour.md, "Managers"); a request already decided is 409 ABSENCE_ALREADY_DECIDED (a
 *   second approval at the same moment waits for the first, then finds it decided). The approval computes the amount
 *   again from the plan as it is now;
 * - an administrator cancels a pending or an approved absence (its days miss time again); the employee withdraws
 *   their own request while it is pending (someone else's, or an unknown one, is not found: 404).
 * Every one of them touching a day of a closed month is 409 MONTH_CLOSED; each is audited.
 */
import { AbsenceFieldError, UserFieldError, type Absence } from '../../src/core/contract';
import { ABSENCE_APPROVED, ABSENCE_CANCELLED, ABSENCE_REFUSED, writeAudit } from '../audit/audit-log.repository';
import type { Database, Queryable } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { assertMonthOpen } from '../month-close/month-lock';
import { assertInScope, type StaffScope } from '../teams/staff-scope';
import { absenceAmount } from './absence-amount';
import { findAbsenceType } from './absence-type.repository';
import { findAbsence, lockAbsence, recordAbsenceDecision, type LockedAbsence } from './absence.repository';
import { spanDetails } from './absence.rules';

/** An administrator (cancelling an absence). */
export interface AbsenceDecider {
  adminId: number;
  timezone: string;
}

/** An administrator or a manager deciding a request: whom they may act on (request.staff), its actorId the decider. */
export interface AbsenceStaffDecider {
  scope: StaffScope;
  timezone: string;
}

export async function approveAbsence(db: Database, id: number, decider: AbsenceStaffDecider): Promise<Absence> {
  const admin = { adminId: decider.scope.actorId, timezone: decider.timezone };
  await db.transaction(async (tx) => {
    const absence = await lockPending(tx, id, decider.scope);
    const type = (await findAbsenceType(tx, absence.typeId))!;
    if (type.requires_certificate && !absence.certificateNumber) throw fieldErrors({ certificate_number: AbsenceFieldError.CERTIFICATE_REQUIRED });
    const amount = await absenceAmount(tx, absence.userId, absence.span, type.unit, admin.timezone);
    await recordAbsenceDecision(tx, { id, status: 'approved', adminId: admin.adminId, amount });
    await writeAudit(tx, {
      action: ABSENCE_APPROVED,
      actorId: admin.adminId,
      targetUserId: absence.userId,
      details: { absence_id: id, code: type.code, ...spanDetails(absence.span), amount },
    });
  });
  return (await findAbsence(db, id))!;
}

export async function refuseAbsence(db: Database, id: number, decider: AbsenceStaffDecider, reasonText: string): Promise<Absence> {
  const reason = reasonText.trim();
  if (!reason) throw fieldErrors({ reason: UserFieldError.REQUIRED });
  const admin = { adminId: decider.scope.actorId };
  await db.transaction(async (tx) => {
    const absence = await lockPending(tx, id, decider.scope);
    await recordAbsenceDecision(tx, { id, status: 'refused', adminId: admin.adminId, refusalReason: reason });
    await writeAudit(tx, {
      action: ABSENCE_REFUSED,
      actorId: admin.adminId,
      targetUserId: absence.userId,
      details: { absence_id: id, ...spanDetails(absence.span), reason },
    });
  });
  return (await findAbsence(db, id))!;
}

/** An administrator cancels a pending or approved absence. */
export async function cancelAbsence(db: Database, id: number, admin: AbsenceDecider): Promise<Absence> {
  await db.transaction(async (tx) => {
    const absence = await lockAbsence(tx, id);
    if (!absence) throw httpError(404, 'NOT_FOUND');
    if (absence.status !== 'pending' && absence.status !== 'approved') throw httpError(409, 'ABSENCE_ALREADY_DECIDED');
    if (absence.userId === admin.adminId) throw httpError(403, 'PERMISSION_DENIED');
    await assertMonthOpen(tx, absence.userId, absence.span.startDate, absence.span.endDate);
    await recordAbsenceDecision(tx, { id, status: 'cancelled', adminId: admin.adminId });
    await writeAudit(tx, {
      action: ABSENCE_CANCELLED,
      actorId: admin.adminId,
      targetUserId: absence.userId,
      details: { absence_id: id, ...spanDetails(absence.span), was: absence.status },
    });
  });
  return (await findAbsence(db, id))!;
}

/** The employee withdraws their own pending request. */
export async function cancelOwnAbsence(db: Database, userId: number, id: number): Promise<Absence> {
  await db.transaction(async (tx) => {
    const absence = await lockAbsence(tx, id);
    if (!absence || absence.userId !== userId) throw httpError(404, 'NOT_FOUND');
    if (absence.status !== 'pending') throw httpError(409, 'ABSENCE_ALREADY_DECIDED');
    await assertMonthOpen(tx, userId, absence.span.startDate, absence.span.endDate);
    await recordAbsenceDecision(tx, { id, status: 'cancelled', adminId: null });
    await writeAudit(tx, {
      action: ABSENCE_CANCELLED,
      actorId: userId,
      targetUserId: userId,
      details: { absence_id: id, ...spanDetails(absence.span), was: 'pending' },
    });
  });
  return (await findAbsence(db, id))!;
}

async function lockPending(tx: Queryable, id: number, scope: StaffScope): Promise<LockedAbsence> {
  const absence = await lockAbsence(tx, id);
  if (!absence) throw httpError(404, 'NOT_FOUND');
  // Own first (a manager is told why), then the scope, then the state.
  if (absence.userId === scope.actorId) throw httpError(403, 'PERMISSION_DENIED');
  await assertInScope(tx, scope, absence.userId);
  if (absence.status !== 'pending') throw httpError(409, 'ABSENCE_ALREADY_DECIDED');
  await assertMonthOpen(tx, absence.userId, absence.span.startDate, absence.span.endDate);
  return absence;
}
