import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiPaths, AuditPage, AuditQuery, NotificationList, PageQuery } from '../../src/core/contract';
import { requireAdmin } from '../auth/guards';
import { OptionalBody } from '../http/optional-body';

const DEFAULT_PAGE_SIZE = 20;

/** The audit log and the administrator's notifications (device changes), paginated in SQL. Admins only. */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ApiPaths.adminAudit, { onRequest: requireAdmin, schema: { querystring: AuditQuery, response: { 200: AuditPage } } }, async (request) => {
    const { page = 1, page_size = DEFAULT_PAGE_SIZE, timesheet_id, user_id, action } = request.query;
    const { rows } = await app.db.query<{
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
  });

  app.get(
    ApiPaths.adminNotifications,
    { onRequest: requireAdmin, schema: { querystring: Type.Object(PageQuery), response: { 200: NotificationList } } },
    async (request) => {
      const { page = 1, page_size = DEFAULT_PAGE_SIZE } = request.query;
      const { rows } = await app.db.query<{
        id: number;
        kind: string;
        message: string;
        user_id: number | null;
        username: string | null;
        created_at: Date | null;
        read_at: Date | null;
        total: number;
        unread: number;
      }>(
        // The outer join keeps one row with the totals when the page is empty.
        `SELECT n.id, n.kind, n.message, n.user_id, n.username, n.created_at, n.read_at, t.total, t.unread
           FROM (SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread
                   FROM notifications WHERE recipient_id = $1) t
           LEFT JOIN LATERAL (
             SELECT n.id, n.kind, n.message, n.user_id, u.username, n.created_at, n.read_at
               FROM notifications n LEFT JOIN users u ON u.id = n.user_id
              WHERE n.recipient_id = $1
              ORDER BY n.created_at DESC, n.id DESC LIMIT $2 OFFSET $3) n ON true`,
        [request.auth.userId, page_size, (page - 1) * page_size],
      );
      return {
        count: rows[0]?.total ?? 0,
        unread: rows[0]?.unread ?? 0,
        results: rows
          .filter((row) => row.id !== null)
          .map((row) => ({
            id: row.id,
            kind: row.kind,
            message: row.message,
            user_id: row.user_id,
            username: row.username,
            created_at: row.created_at!.toISOString(),
            read: row.read_at !== null,
          })),
      };
    },
  );

  /** Marks the given notifications (`ids`), or all of them, read for the calling administrator. */
  app.post(
    ApiPaths.adminNotificationsRead,
    { onRequest: requireAdmin, schema: { body: OptionalBody(Type.Object({ ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 1000 })) })) } },
    async (request, reply) => {
      const ids = request.body?.ids;
      await app.db.query(
        `UPDATE notifications SET read_at = now()
          WHERE recipient_id = $1 AND read_at IS NULL AND ($2::int[] IS NULL OR id = ANY($2::int[]))`,
        [request.auth.userId, ids ?? null],
      );
      return reply.status(204).send();
    },
  );
};
export default auditRoutes;
