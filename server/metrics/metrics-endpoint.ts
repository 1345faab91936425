/**
 * GET /metrics (README, "Monitoring"): the server's figures in Prometheus' text format, for METRICS_TOKEN's bearer
 * only. Without METRICS_TOKEN nothing of this exists: no route (/metrics is then an unknown path like any other), no
 * hook, nothing counted. At the root rather than under /api, where Prometheus looks by default; the security headers
 * (registered before it) apply as to any answer, and the answer is never cached.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { httpError } from '../http/http-error';
import type { WatchedPools } from './app-metrics';
import { bearerTokenCheck } from './bearer-token';
import { collectInto } from './recorders';

const METRICS_PATH = '/metrics';
/** The route label of requests that matched no route (404s, the SPA's history fallback): one series, not one per path. */
const NO_ROUTE = 'unmatched';
/** A refusal says how to authenticate (RFC 6750) and is not kept either. */
const REFUSAL_HEADERS = { 'WWW-Authenticate': 'Bearer', 'Cache-Control': 'no-store' };

/**
 * Call before the routes are registered (the request hook applies to those registered after it) and after the
 * security headers (so that /metrics has them).
 */
export async function registerMetrics(app: FastifyInstance): Promise<void> {
  const token = app.config.metricsToken;
  if (!token) return;
  // prom-client loads only where metrics are on: it is 0.15 s of each start.
  const { AppMetrics } = await import('./app-metrics');
  // The `pool` label of each database watched.
  const pools: WatchedPools = [['primary', app.db], ...(app.readReplica ? [['replica', app.readReplica] as const] : [])];
  const metrics = new AppMetrics(pools);
  const stopCollecting = collectInto(metrics);
  app.addHook('onClose', async () => {
    stopCollecting();
  });

  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    // The route's pattern, never the URL: ids in paths would make a series per id.
    const route = request.routeOptions.url ?? NO_ROUTE;
    if (route !== METRICS_PATH) metrics.recordRequest(request.method, route, reply.statusCode, reply.elapsedTime);
    done();
  });

  const authorised = bearerTokenCheck(token);
  app.get(
    METRICS_PATH,
    {
      onRequest: async (request) => {
        const header = request.headers.authorization;
        if (header === undefined) throw httpError(401, 'CREDENTIALS_NOT_PROVIDED', {}, REFUSAL_HEADERS);
        if (!authorised(header)) throw httpError(401, 'TOKEN_INVALID', {}, REFUSAL_HEADERS);
      },
    },
    async (_request, reply) => {
      const text = await metrics.registry.metrics();
      return reply.header('Content-Type', metrics.registry.contentType).header('Cache-Control', 'no-store').send(text);
    },
  );
}
