/**
 * The lists of absences (docs/behaviour.md, "Absences"), paged, with the pending count in the same statement:
 * an employee's own (every status unless filtered, newest first) and the staff's (one status, pending by default: a
 * queue, the request waiting longest first; decided ones newest first), narrowed by user, group and the days the
 * absences touch, and for a manager to their scope (docs/behaviour.md, "Managers"). The pending count ignores the
 * filters but not the scope: it is the staff's badge (for an employee, their own requests waiting).
 */
import type { AbsencePage, AbsenceQuery, AbsenceStatus } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { DEFAULT_PAGE_SIZE } from '../db/paged-list';
import { scopeCondition, scopeParam, type StaffScope } from '../teams/staff-scope';
import { absenceSelect, toAbsence, type AbsenceRow } from './absence.repository';

export interface AbsenceListScope {
  /** Only this user's absences (the employee's own list); undefined for everyone's. */
  ownerId?: number;
  status?: AbsenceStatus;
  /** Only the absences of the people the staff member may see; undefined for no such narrowing (the own list). */
  staff?: StaffScope;
}

export async function listAbsences(q: Queryable, scope: AbsenceListScope, query: AbsenceQuery): Promise<AbsencePage> {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const direction = scope.status === 'pending' ? 'ASC' : 'DESC';
  const userId = scope.ownerId ?? query.user_id ?? null;
  // $9 is null for everyone (an administrator, or the own list), else the manager's groups.
  const inScope = (column: string) => (scope.staff ? scopeCondition(scope.staff, column, '$9') : '$9::int[] IS NULL');
  const where = `($1::int IS NULL OR a.user_id = $1) AND ($2::text IS NULL OR a.status = $2)
      AND ($3::int IS NULL OR a.user_id IN (SELECT id FROM users WHERE gruppo_id = $3))
      AND ($4::date IS NULL OR a.end_date >= $4::date) AND ($5::date IS NULL OR a.start_date <= $5::date)
      AND ${inScope('a.user_id')}`;
  const { rows } = await q.query<Partial<AbsenceRow> & { list_total: number; list_pending: number }>(
    // The outer join keeps one row with the counts when the page is empty.
    `SELECT t.list_total, p.list_pending, page.*
       FROM (SELECT count(*) AS list_total FROM absences a WHERE ${where}) t
      CROSS JOIN (SELECT count(*) AS list_pending FROM absences WHERE status = 'pending' AND ($8::int IS NULL OR user_id = $8) AND ${inScope('user_id')}) p
       LEFT JOIN LATERAL (
         ${absenceSelect}
          WHERE ${where}
          ORDER BY a.created_at ${direction}, a.id ${direction} LIMIT $6 OFFSET $7) page ON true`,
    [userId, scope.status ?? null, query.gruppo_id ?? null, query.start_date ?? null, query.end_date ?? null, pageSize, offset, scope.ownerId ?? null,
     scope.staff ? scopeParam(scope.staff) : null],
  );
  return {
    count: Number(rows[0]?.list_total ?? 0),
    pending: Number(rows[0]?.list_pending ?? 0),
    results: rows.filter((row) => row.id != null).map((row) => toAbsence(row as AbsenceRow)),
  };
}
