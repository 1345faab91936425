import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type ConfigNotice } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DataDirUnsafeError } from './db/data-dir-permissions';
import { closeGracefullyOnSignals } from './graceful-shutdown';
import { warmUpHotPath } from './hot-path-warm-up';
import { warnWhenSecretsKeyUnset } from './secrets-key-warning';
import { ensureFirstAdmin } from './users/first-admin.service';

// Before anything writes to the data or secrets folder (the JWT secret, the lock, PGlite's WAL): readable by this user only.
process.umask(0o077);

/** What reading the configuration did on disk, logged once the logger exists (or printed if the start fails first). */
const notices: ConfigNotice[] = [];

/** `npm start` / `npm run serve`: one process, one port, the SPA and the API. */
async function main(): Promise<void> {
  const config = loadConfig(process.env, (notice) => notices.push(notice));
  const app: FastifyInstance = await buildApp(config);
  for (const notice of notices.splice(0)) app.log[notice.level](notice.message);
  await warnWhenSecretsKeyUnset(app.db, config, app.log);
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
  for (const notice of notices) console.error(notice.message);
  // The data and secrets folders' refusals name their fix: the message alone, without a stack trace.
  if (error instanceof DataDirLockedError || error instanceof DataDirUnsafeError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
