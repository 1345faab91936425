import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from './database.port';

const MIGRATIONS_DIR = join(__dirname, 'migrations');
/** Any constant: serialises migrations of processes starting together on one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 7_345_210_001;

export interface MigrationReport {
  applied: string[];
}

/**
 * Applies server/db/migrations/NNN_name.sql in name order, each in its own transaction with its
 * schema_migrations row. Each transaction first takes a transaction-scoped advisory lock and re-reads
 * what is applied, so two servers starting at once on PostgreSQL apply every file exactly once.
 */
export async function migrate(db: Database, dir = MIGRATIONS_DIR): Promise<MigrationReport> {
  const files = readdirSync(dir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const ran = await db.transaction(async (tx) => {
      // Through exec, without time limits: a migration may wait for another server's, and may itself take long.
      await tx.exec(`SET LOCAL statement_timeout = 0; SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await tx.query(
        'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.rows.length > 0) return false;
      await tx.exec(readFileSync(join(dir, file), 'utf8'));
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return { applied };
}
