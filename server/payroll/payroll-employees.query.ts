/**
 * Who the payroll export of a month lists (docs/payroll-export.md), in batches by keyset, in a stable order (last
 * name, first name, username, id; case ignored): for everyone, every employee (not administrators) who is active or
 * has punches or an approved absence in the month (one who left mid-month is still paid for it); for a group, its
 * members on the same terms.
 */
import type { Queryable } from '../db/database.port';
import type { WorkedDaysRange } from '../hours/worked-days.query';

export interface PayrollEmployee {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  /** 'Matricola'. */
  employee_id: string;
}

const SORT_KEYS = ['lower(u.last_name)', 'lower(u.first_name)', 'lower(u.username)'] as const;

export async function* payrollEmployeeBatches(
  db: Queryable,
  scope: { groupId: number | null; range: WorkedDaysRange },
  batchSize: number,
): AsyncGenerator<PayrollEmployee[]> {
  let after: (PayrollEmployee & { k1: string; k2: string; k3: string }) | undefined;
  for (;;) {
    const params: unknown[] = [scope.range.start_date, scope.range.end_date, scope.groupId, batchSize];
    const cursor = after ? `AND (${SORT_KEYS.join(', ')}, u.id) > ($5::text, $6::text, $7::text, $8::int)` : '';
    if (after) params.push(after.k1, after.k2, after.k3, after.id);
    const { rows } = await db.query<PayrollEmployee & { k1: string; k2: string; k3: string }>(
      `SELECT u.id, u.username, u.first_name, u.last_name, u.employee_id, ${SORT_KEYS.map((key, i) => `${key} AS k${i + 1}`).join(', ')}
         FROM users u
        WHERE CASE WHEN $3::int IS NULL THEN NOT u.is_admin ELSE u.gruppo_id = $3::int END
          AND (u.is_active
               OR EXISTS (SELECT 1 FROM timesheet_entries e WHERE e.user_id = u.id AND e.business_date BETWEEN $1::date AND $2::date)
               OR EXISTS (SELECT 1 FROM absences a WHERE a.user_id = u.id AND a.status = 'approved'
                                                     AND a.start_date <= $2::date AND a.end_date >= $1::date))
          ${cursor}
        ORDER BY ${SORT_KEYS.join(', ')}, u.id
        LIMIT $4::int`,
      params,
    );
    if (rows.length > 0) yield rows.map(({ k1: _k1, k2: _k2, k3: _k3, ...employee }) => employee);
    if (rows.length < batchSize) return;
    after = rows.at(-1);
  }
}
