import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  CheckInRequest,
  CheckOutRequest,
  DailySummary,
  DailySummaryQuery,
  EditTimestampRequest,
  IdParams,
  PunchCorrections,
  PunchResponse,
  TimesheetEntry,
  TimesheetPage,
  TimesheetQuery,
  UserStatus,
} from '../../src/core/contract';
import { requireStaff, requireUser } from '../auth/guards';
import { answerPunchFirst } from '../http/punches-first';
import { adminEditPunch } from '../punch/admin-edit-punch.service';
import { checkIn } from '../punch/check-in.service';
import { checkOut } from '../punch/check-out.service';
import { loadDailySummary } from '../punch/daily-summary.query';
import { listPunchCorrections } from '../punch/punch-corrections.query';
import { listOwnTimesheets } from '../punch/timesheet-history.query';
import { loadUserStatus } from '../punch/user-status.query';

/**
 * Punching and the punch history (/api/timesheet/*, /api/timesheets/); the rules live in server/punch
 * (docs/behaviour.md, "Punch rules"). Guards run on onRequest, before the body is validated. A check-in or check-out
 * goes before slow work from the moment it is read (docs/behaviour.md, "Exports and the punches").
 */
const timesheetRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    ApiPaths.checkIn,
    { onRequest: [answerPunchFirst, requireUser], schema: { body: CheckInRequest, response: { 201: PunchResponse } } },
    async (request, reply) => reply.status(201).send(await checkIn(app, request.auth.userId, request.body)),
  );

  app.post(
    ApiPaths.checkOut,
    { onRequest: [answerPunchFirst, requireUser], schema: { body: CheckOutRequest, response: { 201: PunchResponse } } },
    async (request, reply) => reply.status(201).send(await checkOut(app, request.auth.userId, request.body)),
  );

  app.get(ApiPaths.status, { onRequest: requireUser, schema: { response: { 200: UserStatus } } }, async (request) =>
    loadUserStatus(app.db, request.auth.userId, app.config.timezone),
  );

  app.get(
    ApiPaths.dailySummary,
    { onRequest: requireUser, schema: { querystring: DailySummaryQuery, response: { 200: DailySummary } } },
    async (request) => loadDailySummary(app.db, request.auth.userId, request.query.date, app.config.timezone),
  );

  app.get(
    ApiPaths.timesheets,
    { onRequest: requireUser, schema: { querystring: TimesheetQuery, response: { 200: TimesheetPage } } },
    async (request) => listOwnTimesheets(app.db, request.auth.userId, request.query),
  );

  app.patch(
    ApiPaths.timesheet(':id'),
    { onRequest: requireStaff, schema: { params: IdParams, body: EditTimestampRequest, response: { 200: TimesheetEntry } } },
    async (request) =>
      adminEditPunch(app.db, {
        entryId: request.params.id,
        timestamp: request.body.timestamp,
        actorId: request.auth.userId,
        timezone: app.config.timezone,
        scope: request.staff,
      }),
  );

  app.get(
    ApiPaths.timesheetCorrections(':id'),
    { onRequest: requireStaff, schema: { params: IdParams, response: { 200: PunchCorrections } } },
    async (request) => listPunchCorrections(app.db, request.params.id, request.staff),
  );
};
export default timesheetRoutes;
