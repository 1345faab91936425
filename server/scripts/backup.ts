import { manifestHeader, formatCounts, type BackupManifest } from '../backup/backup-manifest';
import { defaultBackupFile, formatBytes, fromWhereTyped, writeBackupFile } from '../backup/backup-file';
import { backupPgliteFolder } from '../backup/pglite-backup';
import { backupPostgres } from '../backup/postgres-backup';
import { BackupRefusal } from '../backup/refusals';
import { ProgramFailed } from '../backup/tools-on-path';
import { IN_MEMORY, loadConfig } from '../config';
import { DataDirUnsafeError } from '../db/data-dir-permissions';

// As the server (main.ts): the backup file holds every punch and the password hashes, for its owner's eyes only.
process.umask(0o077);

const USAGE = 'usage: npm run backup [-- FILE]   (default: timbrature-backup-<date>-<time UTC>.sql in the current folder)';

/**
 * `npm run backup [-- FILE]`: a consistent plain-SQL dump of the configured database, taken while the server runs,
 * without the secrets (README, "Backup"). PostgreSQL: pg_dump in one snapshot. PGlite: the running server takes it
 * (its folder is locked to it), asked through its socket in SECRETS_DIR; a stopped server's folder is read here.
 */
async function run(args: string[]): Promise<void> {
  if (args.length > 1 || args.some((arg) => arg.startsWith('-'))) throw new UsageError(USAGE);
  const file = args[0] ? fromWhereTyped(args[0]) : defaultBackupFile();
  const config = loadConfig();
  let manifest: BackupManifest;
  let bytes: number;
  let how: string;
  if (config.databaseUrl) {
    ({ manifest, bytes } = await backupPostgres(config.databaseUrl, config.databaseSchema, file));
    how = `pg_dump of ${manifest.schema ? `the schema ${manifest.schema}` : 'the whole database'}, in one snapshot with the counts`;
  } else {
    if (config.dataDir === IN_MEMORY) throw new BackupRefusal('DATA_DIR is :memory:, a database that lives in one process only: nothing to back up.');
    const taken = await backupPgliteFolder(config.dataDir, config.secretsDir);
    manifest = taken.manifest;
    bytes = await writeBackupFile(file, [manifestHeader(manifest), taken.sql]);
    how = `${taken.via}${taken.heldMs === undefined ? '' : `; every other statement waited up to ${taken.heldMs} ms meanwhile`}`;
  }
  console.log(`Wrote ${file} (${formatBytes(bytes)}): ${how}.`);
  console.log(`Rows of every table at ${manifest.takenAt}:`);
  console.log(formatCounts(manifest.rows));
  console.log(
    `Not in it: the secrets (${config.secretsDir === IN_MEMORY ? 'JWT_SECRET, SECRETS_KEY' : `SECRETS_DIR ${config.secretsDir}, and JWT_SECRET, SECRETS_KEY when set`}). ` +
      'Keep a copy of them apart from this file (README, "Backup").',
  );
}

class UsageError extends Error {}

const PLAIN_MESSAGES = [UsageError, BackupRefusal, ProgramFailed, DataDirUnsafeError];

run(process.argv.slice(2)).catch((error: unknown) => {
  // The refusals name their fix: the message alone. Anything else with its stack, for whoever looks into it.
  console.error(PLAIN_MESSAGES.some((kind) => error instanceof kind) ? (error as Error).message : error);
  process.exit(1);
});
