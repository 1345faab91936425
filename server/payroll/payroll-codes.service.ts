/**
 * 'Codici paghe' (docs/payroll-export.md): the table mapping our codes to the payroll software's, read whole and saved
 * whole. A code of ours that does not exist is refused (400, on `<index>.code`) before anything is written; the rest
 * is written in one transaction and audited (PAYROLL_CODES_UPDATED, each code changed with its old and new value).
 */
import { SchemaFieldError, type PayrollCode, type PayrollCodesInput } from '../../src/core/contract';
import { PAYROLL_CODES_UPDATED, writeAudit } from '../audit/audit-log.repository';
import type { Database, Queryable } from '../db/database.port';
import { fieldErrors } from '../http/http-error';
import { listPayrollCodes, savePayrollCodes } from './payroll-codes.repository';

export const payrollCodes = (db: Queryable): Promise<PayrollCode[]> => listPayrollCodes(db);

export async function updatePayrollCodes(db: Database, input: PayrollCodesInput, adminId: number): Promise<PayrollCode[]> {
  await db.transaction(async (tx) => {
    const current = new Map((await listPayrollCodes(tx)).map((code) => [code.code, code.payroll_code]));
    const unknown = input.findIndex((entry) => !current.has(entry.code));
    if (unknown >= 0) throw fieldErrors({ [`${unknown}.code`]: SchemaFieldError.INVALID });
    // The last entry of a code given twice wins, as it would were they saved one after the other.
    const wanted = new Map(input.map((entry) => [entry.code, entry.payroll_code.trim()]));
    const changes = [...wanted].filter(([code, payrollCode]) => current.get(code) !== payrollCode);
    if (changes.length === 0) return;
    await savePayrollCodes(tx, changes.map(([code, payrollCode]) => ({ code, payroll_code: payrollCode })));
    await writeAudit(tx, {
      action: PAYROLL_CODES_UPDATED,
      actorId: adminId,
      details: { changes: changes.map(([code, payrollCode]) => ({ code, from: current.get(code), to: payrollCode })) },
    });
  });
  return listPayrollCodes(db);
}
