/** A page of the audit log, newest first, optionally for one punch, one user (as actor or target) or one action. */
import type { AuditPage, AuditQuery } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';

export const DEFAULT_AUDIT_PAGE_SIZE = 20;

export async function auditPage(q: Queryable, query: AuditQuery): Promise<AuditPage> {
  const { page = 1, page_size = DEFAULT_AUDIT_PAGE_SIZE, timesheet_id, user_id, action } = query;
  const { rows } = await q.query<{
    id: number;
    action: string;
    actor_id: number | null;
    actor_username: string | null;
    target_user_id: number | null;
    target_username: string | null;
    timesheet_id: number | null;
    details: Record<string, unknown>;
    created_at: Date;
    total: number;
  }>(
    `SELECT a.id, a.action, a.actor_id, actor.username AS actor_username, a.target_user_id, target.username AS target_username,
            a.timesheet_id, a.details, a.created_at, count(*) OVER () AS total
       FROM audit_log a
       LEFT JOIN users actor ON actor.id = a.actor_id
       LEFT JOIN users target ON target.id = a.target_user_id
      WHERE ($1::int IS NULL OR a.timesheet_id = $1)
        AND ($2::int IS NULL OR a.target_user_id = $2 OR a.actor_id = $2)
        AND ($3::text IS NULL OR a.action = $3)
      ORDER BY a.created_at DESC, a.id DESC
      LIMIT $4 OFFSET $5`,
    [timesheet_id ?? null, user_id ?? null, action ?? null, page_size, (page - 1) * page_size],
  );
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map(({ total: _total, created_at, ...entry }) => ({ ...entry, created_at: created_at.toISOString() })),
  };
}
