import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiPaths,
  CorrectionRequest,
  CorrectionRequestPage,
  CorrectionRequestQuery,
  IdParams,
  NewCorrectionRequest,
  RefuseCorrectionRequest,
} from '../../src/core/contract';
import { requireStaff, requireUser } from '../auth/guards';
import { approveCorrection, refuseCorrection } from '../corrections/correction-decision.service';
import { listCorrectionRequests } from '../corrections/correction-request-list.query';
import { requestCorrection } from '../corrections/correction-request.service';

/**
 * Correction requests (docs/behaviour.md, "Correction requests"): an employee files and lists their own
 * (/api/correction-requests/); the staff list and approve or refuse them (/api/admin/correction-requests/): an
 * administrator everyone's, a manager those of their groups' members (docs/behaviour.md, "Managers").
 */
const correctionRequestsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const timezone = app.config.timezone;

  app.post(
    ApiPaths.correctionRequests,
    { onRequest: requireUser, schema: { body: NewCorrectionRequest, response: { 201: CorrectionRequest } } },
    async (request, reply) => reply.status(201).send(await requestCorrection(app.db, request.auth.userId, request.body, timezone)),
  );

  app.get(
    ApiPaths.correctionRequests,
    { onRequest: requireUser, schema: { querystring: CorrectionRequestQuery, response: { 200: CorrectionRequestPage } } },
    async (request) => listCorrectionRequests(app.db, { userId: request.auth.userId, status: request.query.status }, request.query, timezone),
  );

  app.get(
    ApiPaths.adminCorrectionRequests,
    { onRequest: requireStaff, schema: { querystring: CorrectionRequestQuery, response: { 200: CorrectionRequestPage } } },
    async (request) =>
      listCorrectionRequests(app.readDb(request), { status: request.query.status ?? 'pending', staff: request.staff }, request.query, timezone),
  );

  app.post(
    ApiPaths.adminCorrectionApprove(':id'),
    { onRequest: requireStaff, schema: { params: IdParams, response: { 200: CorrectionRequest } } },
    async (request) => approveCorrection(app.db, request.params.id, { scope: request.staff, timezone }),
  );

  app.post(
    ApiPaths.adminCorrectionRefuse(':id'),
    { onRequest: requireStaff, schema: { params: IdParams, body: RefuseCorrectionRequest, response: { 200: CorrectionRequest } } },
    async (request) => refuseCorrection(app.db, request.params.id, { scope: request.staff, timezone }, request.body.reason),
  );
};
export default correctionRequestsRoutes;
