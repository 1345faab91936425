import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, MyHoursQuery, TodaySchedule, WorkedDays } from '../../src/core/contract';
import { requireUser } from '../auth/guards';
import { loadMyHours, loadTodaySchedule } from '../hours/my-hours.service';

/**
 * The employee's own worked hours (docs/behaviour.md, "My hours"); computed in server/hours/worked-days.query.ts and,
 * for the planned hours, server/schedules/day-figures.ts. 'Orario di oggi' is its own call, not part of the status:
 * the status is also every punch's answer, which reads no plan.
 */
const hoursRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    ApiPaths.myHours,
    { onRequest: requireUser, schema: { querystring: MyHoursQuery, response: { 200: WorkedDays } } },
    async (request) => loadMyHours(app.db, request.auth.userId, request.query.month, app.config.timezone),
  );
  app.get(
    ApiPaths.todaySchedule,
    { onRequest: requireUser, schema: { response: { 200: TodaySchedule } } },
    async (request) => loadTodaySchedule(app.db, request.auth.userId, app.config.timezone),
  );
};
export default hoursRoutes;
