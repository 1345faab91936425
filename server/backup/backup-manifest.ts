/**
 * The comment lines at the top of a backup file: which database it comes from, when it was taken, and the row count of
 * every table read in the same snapshot as the dump that follows. Restore checks the restored counts against them
 * (README, "Backup"). Comments, so that psql and PGlite's exec() read past them.
 */
import { BackupRefusal } from './refusals';

export type DatabaseKind = 'pglite' | 'postgres';

/** Table name → rows, in the dump's snapshot. */
export type TableCounts = Record<string, number>;

export interface BackupManifest {
  format: 1;
  database: DatabaseKind;
  /** DATABASE_SCHEMA of the backed-up server (lower case, as PostgreSQL folds it), or null: the whole database. */
  schema: string | null;
  takenAt: string;
  rows: TableCounts;
}

const MARKER = '-- timbrature-backup ';

export function manifestHeader(manifest: BackupManifest): string {
  const width = Math.max(0, ...Object.keys(manifest.rows).map((table) => table.length));
  const lines = [
    `-- Timbrature backup of ${manifest.takenAt} (${manifest.database}${manifest.schema ? `, schema ${manifest.schema}` : ''}).`,
    '-- Restore it with `npm run restore FILE` into an empty data folder or schema; it holds no secret (SECRETS_DIR apart).',
    '-- Rows of every table, counted in the same snapshot as the dump below:',
    ...Object.entries(manifest.rows).map(([table, count]) => `--   ${table.padEnd(width)} ${count}`),
    `${MARKER}${JSON.stringify(manifest)}`,
    '',
  ];
  return `${lines.join('\n')}\n`;
}

export class NotABackupError extends BackupRefusal {}

/** The manifest of a backup file's text (only its first lines are read). */
export function readManifest(text: string): BackupManifest {
  const head = text.slice(0, 64 * 1024);
  const line = head.split('\n').find((candidate) => candidate.startsWith(MARKER));
  if (!line) throw new NotABackupError('This file is not a Timbrature backup (no "-- timbrature-backup" line at its top): nothing restored.');
  const manifest = JSON.parse(line.slice(MARKER.length)) as BackupManifest;
  if (manifest.format !== 1) throw new NotABackupError(`This backup's format ${String(manifest.format)} is not one this version reads: nothing restored.`);
  return manifest;
}

/** One line per table whose restored count differs from the manifest's; none when all agree. */
export function countDifferences(expected: TableCounts, actual: TableCounts): string[] {
  const tables = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return tables
    .filter((table) => expected[table] !== actual[table])
    .map((table) => `${table}: ${expected[table] ?? 'absent'} in the backup, ${actual[table] ?? 'absent'} restored`);
}

export function formatCounts(counts: TableCounts): string {
  const width = Math.max(0, ...Object.keys(counts).map((table) => table.length));
  return Object.entries(counts)
    .map(([table, count]) => `  ${table.padEnd(width)} ${count}`)
    .join('\n');
}
