import type { AppConfig } from '../app-config';
import type { Database } from './database.port';
import { openPgliteDatabase } from './pglite-database';
import { openPostgresDatabase } from './postgres-database';

/** PostgreSQL when DATABASE_URL is set, else embedded PGlite in DATA_DIR (locked for this process). */
export function openDatabase(config: AppConfig): Promise<Database> {
  if (config.databaseUrl) {
    return openPostgresDatabase({
      url: config.databaseUrl,
      schema: config.databaseSchema,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
  }
  return openPgliteDatabase(config.dataDir);
}
