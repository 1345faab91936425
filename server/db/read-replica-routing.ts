/**
 * Which database a report, export, sheet or list reads (docs/behaviour.md, "Read replica"): `app.readDb(request)` is
 * the read replica when DATABASE_READ_URL is set, else the primary (`app.db`), so the routes need no branching. A user
 * who has just written reads the primary for a few seconds (read-replica-window.ts). Everything else (punches and
 * what they read, sign-ins, sessions, device keys, every write and what it reads, the month's close) uses `app.db`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../app-config';
import { readReplicaOf } from './read-replica';
import { RecentWriters } from './read-replica-window';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Decorates `app` with `readDb` and `readReplica` (null without a replica), and with a replica: opens it (a replica
 * down does not stop the server), remembers the writers after each write answered 2xx, and closes it with the app.
 * Call before the routes are registered, so that the hook sees every route's answers.
 */
export async function installReadReplica(app: FastifyInstance, config: AppConfig): Promise<void> {
  const url = config.databaseReadUrl;
  if (!url) {
    app.decorate('readReplica', null);
    app.decorate('readDb', () => app.db);
    return;
  }
  const replica = readReplicaOf({ ...config, databaseReadUrl: url }, app.log);
  await replica.start();
  const writers = new RecentWriters();
  app.decorate('readReplica', replica);
  app.decorate('readDb', (request: FastifyRequest) => (wroteLately(request, writers) ? app.db : replica));
  // onSend runs before the answer leaves: the writer's next request cannot arrive before their window opens.
  app.addHook('onSend', async (request, reply) => {
    if (!READS.has(request.method) && reply.statusCode >= 200 && reply.statusCode < 300 && request.auth) writers.wrote(request.auth.userId);
  });
  app.addHook('onClose', () => replica.close());
}

function wroteLately(request: FastifyRequest, writers: RecentWriters): boolean {
  return Boolean(request.auth) && writers.wroteLately(request.auth.userId);
}
