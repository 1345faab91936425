import { closeSync, openSync, readFileSync, readSync } from 'node:fs';
import { fromWhereTyped } from '../backup/backup-file';
import { countDifferences, formatCounts, readManifest, type BackupManifest, type TableCounts } from '../backup/backup-manifest';
import { restorePglite } from '../backup/pglite-restore';
import { restorePostgres } from '../backup/postgres-restore';
import { BackupMismatchError, BackupRefusal } from '../backup/refusals';
import { ProgramFailed } from '../backup/tools-on-path';
import { IN_MEMORY, loadConfig } from '../config';
import type { AppConfig } from '../app-config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DataDirUnsafeError } from '../db/data-dir-permissions';
import { migrate } from '../db/migrator';
import { openDatabase } from '../db/open-database';

// As the server (main.ts): the restored database's files are the owner's only.
process.umask(0o077);

const USAGE = 'usage: npm run restore -- FILE';

/**
 * `npm run restore -- FILE`: loads a backup of `npm run backup` into the configured database, which must be empty
 * (PGlite: an empty or new DATA_DIR; PostgreSQL: an empty DATABASE_SCHEMA, or an empty database), checks that every
 * table has the rows the backup counted in its snapshot, then brings the schema up to date as a starting server would.
 */
async function run(args: string[]): Promise<void> {
  if (args.length !== 1 || args[0].startsWith('-')) throw new UsageError(USAGE);
  const file = fromWhereTyped(args[0]);
  const manifest = readManifest(readHead(file));
  const config = loadConfig();
  const restored = await load(file, manifest, config);
  const differences = countDifferences(manifest.rows, restored);
  if (differences.length > 0) {
    throw new CountsDiffer(`The restored rows differ from the backup's counts; do not use this database:\n  ${differences.join('\n  ')}`);
  }
  console.log(`Restored ${file}, taken at ${manifest.takenAt}. Rows of every table, equal to the counts the backup took in its snapshot:`);
  console.log(formatCounts(restored));
  const db = await openDatabase(config);
  try {
    const { applied } = await migrate(db);
    console.log(applied.length ? `The backup predates this version: applied migrations ${applied.join(', ')}.` : 'Database schema up to date.');
  } finally {
    await db.close();
  }
  console.log('The secrets are not in the backup: before starting the server, put back the SECRETS_DIR saved apart (or set JWT_SECRET and SECRETS_KEY as before).');
}

function load(file: string, manifest: BackupManifest, config: AppConfig): Promise<TableCounts> {
  const from = manifest.database === 'pglite' ? 'the embedded database (PGlite)' : 'PostgreSQL';
  if (config.databaseUrl) {
    if (manifest.database !== 'postgres') throw new BackupMismatchError(`This backup comes from ${from}: restore it with DATABASE_URL unset, into an empty DATA_DIR. Nothing was restored.`);
    const schema = config.databaseSchema?.toLowerCase() ?? null;
    if (manifest.schema !== schema) {
      throw new BackupMismatchError(
        `This backup holds ${manifest.schema ? `the schema ${manifest.schema}` : 'a whole database'}: restore it with ` +
          `${manifest.schema ? `DATABASE_SCHEMA=${manifest.schema}` : 'DATABASE_SCHEMA unset'}, into an empty ${manifest.schema ? 'schema' : 'database'}. Nothing was restored.`,
      );
    }
    return restorePostgres(config.databaseUrl, schema, file);
  }
  if (manifest.database !== 'pglite') throw new BackupMismatchError(`This backup comes from ${from}: restore it with DATABASE_URL set, into an empty database or schema. Nothing was restored.`);
  if (config.dataDir === IN_MEMORY) throw new BackupRefusal('DATA_DIR is :memory:: set it to the empty folder to restore into.');
  return restorePglite(config.dataDir, readFileSync(file, 'utf8'));
}

/** The file's first 64 KiB, where its manifest is. */
function readHead(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(64 * 1024);
    return buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

class UsageError extends Error {}
class CountsDiffer extends Error {}

const PLAIN_MESSAGES = [UsageError, CountsDiffer, BackupRefusal, ProgramFailed, DataDirLockedError, DataDirUnsafeError];

run(process.argv.slice(2)).catch((error: unknown) => {
  // The refusals name their fix: the message alone. Anything else with its stack, for whoever looks into it.
  console.error(PLAIN_MESSAGES.some((kind) => error instanceof kind) ? (error as Error).message : error);
  process.exit(1);
});
