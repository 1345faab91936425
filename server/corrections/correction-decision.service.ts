/**
 * An administrator decides a correction request (docs/behaviour.md, "Correction requests"), in one transaction
 * under a lock of the request: a request already decided is 409 CORRECTION_ALREADY_DECIDED (a second approval, also
 * one made at the same moment, waits for the first and then finds it decided); the administrator's own request is
 * 403 OWN_PUNCHES (no one corrects their own punches); a request about a day of a closed month is 409 MONTH_CLOSED,
 * approved or refused alike.
 * An approval checks the rules again against the punches as they are now (another correction, an edit or a punch
 * may have changed them): a refusal there is 400 with the field error and the request stays pending. Then it applies
 * the correction through the audited paths: wrong_time moves the punch as the admin edit does (correctPunchTime,
 * original time kept); missing_check_out adds the OUT (is_added) and closes the IN (insertAddedCheckOut, PUNCH_ADDED).
 */
import { UserFieldError, type CorrectionRequest } from '../../src/core/contract';
import { CORRECTION_APPROVED, CORRECTION_REFUSED, PUNCH_ADDED, writeAudit } from '../audit/audit-log.repository';
import type { Database, Queryable } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { assertPunchDaysOpen } from '../month-close/punch-month-lock';
import { correctPunchTime } from '../punch/admin-edit-punch.service';
import { toIsoTimestamp } from '../punch/iso-timestamp';
import { insertAddedCheckOut } from '../punch/timesheet-entry.repository';
import { loadCorrectionPunch } from './correction-punch.query';
import { findCorrectionRequest, lockCorrectionRequest, recordCorrectionDecision, type LockedCorrectionRequest } from './correction-request.repository';
import { correctionFieldErrors } from './correction.rules';

/** The note of an OUT added by an approval, as the activities list shows it. */
export const ADDED_CHECK_OUT_NOTE = 'Uscita aggiunta su richiesta';

export interface CorrectionDecider {
  adminId: number;
  timezone: string;
}

export async function approveCorrection(db: Database, requestId: number, admin: CorrectionDecider): Promise<CorrectionRequest> {
  await db.transaction(async (tx) => {
    const request = await lockForDecision(tx, requestId, admin);
    if (request.kind === 'wrong_time') await moveThePunch(tx, request, admin);
    else await addTheCheckOut(tx, request, admin);
    await recordCorrectionDecision(tx, { id: request.id, status: 'approved', adminId: admin.adminId });
    await writeAudit(tx, {
      action: CORRECTION_APPROVED,
      actorId: admin.adminId,
      targetUserId: request.userId,
      timesheetId: request.timesheetId,
      details: { request_id: request.id, kind: request.kind, proposed_timestamp: request.proposed },
    });
  });
  return decided(db, requestId, admin.timezone);
}

export async function refuseCorrection(
  db: Database,
  requestId: number,
  admin: CorrectionDecider,
  reasonText: string,
): Promise<CorrectionRequest> {
  const reason = reasonText.trim();
  if (!reason) throw fieldErrors({ reason: UserFieldError.REQUIRED });
  await db.transaction(async (tx) => {
    const request = await lockForDecision(tx, requestId, admin);
    await recordCorrectionDecision(tx, { id: request.id, status: 'refused', adminId: admin.adminId, refusalReason: reason });
    await writeAudit(tx, {
      action: CORRECTION_REFUSED,
      actorId: admin.adminId,
      targetUserId: request.userId,
      timesheetId: request.timesheetId,
      details: { request_id: request.id, kind: request.kind, proposed_timestamp: request.proposed, reason },
    });
  });
  return decided(db, requestId, admin.timezone);
}

async function lockForDecision(tx: Queryable, requestId: number, admin: CorrectionDecider): Promise<LockedCorrectionRequest> {
  const request = await lockCorrectionRequest(tx, requestId);
  if (!request) throw httpError(404, 'NOT_FOUND');
  if (request.status !== 'pending') throw httpError(409, 'CORRECTION_ALREADY_DECIDED');
  if (request.userId === admin.adminId) throw httpError(403, 'OWN_PUNCHES');
  // A request about a closed month waits, undecided, until the month is reopened (docs/behaviour.md, "Closing the month").
  if (request.timesheetId !== null) {
    await assertPunchDaysOpen(tx, { entryId: request.timesheetId, to: request.proposed, hasZone: true, timezone: admin.timezone });
  }
  return request;
}

/** The rules again, on the punch as it is now, locked until the end of the decision. */
async function recheck(tx: Queryable, request: LockedCorrectionRequest, admin: CorrectionDecider): Promise<number> {
  // A punch is never deleted (ON DELETE SET NULL is the schema's safety only): nothing left to correct.
  if (request.timesheetId === null) throw httpError(404, 'NOT_FOUND');
  const punch = await loadCorrectionPunch(tx, {
    entryId: request.timesheetId,
    proposed: request.proposed,
    hasZone: true,
    timezone: admin.timezone,
    lock: true,
  });
  if (!punch) throw httpError(404, 'NOT_FOUND');
  const refused = correctionFieldErrors(request.kind, punch);
  if (refused) throw fieldErrors(refused);
  return punch.id;
}

async function moveThePunch(tx: Queryable, request: LockedCorrectionRequest, admin: CorrectionDecider): Promise<void> {
  const entryId = await recheck(tx, request, admin);
  await correctPunchTime(tx, {
    entryId,
    timestamp: request.proposed,
    actorId: admin.adminId,
    timezone: admin.timezone,
    field: 'proposed_timestamp',
    requestId: request.id,
  });
}

async function addTheCheckOut(tx: Queryable, request: LockedCorrectionRequest, admin: CorrectionDecider): Promise<void> {
  const inId = await recheck(tx, request, admin);
  const added = await insertAddedCheckOut(tx, { inId, timestamp: request.proposed, timezone: admin.timezone, notes: ADDED_CHECK_OUT_NOTE });
  if (!added) throw httpError(404, 'NOT_FOUND');
  await writeAudit(tx, {
    action: PUNCH_ADDED,
    actorId: admin.adminId,
    targetUserId: request.userId,
    timesheetId: added.id,
    details: { request_id: request.id, check_in_id: inId, new_timestamp: toIsoTimestamp(added.timestamp) },
  });
}

async function decided(db: Database, requestId: number, timezone: string): Promise<CorrectionRequest> {
  return (await findCorrectionRequest(db, requestId, timezone))!;
}
