/**
 * Our payroll codes and the payroll software's (docs/payroll-export.md): the hour kinds (ORD, STR, NOT, FES) first, in
 * that order, then every absence type's code in the order the types were made; a code missing from payroll_codes, or
 * mapped to '', is printed as ours.
 */
import type { PayrollCode } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

/** The hour kinds, each with the planned day's figure it prints (server/payroll/payroll-lines.ts). */
export const HOUR_CODES = [
  { code: 'ORD', description: 'Ore ordinarie' },
  { code: 'STR', description: 'Straordinario' },
  { code: 'NOT', description: 'Lavoro notturno' },
  { code: 'FES', description: 'Lavoro festivo' },
] as const;

/** Every one of our codes with its description and the payroll software's code ('' when not mapped), in the export's order. */
export async function listPayrollCodes(q: Queryable): Promise<PayrollCode[]> {
  const [types, mapped] = await Promise.all([
    q.query<{ code: string; name: string }>('SELECT code, name FROM absence_types ORDER BY id'),
    q.query<{ code: string; payroll_code: string }>('SELECT code, payroll_code FROM payroll_codes'),
  ]);
  const theirs = new Map(mapped.rows.map((row) => [row.code, row.payroll_code]));
  const ours = [...HOUR_CODES, ...types.rows.map((type) => ({ code: type.code, description: type.name }))];
  return ours.map(({ code, description }) => ({ code, description, payroll_code: theirs.get(code) ?? '' }));
}

/** Sets the payroll software's code of each of ours given ('' : print ours). */
export async function savePayrollCodes(q: Queryable, codes: ReadonlyArray<{ code: string; payroll_code: string }>): Promise<void> {
  if (codes.length === 0) return;
  await q.query(
    `INSERT INTO payroll_codes (code, payroll_code)
     SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (code) DO UPDATE SET payroll_code = excluded.payroll_code`,
    [codes.map((c) => c.code), codes.map((c) => c.payroll_code)],
  );
}
