import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiPaths, HealthResponse } from '../../src/core/contract';
import { databaseState, type DatabaseState } from '../db/database-health.query';
import { APP_VERSION } from '../version';

/**
 * GET /api/health: 200 when the database answers within HEALTH_CHECK_TIMEOUT_MS, 503 otherwise (for load balancers
 * and monitors), saying why: `database: 'timeout'` (stuck or saturated) or `'unreachable'` (the driver's error).
 * With a read replica (DATABASE_READ_URL), its state too, in `replica`. Only the reports need it, so it never turns the
 * answer into a 503: a load balancer keeps sending punches to a server whose primary answers (docs/behaviour.md,
 * "Read replica").
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(ApiPaths.health, { schema: { response: { 200: HealthResponse, 503: HealthResponse } } }, async (request, reply) => {
    const timeoutMs = app.config.healthCheckTimeoutMs;
    const [database, replica] = await Promise.all([
      databaseState(app.db, timeoutMs, (error, why) => request.log.error({ err: error }, `database ${why}`)),
      app.readReplica && databaseState(app.readReplica, timeoutMs, (error, why) => request.log.warn({ err: error }, `read replica ${why}`)),
    ]);
    const replicaState: { replica?: DatabaseState } = replica ? { replica } : {};
    if (database !== 'ok') return reply.status(503).send({ status: 'error', database, ...replicaState, version: APP_VERSION });
    return { status: 'ok', database, ...replicaState, version: APP_VERSION };
  });
};
export default healthRoutes;
