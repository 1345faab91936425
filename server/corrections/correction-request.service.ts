/**
 * POST /api/correction-requests/: an employee asks an administrator to fix one of their own punches
 * (docs/behaviour.md, "Correction requests"). Someone else's punch, or an unknown one, is not found (404): the answer
 * never tells whether it exists. The rules (correction.rules.ts) refuse with a field error; a second pending request
 * on the punch is 409 CORRECTION_ALREADY_PENDING, decided by the unique index so two at once cannot both pass.
 * A punch of a closed month, or a time proposed in one, is 409 MONTH_CLOSED (docs/behaviour.md, "Closing the month").
 * Filing is audited (CORRECTION_REQUESTED) and notifies the staff (every administrator and the employee's managers), in one transaction.
 */
import { CorrectionFieldError, UserFieldError, type CorrectionRequest, type NewCorrectionRequest } from '../../src/core/contract';
import { italianDate } from '../../src/core/domain';
import { CORRECTION_REQUESTED, writeAudit } from '../audit/audit-log.repository';
import { notifyStaff } from '../audit/notification.repository';
import { PgErrorCode, pgErrorInfo, type Database } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { assertPunchDaysOpen } from '../month-close/punch-month-lock';
import { HAS_ZONE, ISO_DATE_TIME, isDateTimeError } from '../punch/admin-edit-punch.service';
import { loadCorrectionPunch } from './correction-punch.query';
import { findCorrectionRequest, insertCorrectionRequest, PENDING_REQUEST_INDEX } from './correction-request.repository';
import { correctionFieldErrors } from './correction.rules';

export async function requestCorrection(
  db: Database,
  userId: number,
  body: NewCorrectionRequest,
  timezone: string,
): Promise<CorrectionRequest> {
  const proposed = body.proposed_timestamp.trim();
  if (!ISO_DATE_TIME.test(proposed)) throw fieldErrors({ proposed_timestamp: CorrectionFieldError.INVALID_TIME });
  const reason = body.reason.trim();
  if (!reason) throw fieldErrors({ reason: UserFieldError.REQUIRED });

  let requestId: number;
  try {
    requestId = await db.transaction(async (tx) => {
      const punch = await loadCorrectionPunch(tx, {
        entryId: body.timesheet_id,
        ownerId: userId,
        proposed,
        hasZone: HAS_ZONE.test(proposed),
        timezone,
        lock: false,
      });
      if (!punch) throw httpError(404, 'NOT_FOUND');
      // Nothing of a closed month is asked for (docs/behaviour.md, "Closing the month").
      await assertPunchDaysOpen(tx, { entryId: punch.id, to: proposed, hasZone: HAS_ZONE.test(proposed), timezone });
      const refused = correctionFieldErrors(body.kind, punch);
      if (refused) throw fieldErrors(refused);
      const filed = await insertCorrectionRequest(tx, { timesheetId: punch.id, kind: body.kind, proposed: punch.proposed, reason });
      await writeAudit(tx, {
        action: CORRECTION_REQUESTED,
        actorId: userId,
        targetUserId: userId,
        timesheetId: punch.id,
        details: { request_id: filed.id, kind: body.kind, proposed_timestamp: punch.proposed.toISOString() },
      });
      const request = (await findCorrectionRequest(tx, filed.id, timezone))!;
      await notifyStaff(tx, {
        kind: CORRECTION_REQUESTED,
        message: requestedMessage(request),
        userId,
        actorId: userId,
      });
      return filed.id;
    });
  } catch (error) {
    if (isDateTimeError(error)) throw fieldErrors({ proposed_timestamp: CorrectionFieldError.INVALID_TIME });
    const info = pgErrorInfo(error);
    if (info?.code === PgErrorCode.uniqueViolation && (info.constraint ?? PENDING_REQUEST_INDEX) === PENDING_REQUEST_INDEX) {
      throw httpError(409, 'CORRECTION_ALREADY_PENDING');
    }
    throw error;
  }
  return (await findCorrectionRequest(db, requestId, timezone))!;
}

/** The staff's notification, in Italian as the others are (device-change-request.repository.ts). */
function requestedMessage(request: CorrectionRequest): string {
  const who = request.full_name ? `${request.full_name} (${request.username})` : request.username;
  const what = request.kind === 'missing_check_out' ? "l'uscita mancante" : "l'orario di una timbratura";
  return `${who} chiede di correggere ${what} del ${italianDate(request.business_date)}: la richiesta attende l'approvazione di un amministratore o di un responsabile.`;
}
