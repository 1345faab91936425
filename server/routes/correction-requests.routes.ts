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
import { requireAdmin, requireUser } from '../auth/guards';
import { approveCorrection, refuseCorrection } from '../corrections/correction-decision.service';
import { listCorrectionRequests } from '../corrections/correction-request-list.query';
import { requestCorrection } from '../corrections/correction-request.service';

/**
 * Correction requests (docs/behaviour.md, "Correction requests"): an employee files and lists their own
 * (/api/correction-requests/); administrators list everyone's and approve or refuse (/api/admin/correction-requests/).
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
    { onRequest: requireAdmin, schema: { querystring: CorrectionRequestQuery, response: { 200: CorrectionRequestPage } } },
    async (request) => listCorrectionRequests(app.db, { status: request.query.status ?? 'pending' }, request.query, timezone),
  );

  app.post(
    ApiPaths.adminCorrectionApprove(':id'),
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: CorrectionRequest } } },
    async (request) => approveCorrection(app.db, request.params.id, { adminId: request.auth.userId, timezone }),
  );

  app.post(
    ApiPaths.adminCorrectionRefuse(':id'),
    { onRequest: requireAdmin, schema: { params: IdParams, body: RefuseCorrectionRequest, response: { 200: CorrectionRequest } } },
    async (request) => refuseCorrection(app.db, request.params.id, { adminId: request.auth.userId, timezone }, request.body.reason),
  );
};
export default correctionRequestsRoutes;
