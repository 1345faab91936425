import type { FastifyInstance } from 'fastify';
import type { Http2Session } from 'node:http2';
import { Server as NetServer } from 'node:net';

/**
 * Time left, after the signal, to the connections accepted just before it to send their request: until then
 * Node counts them as idle, and closing idle connections would cut them without an answer.
 */
const IDLE_GRACE_MS = 1_000;
/** Polls of the port, after the signal, taking in connections made before it. */
const MAX_ACCEPT_ROUNDS = 100;
/** After the drain, time allowed to close the database before giving up on it. */
const CLOSE_DATABASE_MS = 5_000;

/**
 * SIGTERM / SIGINT stop the server without cutting anyone off:
 * 1. no new connection is accepted (the port is closed, once the connections already made are taken in);
 * 2. requests already received, or arriving on connections already open, are answered normally, with
 *    `Connection: close` so that each connection ends after its answer; idle keep-alive connections are closed
 *    after a short grace;
 * 3. when no connection is left, or after `timeoutMs` (the rest are then cut), the app closes (the database, the
 *    data-folder lock) and the process exits 0.
 * Fastify's own close() is not the first step because it answers 503 to requests not yet routed and resets the
 * connections whose request it has not read yet. A second signal cuts the remaining connections at once.
 */
export function closeGracefullyOnSignals(app: FastifyInstance, timeoutMs: number): void {
  let draining = false;
  app.addHook('onSend', async (request, reply) => {
    if (draining && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
  const sessions = trackHttp2Sessions(app);

  const cutRemaining = (why: string) => {
    app.log.warn({ why }, 'cutting the connections still open');
    app.server.closeAllConnections?.();
    for (const session of sessions) session.destroy();
  };

  const shutdown = (signal: string) => {
    if (draining) return cutRemaining(`second ${signal}`);
    draining = true;
    app.log.info({ signal, timeoutMs }, 'shutting down: finishing the requests in flight');
    const drained = acceptPending(app).then(() => new Promise<void>((resolve) => NetServer.prototype.close.call(app.server, () => resolve())));
    const idleGrace = setTimeout(() => {
      app.server.closeIdleConnections?.();
      for (const session of sessions) session.close(); // HTTP/2: finishes its streams, accepts no new one
    }, Math.min(IDLE_GRACE_MS, timeoutMs));
    const deadline = setTimeout(() => cutRemaining(`still open after ${timeoutMs} ms`), timeoutMs);
    void drained
      .then(() => {
        clearTimeout(idleGrace);
        clearTimeout(deadline);
        setTimeout(() => process.exit(1), CLOSE_DATABASE_MS).unref();
        // Closes the database and releases the data-folder lock (buildApp's onClose).
        return app.close();
      })
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'error while shutting down');
          process.exit(1);
        },
      );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

/**
 * Resolves once the event loop has polled its port without finding a connection waiting. A loop kept busy (PGlite
 * runs on it) can hear of the signal while the system holds connections already made for it, which Node takes
 * in only a few per round: closing the port then would reset them. Bounded, in case clients keep arriving.
 */
async function acceptPending(app: FastifyInstance): Promise<void> {
  let accepted = 0;
  const count = () => accepted++;
  app.server.on('connection', count);
  try {
    for (let round = 0; round < MAX_ACCEPT_ROUNDS; round++) {
      const before = accepted;
      await afterOnePoll();
      if (accepted === before) return;
    }
  } finally {
    app.server.off('connection', count);
  }
}

/** Resolves after the event loop has polled its sockets once more (immediates run just after a poll). */
function afterOnePoll(): Promise<void> {
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

/** Open HTTP/2 sessions (TLS_CERT): they keep their connection open across requests, as keep-alive does. */
function trackHttp2Sessions(app: FastifyInstance): Set<Http2Session> {
  const sessions = new Set<Http2Session>();
  app.server.on('session', (session: Http2Session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  return sessions;
}
