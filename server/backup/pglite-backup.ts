import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from '../db/database.port';
import { DataDirLockedError } from '../db/data-dir-lock';
import { openPgliteDatabase } from '../db/pglite-database';
import type { BackupManifest } from './backup-manifest';
import { requestBackup } from './backup-socket-client';
import { BackupRefusal } from './refusals';
import { dumpPglite } from './pglite-dump';

export interface TakenBackup {
  manifest: BackupManifest;
  sql: string;
  /** How long the database was held for the dump (PGlite: every statement, punches included, waited up to this). */
  heldMs?: number;
  /** How it was taken, for the operator. */
  via: string;
}

/** A backup of the open embedded database (by the running server, or by backup.ts when the server is stopped). */
export async function backupOpenPglite(db: Database): Promise<Omit<TakenBackup, 'via'>> {
  const takenAt = new Date().toISOString();
  const dump = await dumpPglite(db);
  return { manifest: { format: 1, database: 'pglite', schema: null, takenAt, rows: dump.rows }, sql: dump.sql, heldMs: dump.heldMs };
}

/**
 * `npm run backup` on PGlite: the folder is locked while a server runs, and PGlite is single-process, so the running
 * server takes the backup itself, asked through its socket in SECRETS_DIR (backup-socket.ts); a stopped server's
 * folder is opened here.
 */
export async function backupPgliteFolder(dataDir: string, secretsDir: string): Promise<TakenBackup> {
  if (!existsSync(join(dataDir, 'pgdata'))) throw new BackupRefusal(`There is no database in DATA_DIR ${dataDir} (no pgdata folder): nothing to back up.`);
  let db: Database;
  try {
    db = await openPgliteDatabase(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { ...(await requestBackup(secretsDir, dataDir)), via: 'taken by the running server' };
  }
  try {
    return { ...(await backupOpenPglite(db)), via: 'the server is stopped: taken from the data folder' };
  } finally {
    await db.close();
  }
}
