import { spawn } from 'node:child_process';
import { connect, clientTextQuery, programConnection } from './postgres-connection';
import type { BackupManifest } from './backup-manifest';
import { manifestHeader } from './backup-manifest';
import { countTables } from './table-counts';
import { postgresTool, ProgramFailed } from './tools-on-path';
import { writeBackupFile } from './backup-file';

/**
 * `npm run backup` on PostgreSQL: pg_dump of DATABASE_SCHEMA (or of the whole database), without owners or grants,
 * reading the snapshot of a transaction of ours in which the row counts of the manifest are read too
 * (pg_export_snapshot, pg_dump --snapshot): the counts and the dump see exactly the same rows, whatever the servers
 * write meanwhile. The transaction stays open until pg_dump has finished.
 */
export async function backupPostgres(databaseUrl: string, schema: string | undefined, file: string): Promise<{ manifest: BackupManifest; bytes: number }> {
  const pgDump = postgresTool('pg_dump');
  const folded = schema?.toLowerCase() ?? null; // as the server creates it (postgres-schema.ts)
  const client = await connect(databaseUrl);
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const query = clientTextQuery(client);
    const [[snapshot]] = await query('SELECT pg_export_snapshot()');
    const manifest: BackupManifest = { format: 1, database: 'postgres', schema: folded, takenAt: new Date().toISOString(), rows: await countTables(query, folded) };
    const { url, env } = programConnection(databaseUrl);
    const args = ['--no-owner', '--no-privileges', `--snapshot=${snapshot}`, ...(folded ? [`--schema="${folded}"`] : []), `--dbname=${url}`];
    const child = spawn(pgDump, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', resolve);
    });
    const bytes = await writeBackupFile(file, dumpParts(manifestHeader(manifest), child.stdout, exited, () => stderr));
    await client.query('COMMIT');
    return { manifest, bytes };
  } finally {
    await client.end();
  }
}

/** The header, then pg_dump's output as it comes; fails (so no file is left) when pg_dump exits with an error. */
async function* dumpParts(header: string, output: AsyncIterable<Buffer>, exited: Promise<number | null>, stderr: () => string): AsyncGenerator<string | Buffer> {
  yield header;
  for await (const chunk of output) yield chunk;
  const code = await exited;
  if (code !== 0) throw new ProgramFailed(`pg_dump failed (exit ${code}): ${stderr().trim()}`);
}
