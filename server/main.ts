import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { ensureFirstAdmin } from './users/first-admin.service';

/** `npm start` / `npm run serve`: one process, one port, the SPA and the API. */
async function main(): Promise<void> {
  const config = loadConfig();
  let app: FastifyInstance;
  try {
    app = await buildApp(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await ensureFirstAdmin(app.db, config, app.log);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Closing the app closes the database and releases the data-folder lock.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: app.db.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, timezone: config.timezone },
    'Timbrature ready',
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
