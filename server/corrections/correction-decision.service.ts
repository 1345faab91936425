/**
 * An administrator or a manager decides a correction request (docs/behaviour.md, "Correction requests", "Managers"),
 * in one transaction under a lock of the request. The decider's own request is 403 OWN_PUNCHES (no one corrects their
 * own punches), except for the only active administrator, whose decision is then flagged as a self-correction; a
 * request of someone outside a manager's scope is 404 NOT_FOUND (checked after "own"); a request already decided is
 * 409 CORRECTION_ALREADY_DECIDED (a second approval, also one made at the same moment, waits for the first and then
 * finds it decided); a request about a day of a closed month is 409 MONTH_CLOSED, approved or refused alike.
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
import { isSoleActiveAdministrator, markSelfCorrected } from '../teams/sole-administrator';
import { assertInScope, type StaffScope } from '../teams/staff-scope';
import { loadCorrectionPunch } from './correction-punch.query';
import { findCorrectionRequest, lockCorrectionRequest, recordCorrectionDecision, type LockedCorrectionRequest } from './correction-request.repository';
import { correctionFieldErrors } from './correction.rules';

/** The note of an OUT added by an approval, as the activities list shows it. */
export const ADDED_CHECK_OUT_NOTE = 'Uscita aggiunta su richiesta';

export interface CorrectionDecider {
  /** Whom the decider may act on (request.staff); its actorId is the decider. */
  scope: StaffScope;
  timezone: string;
}

/** The request locked for its decision, and whether deciding it is the sole administrator's self-correction. */
interface Decision {
  request: LockedCorrectionRequest;
  actorId: number;
  selfCorrection: boolean;
}

/** `self_correction: true` in the audit details of a self-correction, nothing otherwise (docs/behaviour.md, "Managers"). */
const selfCorrectionDetail = (decision: Decision) => (decision.selfCorrection ? { self_correction: true } : {});

export async function approveCorrection(db: Database, requestId: number, admin: CorrectionDecider): Promise<CorrectionRequest> {
  await db.transaction(async (tx) => {
    const decision = await lockForDecision(tx, requestId, admin);
    const { request, actorId } = decision;
    if (request.kind === 'wrong_time') await moveThePunch(tx, decision, admin);
    else await addTheCheckOut(tx, decision, admin);
    await recordCorrectionDecision(tx, { id: request.id, status: 'approved', adminId: actorId });
    await writeAudit(tx, {
      action: CORRECTION_APPROVED,
      actorId,
      targetUserId: request.userId,
      timesheetId: request.timesheetId,
      details: { request_id: request.id, kind: request.kind, proposed_timestamp: request.proposed, ...selfCorrectionDetail(decision) },
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
    const decision = await lockForDecision(tx, requestId, admin);
    const { request, actorId } = decision;
    await recordCorrectionDecision(tx, { id: request.id, status: 'refused', adminId: actorId, refusalReason: reason });
    await writeAudit(tx, {
      action: CORRECTION_REFUSED,
      actorId,
      targetUserId: request.userId,
      timesheetId: request.timesheetId,
      details: { request_id: request.id, kind: request.kind, proposed_timestamp: request.proposed, reason, ...selfCorrectionDetail(decision) },
    });
  });
  return decided(db, requestId, admin.timezone);
}

async function lockForDecision(tx: Queryable, requestId: number, admin: CorrectionDecider): Promise<Decision> {
  const { scope } = admin;
  const request = await lockCorrectionRequest(tx, requestId);
  if (!request) throw httpError(404, 'NOT_FOUND');
  // Own first (a manager's own request is outside their scope, but they are told why), then the scope.
  const own = request.userId === scope.actorId;
  if (own && !(scope.kind === 'all' && (await isSoleActiveAdministrator(tx, scope.actorId)))) throw httpError(403, 'OWN_PUNCHES');
  await assertInScope(tx, scope, request.userId);
  if (request.status !== 'pending') throw httpError(409, 'CORRECTION_ALREADY_DECIDED');
  // A request about a closed month waits, undecided, until the month is reopened (docs/behaviour.md, "Closing the month").
  if (request.timesheetId !== null) {
    await assertPunchDaysOpen(tx, { entryId: request.timesheetId, to: request.proposed, hasZone: true, timezone: admin.timezone });
  }
  return { request, actorId: scope.actorId, selfCorrection: own };
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

async function moveThePunch(tx: Queryable, decision: Decision, admin: CorrectionDecider): Promise<void> {
  const { request, actorId } = decision;
  const entryId = await recheck(tx, request, admin);
  await correctPunchTime(tx, {
    entryId,
    timestamp: request.proposed,
    actorId,
    timezone: admin.timezone,
    field: 'proposed_timestamp',
    requestId: request.id,
  });
}

async function addTheCheckOut(tx: Queryable, decision: Decision, admin: CorrectionDecider): Promise<void> {
  const { request, actorId } = decision;
  const inId = await recheck(tx, request, admin);
  const added = await insertAddedCheckOut(tx, { inId, timestamp: request.proposed, timezone: admin.timezone, notes: ADDED_CHECK_OUT_NOTE });
  if (!added) throw httpError(404, 'NOT_FOUND');
  if (decision.selfCorrection) await markSelfCorrected(tx, added.id);
  await writeAudit(tx, {
    action: PUNCH_ADDED,
    actorId,
    targetUserId: request.userId,
    timesheetId: added.id,
    details: { request_id: request.id, check_in_id: inId, new_timestamp: toIsoTimestamp(added.timestamp), ...selfCorrectionDetail(decision) },
  });
}

async function decided(db: Database, requestId: number, timezone: string): Promise<CorrectionRequest> {
  return (await findCorrectionRequest(db, requestId, timezone))!;
}
