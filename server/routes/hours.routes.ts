import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, MyHoursQuery, WorkedDays } from '../../src/core/contract';
import { requireUser } from '../auth/guards';
import { loadMyHours } from '../hours/my-hours.service';

/** The employee's own worked hours (docs/behaviour.md, "My hours"); computed in server/hours/worked-days.query.ts. */
const hoursRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ApiPaths.myHours,
    { onRequest: requireUser, schema: { querystring: MyHoursQuery, response: { 200: WorkedDays } } },
    async (request) => loadMyHours(app.db, request.auth.userId, request.query.month, app.config.timezone),
  );
};
export default hoursRoutes;
