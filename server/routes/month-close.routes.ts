import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CloseMonthInput, MonthClosePaths, MonthCloseStatus, MonthClosure, MonthClosureList, MonthScopeQuery, ReopenMonthInput } from '../../src/core/contract';
import { requireAdmin } from '../auth/guards';
import { closeMonth, monthCloseStatus, monthClosureHistory, reopenMonth } from '../month-close/month-close.service';

/**
 * 'Chiudi mese' (docs/behaviour.md, "Closing the month"), administrators only: a month's state and what blocks a
 * clean close, the close, the reopening with a reason, and every closing so far.
 */
const monthCloseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const timezone = () => app.config.timezone;

  app.get(
    MonthClosePaths.status,
    { onRequest: requireAdmin, schema: { querystring: MonthScopeQuery, response: { 200: MonthCloseStatus } } },
    async (request) => monthCloseStatus(app.db, request.query, timezone()),
  );

  app.post(
    MonthClosePaths.close,
    { onRequest: requireAdmin, schema: { body: CloseMonthInput, response: { 201: MonthClosure } } },
    async (request, reply) => reply.status(201).send(await closeMonth(app.db, request.body, request.auth.userId, timezone())),
  );

  app.post(
    MonthClosePaths.reopen,
    { onRequest: requireAdmin, schema: { body: ReopenMonthInput, response: { 200: MonthClosure } } },
    async (request) => reopenMonth(app.db, request.body, request.auth.userId),
  );

  app.get(
    MonthClosePaths.history,
    { onRequest: requireAdmin, schema: { response: { 200: MonthClosureList } } },
    async () => monthClosureHistory(app.db),
  );
};
export default monthCloseRoutes;
