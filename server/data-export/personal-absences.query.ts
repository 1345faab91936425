/**
 * A person's absences and yearly entitlements for their data export (docs/behaviour.md, "My data", "Absences",
 * "Balances"), each one statement scoped to the one user.
 */
import type { Absence, DataExportAbsenceEntitlement } from '../../src/core/contract';
import { absenceSelect, toAbsence, type AbsenceRow } from '../absences/absence.repository';
import type { Queryable } from '../db/database.port';

/** Every absence of theirs, whatever its state, oldest first. */
export async function listOwnAbsences(q: Queryable, userId: number): Promise<Absence[]> {
  const { rows } = await q.query<AbsenceRow>(`${absenceSelect} WHERE a.user_id = $1 ORDER BY a.created_at, a.id`, [userId]);
  return rows.map(toAbsence);
}

/** Their entitlements, by year then type. */
export async function listOwnEntitlements(q: Queryable, userId: number): Promise<DataExportAbsenceEntitlement[]> {
  const { rows } = await q.query<DataExportAbsenceEntitlement>(
    `SELECT e.absence_type_id, t.code, t.name, t.unit, e.year, e.yearly_entitlement::float8 AS yearly_entitlement,
            e.carry_over::float8 AS carry_over
       FROM absence_entitlements e JOIN absence_types t ON t.id = e.absence_type_id
      WHERE e.user_id = $1 ORDER BY e.year, e.absence_type_id`,
    [userId],
  );
  return rows;
}
