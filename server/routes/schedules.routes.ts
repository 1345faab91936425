import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Closure,
  ClosureWrite,
  DayOverride,
  DayOverrideListQuery,
  DayOverrideParams,
  DayOverrideWrite,
  IdParams,
  LocationIdParams,
  PatronDay,
  PatronDayWrite,
  PlannedDaysQuery,
  PlannedDaysResponse,
  ScheduleAssignment,
  ScheduleAssignmentEnd,
  ScheduleAssignmentListItem,
  ScheduleAssignmentListQuery,
  ScheduleAssignmentWrite,
  ScheduleError,
  SchedulePaths,
  ScheduleTemplate,
  ScheduleTemplateWrite,
  ScheduleWeek,
  ScheduleWeekQuery,
} from '../../src/core/contract';
import { requireAdmin } from '../auth/guards';
import { HttpError } from '../http/http-error';
import { MAX_RANGE_DAYS, plannedDays, plannedUserIds } from '../schedules/planned-days.service';
import * as schedules from '../schedules/schedule-admin.service';
import { scheduleWeek } from '../schedules/schedule-week.service';
import { LEGAL_LIMITS } from '../schedules/working-time-checks';
import { daysBetween } from '../schedules/zoned-time';

/**
 * Work schedules ('Orari di lavoro'; docs/behaviour.md, "Work schedules"), administrators only: templates,
 * assignments, day overrides, company closures, patron-saint days, and the planned-hours days computed from them.
 */
const schedulesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const admin = { onRequest: requireAdmin };
  const actor = (request: { auth: { userId: number } }) => request.auth.userId;
  const tz = () => app.config.timezone;

  app.get(SchedulePaths.templates, { ...admin, schema: { response: { 200: Type.Array(ScheduleTemplate) } } }, () => schedules.listTemplates(app.db));
  app.post(SchedulePaths.templates, { ...admin, schema: { body: ScheduleTemplateWrite, response: { 201: ScheduleTemplate } } }, async (request, reply) =>
    reply.status(201).send(await schedules.createTemplate(app.db, actor(request), request.body)),
  );
  app.get(SchedulePaths.template(':id'), { ...admin, schema: { params: IdParams, response: { 200: ScheduleTemplate } } }, (request) =>
    schedules.getTemplate(app.db, request.params.id),
  );
  app.put(SchedulePaths.template(':id'), { ...admin, schema: { params: IdParams, body: ScheduleTemplateWrite, response: { 200: ScheduleTemplate } } }, (request) =>
    schedules.updateTemplate(app.db, actor(request), request.params.id, request.body, tz()),
  );
  app.delete(SchedulePaths.template(':id'), { ...admin, schema: { params: IdParams } }, async (request, reply) => {
    await schedules.removeTemplate(app.db, actor(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(
    SchedulePaths.assignments,
    { ...admin, schema: { querystring: ScheduleAssignmentListQuery, response: { 200: Type.Array(ScheduleAssignmentListItem) } } },
    (request) => schedules.listAssignments(app.db, request.query),
  );
  app.post(SchedulePaths.assignments, { ...admin, schema: { body: ScheduleAssignmentWrite, response: { 201: ScheduleAssignment } } }, async (request, reply) =>
    reply.status(201).send(await schedules.createAssignment(app.db, actor(request), request.body)),
  );
  app.patch(
    SchedulePaths.assignment(':id'),
    { ...admin, schema: { params: IdParams, body: ScheduleAssignmentEnd, response: { 200: ScheduleAssignment } } },
    (request) => schedules.endAssignment(app.db, actor(request), request.params.id, request.body.end_date),
  );
  app.delete(SchedulePaths.assignment(':id'), { ...admin, schema: { params: IdParams } }, async (request, reply) => {
    await schedules.removeAssignment(app.db, actor(request), request.params.id, tz());
    return reply.status(204).send();
  });

  app.get(SchedulePaths.overrides, { ...admin, schema: { querystring: DayOverrideListQuery, response: { 200: Type.Array(DayOverride) } } }, (request) =>
    schedules.listOverrides(app.db, request.query),
  );
  app.put(
    SchedulePaths.override(':user_id', ':date'),
    { ...admin, schema: { params: DayOverrideParams, body: DayOverrideWrite, response: { 200: DayOverride } } },
    (request) => schedules.setOverride(app.db, actor(request), request.params.user_id, request.params.date, request.body),
  );
  app.delete(SchedulePaths.override(':user_id', ':date'), { ...admin, schema: { params: DayOverrideParams } }, async (request, reply) => {
    await schedules.clearOverride(app.db, actor(request), request.params.user_id, request.params.date);
    return reply.status(204).send();
  });

  app.get(SchedulePaths.closures, { ...admin, schema: { response: { 200: Type.Array(Closure) } } }, () => schedules.listClosures(app.db));
  app.post(SchedulePaths.closures, { ...admin, schema: { body: ClosureWrite, response: { 201: Closure } } }, async (request, reply) =>
    reply.status(201).send(await schedules.createClosure(app.db, actor(request), request.body)),
  );
  app.put(SchedulePaths.closure(':id'), { ...admin, schema: { params: IdParams, body: ClosureWrite, response: { 200: Closure } } }, (request) =>
    schedules.updateClosure(app.db, actor(request), request.params.id, request.body),
  );
  app.delete(SchedulePaths.closure(':id'), { ...admin, schema: { params: IdParams } }, async (request, reply) => {
    await schedules.removeClosure(app.db, actor(request), request.params.id);
    return reply.status(204).send();
  });

  app.get(SchedulePaths.patronDays, { ...admin, schema: { response: { 200: Type.Array(PatronDay) } } }, () => schedules.listPatronDays(app.db));
  app.put(
    SchedulePaths.patronDay(':location_id'),
    { ...admin, schema: { params: LocationIdParams, body: PatronDayWrite, response: { 200: PatronDay } } },
    (request) => schedules.setPatronDay(app.db, actor(request), request.params.location_id, request.body),
  );
  app.delete(SchedulePaths.patronDay(':location_id'), { ...admin, schema: { params: LocationIdParams } }, async (request, reply) => {
    await schedules.clearPatronDay(app.db, actor(request), request.params.location_id);
    return reply.status(204).send();
  });

  app.get(
    SchedulePaths.plannedDays,
    { ...admin, schema: { querystring: PlannedDaysQuery, response: { 200: PlannedDaysResponse } } },
    async (request) => {
      const { start_date, end_date, average_months } = request.query;
      if (end_date < start_date) throw new HttpError(400, { code: 'END_BEFORE_START', message: ScheduleError.END_BEFORE_START });
      if (daysBetween(start_date, end_date).length > MAX_RANGE_DAYS) {
        throw new HttpError(400, { code: 'RANGE_TOO_LONG', message: ScheduleError.RANGE_TOO_LONG });
      }
      const userIds = await plannedUserIds(app.db, request.query);
      const limits = { ...LEGAL_LIMITS, averagePeriodMonths: average_months ?? LEGAL_LIMITS.averagePeriodMonths };
      return { start_date, end_date, employees: await plannedDays(app.db, userIds, start_date, end_date, tz(), { limits }) };
    },
  );

  app.get(SchedulePaths.week, { ...admin, schema: { querystring: ScheduleWeekQuery, response: { 200: ScheduleWeek } } }, (request) =>
    scheduleWeek(app.db, request.query.gruppo_id, request.query.week_start, tz()),
  );
};
export default schedulesRoutes;
