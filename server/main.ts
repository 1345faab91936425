import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DataDirUnsafeError } from './db/data-dir-permissions';
import { closeGracefullyOnSignals } from './graceful-shutdown';
import { warmUpHotPath } from './hot-path-warm-up';
import { ensureFirstAdmin } from './users/first-admin.service';

// Before anything writes to the data folder (PGlite's files, the JWT secret, the lock): readable by this user only.
process.umask(0o077);

/** `npm start` / `npm run serve`: one process, one port, the SPA and the API. */
async function main(): Promise<void> {
  const config = loadConfig();
  const app: FastifyInstance = await buildApp(config);
  await ensureFirstAdmin(app.db, config, app.log);
  closeGracefullyOnSignals(app, config.shutdownTimeoutMs);
  await warmUpHotPath(app);

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.db.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, timezone: config.timezone },
    'Timbrature ready',
  );
}

main().catch((error: unknown) => {
  // The data folder's refusals name their fix: the message alone, without a stack trace.
  if (error instanceof DataDirLockedError || error instanceof DataDirUnsafeError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
