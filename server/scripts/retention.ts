import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DataDirUnsafeError } from '../db/data-dir-permissions';
import { pgErrorInfo } from '../db/database.port';
import { migrate } from '../db/migrator';
import { openDatabase } from '../db/open-database';
import { countExpired, type RetentionCounts } from '../retention/retention.query';
import { retentionCutoffs, type RetentionCutoffs } from '../retention/retention.rules';
import { purgeExpired } from '../retention/retention.service';

// As the server (main.ts): what this writes to the data or secrets folder (WAL, a generated JWT secret) is the owner's only.
process.umask(0o077);

const USAGE = 'usage: npm run retention [-- --dry-run]';
/** PostgreSQL's "relation does not exist": the schema predates the retention's tables. */
const UNDEFINED_TABLE = '42P01';

/**
 * `npm run retention -- --dry-run`: prints the cut-offs and what the retention purge would delete now, table by table,
 * deleting nothing. Without --dry-run it runs the purge once, as the server does every day (docs/behaviour.md,
 * "Retention"). Opens the configured database as the server does (on PGlite, only while the server is stopped); the
 * purge first brings its schema up to date as a starting server would (its batches walk indexes of migration 011), the
 * dry run changes nothing.
 */
async function run(args: string[]): Promise<void> {
  const unknown = args.filter((arg) => arg !== '--dry-run');
  if (unknown.length > 0) throw new UsageError(`unknown argument ${unknown.join(' ')}\n${USAGE}`);
  const dryRun = args.includes('--dry-run');
  const config = loadConfig();
  const cutoffs = retentionCutoffs(new Date(), config);
  const db = await openDatabase(config);
  try {
    printCutoffs(cutoffs, config.retentionYears);
    if (dryRun) {
      printCounts('Dry run, nothing deleted. The purge would delete:', await countExpired(db, cutoffs));
    } else {
      await migrate(db);
      const report = await purgeExpired(db, cutoffs);
      printCounts(`Deleted (${report.statements} statements):`, report.deleted);
    }
  } finally {
    await db.close();
  }
}

function printCutoffs(cutoffs: RetentionCutoffs, years: number): void {
  console.log(`Punches of business days before ${cutoffs.punchesBefore} (${years} years, ${cutoffs.timezone}), with their audit rows and correction requests;`);
  console.log(`notifications created before that day, or read before ${cutoffs.readNotificationsBefore.toISOString()};`);
  console.log(
    `refresh tokens expired before ${cutoffs.expiredTokensBefore.toISOString()} or revoked before ${cutoffs.revokedTokensBefore.toISOString()}.`,
  );
}

function printCounts(title: string, counts: RetentionCounts): void {
  console.log(title);
  for (const [table, count] of Object.entries(counts)) console.log(`  ${table.padEnd(20)} ${count}`);
}

class UsageError extends Error {}

run(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof DataDirLockedError || error instanceof DataDirUnsafeError || error instanceof UsageError) console.error(error.message);
  else if (pgErrorInfo(error)?.code === UNDEFINED_TABLE) console.error('The database schema is not up to date: run `npm run migrate` first.');
  else console.error(error);
  process.exit(1);
});
