import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/database.port';
import { openPgliteDatabase } from '../db/pglite-database';
import type { TableCounts } from './backup-manifest';
import { TargetNotEmptyError } from './refusals';
import { countTables, type TextQuery } from './table-counts';

/**
 * Loads a PGlite dump into a new database in `dataDir`, which must be empty or absent, and gives the row counts read
 * back. The dump runs as one script, so as one transaction (it has no BEGIN of its own): it loads whole or not at
 * all, and a failure leaves the folder as empty as it was found.
 */
export async function restorePglite(dataDir: string, sql: string): Promise<TableCounts> {
  refuseNonEmptyFolder(dataDir);
  const created = !existsSync(dataDir);
  let db: Database | undefined;
  try {
    db = await openPgliteDatabase(dataDir);
    await db.exec(sql);
    await db.exec('RESET ALL'); // the dump's session settings (search_path '' above all)
    const rows = await countTables(databaseTextQuery(db), 'public');
    await db.close();
    return rows;
  } catch (error) {
    await db?.close().catch(() => undefined);
    if (created) rmSync(dataDir, { recursive: true, force: true });
    else for (const entry of readdirSync(dataDir)) rmSync(join(dataDir, entry), { recursive: true, force: true }); // it was empty
    throw error;
  }
}

function refuseNonEmptyFolder(dataDir: string): void {
  const entries = existsSync(dataDir) ? readdirSync(dataDir) : [];
  if (entries.length === 0) return;
  throw new TargetNotEmptyError(
    `DATA_DIR ${dataDir} is not empty (it holds ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}): ` +
      'a backup is restored only into an empty or new folder, so that nothing is overwritten. ' +
      'Set DATA_DIR to a new folder, or stop the server and move this one aside. Nothing was restored.',
  );
}

function databaseTextQuery(db: Database): TextQuery {
  return async (sql) => (await db.query<Record<string, unknown>>(sql)).rows.map((row) => Object.values(row).map((value) => (value === null ? null : String(value))));
}
