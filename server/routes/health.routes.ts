import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, HealthResponse } from '../../src/core/contract';
import { DatabaseTimeoutError, pingDatabase } from '../db/database-health.query';
import { APP_VERSION } from '../version';

/**
 * GET /api/health: 200 when the database answers within HEALTH_CHECK_TIMEOUT_MS, 503 otherwise (for load balancers
 * and monitors), saying why: `database: 'timeout'` (stuck or saturated) or `'unreachable'` (the driver's error).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ApiPaths.health, { schema: { response: { 200: HealthResponse, 503: HealthResponse } } }, async (request, reply) => {
    try {
      await pingDatabase(app.db, app.config.healthCheckTimeoutMs);
      return { status: 'ok', database: 'ok', version: APP_VERSION };
    } catch (error) {
      const timedOut = error instanceof DatabaseTimeoutError;
      request.log.error({ err: error }, timedOut ? 'database too slow' : 'database unreachable');
      return reply.status(503).send({ status: 'error', database: timedOut ? 'timeout' : 'unreachable', version: APP_VERSION });
    }
  });
};
export default healthRoutes;
