/**
 * An administrator creates or edits an absence type (docs/behaviour.md, "Absences"), audited (ABSENCE_TYPE_SAVED).
 * A code already used by another type is 400 CODE_TAKEN on the code, decided by the unique index (two at once
 * cannot both pass). Changing a type's unit leaves the amounts of its past absences as they were recorded.
 */
import { AbsenceFieldError, type AbsenceType, type AbsenceTypeInput } from '../../src/core/contract';
import { ABSENCE_TYPE_SAVED, writeAudit } from '../audit/audit-log.repository';
import { PgErrorCode, pgErrorInfo, type Database } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { HOUR_CODES } from '../payroll/payroll-codes.repository';
import { ABSENCE_TYPE_CODE_INDEX, insertAbsenceType, updateAbsenceType } from './absence-type.repository';

/** The payroll export's hour kinds: an absence type under one of these codes would read as hours worked. */
const RESERVED_CODES: ReadonlySet<string> = new Set(HOUR_CODES.map((kind) => kind.code));

/** Saves a new type (id undefined) or the type `id`. */
export async function saveAbsenceType(db: Database, adminId: number, input: AbsenceTypeInput, id?: number): Promise<AbsenceType> {
  if (RESERVED_CODES.has(input.code)) throw fieldErrors({ code: AbsenceFieldError.CODE_RESERVED });
  try {
    return await db.transaction(async (tx) => {
      const saved = id === undefined ? await insertAbsenceType(tx, input) : await updateAbsenceType(tx, id, input);
      if (!saved) throw httpError(404, 'NOT_FOUND');
      await writeAudit(tx, { action: ABSENCE_TYPE_SAVED, actorId: adminId, details: { absence_type_id: saved.id, created: id === undefined, ...input } });
      return saved;
    });
  } catch (error) {
    const info = pgErrorInfo(error);
    if (info?.code === PgErrorCode.uniqueViolation && (info.constraint ?? ABSENCE_TYPE_CODE_INDEX) === ABSENCE_TYPE_CODE_INDEX) {
      throw fieldErrors({ code: AbsenceFieldError.CODE_TAKEN });
    }
    throw error;
  }
}
