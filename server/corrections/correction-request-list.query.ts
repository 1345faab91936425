/**
 * The lists of correction requests (docs/behaviour.md, "Correction requests"), paged, with the pending count of the
 * same scope in the same statement: an employee's own requests (all statuses unless filtered) and the staff's list
 * (one status, pending by default): everyone's for an administrator, a manager's scope's (docs/behaviour.md, "Managers").
 * Order: the pending ones oldest first, a queue (the request waiting longest comes first); decided ones newest first.
 */
import type { CorrectionRequestPage, CorrectionRequestQuery, CorrectionStatus } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { DEFAULT_PAGE_SIZE } from '../db/paged-list';
import { scopeCondition, scopeParam, type StaffScope } from '../teams/staff-scope';
import { requestSelect, toCorrectionRequest, type CorrectionRequestRow } from './correction-request.columns';

export interface CorrectionListScope {
  /** Only this user's requests; undefined for everyone's. */
  userId?: number;
  status?: CorrectionStatus;
  /** Only the requests of the people the staff member may see; undefined for no such narrowing (the own list). */
  staff?: StaffScope;
}

export async function listCorrectionRequests(
  q: Queryable,
  scope: CorrectionListScope,
  query: Pick<CorrectionRequestQuery, 'page' | 'page_size'>,
  timezone: string,
): Promise<CorrectionRequestPage> {
  const pageSize = query.page_size ?? DEFAULT_PAGE_SIZE;
  const offset = ((query.page ?? 1) - 1) * pageSize;
  const direction = scope.status === 'pending' ? 'ASC' : 'DESC';
  // $6 is null for everyone (an administrator, or the own list), else the manager's groups.
  const inScope = (column: string) => (scope.staff ? scopeCondition(scope.staff, column, '$6') : '$6::int[] IS NULL');
  const { rows } = await q.query<Partial<CorrectionRequestRow> & { list_total: number; list_pending: number }>(
    // The outer join keeps one row with the counts when the page is empty.
    `SELECT t.list_total, t.list_pending, page.*
       FROM (SELECT count(*) FILTER (WHERE $2::text IS NULL OR status = $2) AS list_total,
                    count(*) FILTER (WHERE status = 'pending') AS list_pending
               FROM correction_requests WHERE ($1::int IS NULL OR user_id = $1) AND ${inScope('user_id')}) t
       LEFT JOIN LATERAL (
         ${requestSelect('$5')}
          WHERE ($1::int IS NULL OR r.user_id = $1) AND ($2::text IS NULL OR r.status = $2) AND ${inScope('r.user_id')}
          ORDER BY r.created_at ${direction}, r.id ${direction} LIMIT $3 OFFSET $4) page ON true`,
    [scope.userId ?? null, scope.status ?? null, pageSize, offset, timezone, scope.staff ? scopeParam(scope.staff) : null],
  );
  return {
    count: Number(rows[0]?.list_total ?? 0),
    pending: Number(rows[0]?.list_pending ?? 0),
    results: rows.filter((row) => row.id != null).map((row) => toCorrectionRequest(row as CorrectionRequestRow)),
  };
}
