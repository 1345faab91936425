/**
 * What a user's balances are computed from (docs/behaviour.md, "Balances"): the balance types, the user's yearly
 * entitlements, and the amounts of their absences of those types per type and year, split as the balance counts them.
 */
import type { AbsenceType } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import type { EntitlementRow, YearSums } from './balance-figures';

export interface BalanceData {
  types: AbsenceType[];
  entitlements: EntitlementRow[];
  sums: YearSums[];
}

/** The data of `userId`'s balances up to `year` (the carry-over reaches back), as seen on `today`, in one statement. */
export async function loadBalanceData(q: Queryable, userId: number, year: number, today: string): Promise<BalanceData> {
  const { rows } = await q.query<{ types: AbsenceType[] | null; entitlements: EntitlementRow[] | null; sums: YearSums[] | null }>(
    `WITH bt AS (SELECT * FROM absence_types WHERE uses_balance)
     SELECT
       (SELECT json_agg(json_build_object('id', id, 'code', code, 'name', name, 'unit', unit, 'is_paid', is_paid,
                'counts_as_work', counts_as_work, 'uses_balance', uses_balance, 'requires_certificate', requires_certificate,
                'is_remote', is_remote, 'is_active', is_active) ORDER BY id) FROM bt) AS types,
       (SELECT json_agg(json_build_object('typeId', e.absence_type_id, 'year', e.year, 'yearly', e.yearly_entitlement::float8,
                'carryOver', e.carry_over::float8))
          FROM absence_entitlements e WHERE e.user_id = $1 AND e.year <= $2 AND e.absence_type_id IN (SELECT id FROM bt)) AS entitlements,
       (SELECT json_agg(json_build_object('typeId', s.absence_type_id, 'year', s.year, 'used', s.used, 'future', s.future, 'pending', s.pending))
          FROM (SELECT a.absence_type_id, extract(year FROM a.start_date)::int AS year,
                       COALESCE(sum(a.amount) FILTER (WHERE a.status = 'approved' AND a.start_date <= $3::date), 0)::float8 AS used,
                       COALESCE(sum(a.amount) FILTER (WHERE a.status = 'approved' AND a.start_date > $3::date), 0)::float8 AS future,
                       COALESCE(sum(a.amount) FILTER (WHERE a.status = 'pending'), 0)::float8 AS pending
                  FROM absences a
                 WHERE a.user_id = $1 AND a.status IN ('approved', 'pending') AND a.start_date < make_date($2 + 1, 1, 1)
                   AND a.absence_type_id IN (SELECT id FROM bt)
                 GROUP BY a.absence_type_id, extract(year FROM a.start_date)) s) AS sums`,
    [userId, year, today],
  );
  const row = rows[0]!;
  return { types: row.types ?? [], entitlements: row.entitlements ?? [], sums: row.sums ?? [] };
}

/** Saves one entitlement (insert or replace). */
export async function upsertEntitlement(q: Queryable, userId: number, e: EntitlementRow): Promise<void> {
  await q.query(
    `INSERT INTO absence_entitlements (user_id, absence_type_id, year, yearly_entitlement, carry_over)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (user_id, absence_type_id, year)
     DO UPDATE SET yearly_entitlement = EXCLUDED.yearly_entitlement, carry_over = EXCLUDED.carry_over, updated_at = now()`,
    [userId, e.typeId, e.year, e.yearly, e.carryOver],
  );
}
