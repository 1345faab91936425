import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ApiPaths,
  IdParams,
  TotpDisableRequest,
  TotpEnableRequest,
  TotpEnableResponse,
  TotpSetupResponse,
  User,
} from '../../src/core/contract';
import { requireAdmin, requireUser } from '../auth/guards';
import { clientOf } from '../auth/security-events';
import { OptionalBody } from '../http/optional-body';

/**
 * Administrators' verification codes (docs/behaviour.md, "Administrators' verification code"): turning one's own on
 * and off, another administrator's off, and unlocking another administrator's app codes suspended after too many
 * wrong ones. The decisions are in auth/totp.service.ts.
 */
const totpRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Signed in, not requireAdmin: an employee is told the codes are for administrators (TOTP_NOT_AVAILABLE). It takes
  // nothing: no body, or an empty object.
  app.post(
    ApiPaths.totpSetup,
    { onRequest: requireUser, schema: { body: OptionalBody(Type.Object({})), response: { 200: TotpSetupResponse } } },
    async (request) => app.totp.setup(app, { userId: request.auth.userId, client: clientOf(request) }),
  );

  app.post(
    ApiPaths.totpEnable,
    { onRequest: requireUser, schema: { body: TotpEnableRequest, response: { 200: TotpEnableResponse } } },
    async (request) => app.totp.enable(app, { userId: request.auth.userId, client: clientOf(request) }, request.body.code),
  );

  app.post(ApiPaths.totpDisable, { onRequest: requireUser, schema: { body: TotpDisableRequest } }, async (request, reply) => {
    await app.totp.disableOwn(app, { userId: request.auth.userId, client: clientOf(request) }, request.body.code);
    return reply.status(204).send();
  });

  app.post(
    '/api/users/:id/disable-totp/',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: User } } },
    async (request) => app.totp.disableFor(app, request.params.id, { userId: request.auth.userId }),
  );

  app.post(
    '/api/users/:id/unlock-totp/',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: User } } },
    async (request) => app.totp.unlockFor(app, request.params.id, { userId: request.auth.userId }),
  );
};
export default totpRoutes;
