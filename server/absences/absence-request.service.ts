/**
 * An absence filed (docs/behaviour.md, "Absences"): an employee's request ('Richiedi assenza', pending until an
 * administrator decides) or an absence an administrator enters directly (approved at once), in one transaction:
 * - the type must exist and be in use; the days and hours follow absence.rules.ts; a type requiring a certificate
 *   (malattia) needs its number;
 * - the person's row is locked first, so two absences of one person filed at once are checked one after the other;
 * - a day in a closed month is 409 MONTH_CLOSED; another pending or approved absence on a same day 409 ABSENCE_OVERLAP
 *   (two ranges of hours on one day that do not meet are fine);
 * - the amount comes from the plan (absence-amount.ts): whole days with no working day among them are refused;
 * - over a balance, the absence is recorded with over_balance (a warning, never a refusal).
 * A request is audited (ABSENCE_REQUESTED) and notifies the staff (administrators and the person's managers); a direct entry is audited (ABSENCE_ENTERED).
 * An administrator enters absences for others only (403 PERMISSION_DENIED for their own: they ask, another decides).
 */
import { AbsenceFieldError, SchemaFieldError, type Absence, type AbsenceType, type AdminNewAbsence, type NewAbsenceRequest } from '../../src/core/contract';
import { italianDate } from '../../src/core/domain';
import { ABSENCE_ENTERED, ABSENCE_REQUESTED, writeAudit } from '../audit/audit-log.repository';
import { notifyStaff } from '../audit/notification.repository';
import type { Database, Queryable } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { assertMonthOpen } from '../month-close/month-lock';
import { yearOf } from './absence-dates';
import { absenceAmount } from './absence-amount';
import { findAbsenceType } from './absence-type.repository';
import { findAbsence, insertAbsence, lockAbsenceOwner, overlapsAnotherAbsence } from './absence.repository';
import { absenceSpan, isSpan, spanDetails } from './absence.rules';
import { remainingBalance } from './balances.service';

/** An employee asks for an absence of their own. */
export async function requestAbsence(db: Database, userId: number, body: NewAbsenceRequest, timezone: string): Promise<Absence> {
  return fileAbsence(db, { userId, enteredBy: null, body, timezone });
}

/** An administrator enters an absence for `body.user_id`, approved at once. */
export async function enterAbsence(db: Database, adminId: number, body: AdminNewAbsence, timezone: string): Promise<Absence> {
  return fileAbsence(db, { userId: body.user_id, enteredBy: adminId, body, timezone });
}

interface Filing {
  userId: number;
  /** The administrator entering it directly; null for an employee's request. */
  enteredBy: number | null;
  body: NewAbsenceRequest;
  timezone: string;
}

/** The type, in use, or the field error refusing it. */
export async function usableType(q: Queryable, typeId: number): Promise<AbsenceType> {
  const type = await findAbsenceType(q, typeId);
  if (!type) throw fieldErrors({ absence_type_id: SchemaFieldError.INVALID });
  if (!type.is_active) throw fieldErrors({ absence_type_id: AbsenceFieldError.TYPE_INACTIVE });
  return type;
}

async function fileAbsence(db: Database, filing: Filing): Promise<Absence> {
  const { body, userId, enteredBy, timezone } = filing;
  // No one approves their own absence, and an entry is an approval.
  if (enteredBy === userId) throw httpError(403, 'PERMISSION_DENIED');
  const type = await usableType(db, body.absence_type_id);
  const span = absenceSpan(body, type.unit);
  if (!isSpan(span)) throw fieldErrors(span);
  const certificateNumber = body.certificate_number?.trim() ?? '';
  if (type.requires_certificate && !certificateNumber) throw fieldErrors({ certificate_number: AbsenceFieldError.CERTIFICATE_REQUIRED });

  const id = await db.transaction(async (tx) => {
    if (!(await lockAbsenceOwner(tx, userId))) throw fieldErrors({ user_id: SchemaFieldError.INVALID });
    await assertMonthOpen(tx, userId, span.startDate, span.endDate);
    if (await overlapsAnotherAbsence(tx, userId, span)) throw httpError(409, 'ABSENCE_OVERLAP');
    const amount = await absenceAmount(tx, userId, span, type.unit, timezone);
    if (amount <= 0) throw fieldErrors({ start_date: AbsenceFieldError.NO_WORKING_DAY });
    const remaining = type.uses_balance ? await remainingBalance(tx, userId, type.id, yearOf(span.startDate), { timezone }) : null;
    const absenceId = await insertAbsence(tx, {
      userId,
      typeId: type.id,
      span,
      amount,
      note: body.note?.trim() ?? '',
      certificateNumber,
      overBalance: remaining !== null && amount > remaining,
      enteredBy,
    });
    await writeAudit(tx, {
      action: enteredBy === null ? ABSENCE_REQUESTED : ABSENCE_ENTERED,
      actorId: enteredBy ?? userId,
      targetUserId: userId,
      details: { absence_id: absenceId, code: type.code, ...spanDetails(span), amount },
    });
    if (enteredBy === null) {
      const absence = (await findAbsence(tx, absenceId))!;
      await notifyStaff(tx, { kind: ABSENCE_REQUESTED, message: requestedMessage(absence), userId, actorId: userId });
    }
    return absenceId;
  });
  return (await findAbsence(db, id))!;
}

/** The staff's notification, in Italian as the correction requests' is. */
function requestedMessage(absence: Absence): string {
  const who = absence.full_name ? `${absence.full_name} (${absence.username})` : absence.username;
  const when =
    absence.start_date === absence.end_date
      ? `per il ${italianDate(absence.start_date)}${absence.start_time ? ` dalle ${absence.start_time} alle ${absence.end_time}` : ''}`
      : `dal ${italianDate(absence.start_date)} al ${italianDate(absence.end_date)}`;
  return `${who} chiede ${absence.type_name} ${when}: la richiesta attende l'approvazione di un amministratore o di un responsabile.`;
}
