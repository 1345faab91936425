/** The absence types ('Causali'; docs/behaviour.md, "Absences"): reading and writing the absence_types rows. */
import type { AbsenceType, AbsenceTypeInput } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

/** The unique index on the code: a second type with the same code is refused by it (CODE_TAKEN). */
export const ABSENCE_TYPE_CODE_INDEX = 'absence_types_code_key';

const COLUMNS = 'id, code, name, unit, is_paid, counts_as_work, uses_balance, requires_certificate, is_remote, is_active';

/** Every type (activeOnly: those still offered for new absences), in the order they were created. */
export async function listAbsenceTypes(q: Queryable, { activeOnly }: { activeOnly: boolean }): Promise<AbsenceType[]> {
  const { rows } = await q.query<AbsenceType>(`SELECT ${COLUMNS} FROM absence_types WHERE is_active OR NOT $1::boolean ORDER BY id`, [activeOnly]);
  return rows;
}

export async function findAbsenceType(q: Queryable, id: number): Promise<AbsenceType | null> {
  const { rows } = await q.query<AbsenceType>(`SELECT ${COLUMNS} FROM absence_types WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

const values = (t: AbsenceTypeInput) => [
  t.code,
  t.name.trim(),
  t.unit,
  t.is_paid,
  t.counts_as_work,
  t.uses_balance,
  t.requires_certificate,
  t.is_remote,
  t.is_active,
];

export async function insertAbsenceType(q: Queryable, input: AbsenceTypeInput): Promise<AbsenceType> {
  const { rows } = await q.query<AbsenceType>(
    `INSERT INTO absence_types (code, name, unit, is_paid, counts_as_work, uses_balance, requires_certificate, is_remote, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
    values(input),
  );
  return rows[0]!;
}

/** The type as updated, or null when there is none with that id. */
export async function updateAbsenceType(q: Queryable, id: number, input: AbsenceTypeInput): Promise<AbsenceType | null> {
  const { rows } = await q.query<AbsenceType>(
    `UPDATE absence_types SET code = $1, name = $2, unit = $3, is_paid = $4, counts_as_work = $5, uses_balance = $6,
            requires_certificate = $7, is_remote = $8, is_active = $9
      WHERE id = $10 RETURNING ${COLUMNS}`,
    [...values(input), id],
  );
  return rows[0] ?? null;
}
