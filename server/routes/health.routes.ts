import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, HealthResponse } from '../../src/core/contract';
import { pingDatabase } from '../db/database-health.query';
import { APP_VERSION } from '../version';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and monitors). */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ApiPaths.health, { schema: { response: { 200: HealthResponse, 503: HealthResponse } } }, async (request, reply) => {
    try {
      await pingDatabase(app.db);
      return { status: 'ok', database: 'ok', version: APP_VERSION };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.status(503).send({ status: 'error', database: 'unreachable', version: APP_VERSION });
    }
  });
};
export default healthRoutes;
