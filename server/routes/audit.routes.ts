import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiPaths, AuditPage, AuditQuery, Id, NotificationList, PageQuery } from '../../src/core/contract';
import { DEFAULT_AUDIT_PAGE_SIZE, auditPage } from '../audit/audit-page.query';
import { markNotificationsRead, notificationsPage } from '../audit/notification.repository';
import { requireAdmin, requireStaff } from '../auth/guards';
import { OptionalBody } from '../http/optional-body';

/**
 * The audit log (administrators only) and the staff's notifications (an administrator's or a manager's own: requests
 * and device changes of the people they look after; docs/behaviour.md, "Managers"), paginated in SQL.
 */
const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ApiPaths.adminAudit, { onRequest: requireAdmin, schema: { querystring: AuditQuery, response: { 200: AuditPage } } }, (request) =>
    auditPage(app.readDb(request), request.query),
  );

  app.get(
    ApiPaths.adminNotifications,
    { onRequest: requireStaff, schema: { querystring: Type.Object(PageQuery), response: { 200: NotificationList } } },
    (request) => {
      const { page = 1, page_size = DEFAULT_AUDIT_PAGE_SIZE } = request.query;
      return notificationsPage(app.db, request.auth.userId, { page, pageSize: page_size });
    },
  );

  /** Marks the given notifications (`ids`), or all of them, read for the calling administrator or manager. */
  app.post(
    ApiPaths.adminNotificationsRead,
    { onRequest: requireStaff, schema: { body: OptionalBody(Type.Object({ ids: Type.Optional(Type.Array(Id, { maxItems: 1000 })) })) } },
    async (request, reply) => {
      await markNotificationsRead(app.db, request.auth.userId, request.body?.ids);
      return reply.status(204).send();
    },
  );
};
export default auditRoutes;
