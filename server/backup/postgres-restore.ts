import { spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { once } from 'node:events';
import type { TableCounts } from './backup-manifest';
import { clientTextQuery, connect, programConnection } from './postgres-connection';
import { TargetNotEmptyError } from './refusals';
import { countTables, literal, type TextQuery } from './table-counts';
import { postgresTool, ProgramFailed } from './tools-on-path';

/**
 * Loads a pg_dump backup with psql into `schema` (null: the database itself), which must hold no table, view,
 * sequence or function: psql stops at the first error (ON_ERROR_STOP) and runs the file as one transaction, so a
 * failure leaves the target as empty as it was. Gives the row counts read back.
 */
export async function restorePostgres(databaseUrl: string, schema: string | null, file: string): Promise<TableCounts> {
  const psql = postgresTool('psql');
  const client = await connect(databaseUrl);
  try {
    const query = clientTextQuery(client);
    await refuseNonEmpty(query, schema);
    // A schema's dump leaves out the extensions its indexes use (pg_dump -n): the users search's index needs pg_trgm
    // (migration 020). A whole database's dump creates it itself.
    if (schema) await query('CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public');
    await runPsql(psql, databaseUrl, file, schema);
    return await countTables(query, schema);
  } finally {
    await client.end();
  }
}

async function refuseNonEmpty(query: TextQuery, schema: string | null): Promise<void> {
  const where = schema ? `n.nspname = ${literal(schema)}` : `n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`;
  const [[relations, functions, database]] = await query(
    `SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${where}),
            (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${where}),
            current_database()`,
  );
  if (Number(relations) === 0 && Number(functions) === 0) return;
  const target = schema ? `The schema ${schema} of database ${database}` : `The database ${database}`;
  throw new TargetNotEmptyError(
    `${target} is not empty (${relations} tables, views, indexes or sequences, ${functions} functions): a backup is restored ` +
      `only into an empty ${schema ? 'schema' : 'database'}, so that nothing is overwritten. Create a new one ` +
      `(${schema ? `DATABASE_SCHEMA=<new name>, or DROP SCHEMA ${schema} CASCADE if its data may go` : 'createdb <name>, then DATABASE_URL=…/<name>'}). Nothing was restored.`,
  );
}

/**
 * psql reads the file from its standard input: the one line that creates the backed-up schema is made
 * `CREATE SCHEMA IF NOT EXISTS`, so that an empty schema made beforehand for the server's role is used as it is.
 */
async function runPsql(psql: string, databaseUrl: string, file: string, schema: string | null): Promise<void> {
  const { url, env } = programConnection(databaseUrl);
  const child = spawn(psql, ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', `--dbname=${url}`, '-f', '-'], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  child.stdin.on('error', () => undefined); // psql stopped early: its exit code and message say why
  for await (const chunk of withSchemaIfNotExists(createReadStream(file), schema)) {
    if (!child.stdin.write(chunk)) await Promise.race([once(child.stdin, 'drain'), exited]);
    if (child.exitCode !== null) break;
  }
  child.stdin.end();
  const code = await exited;
  if (code !== 0) throw new ProgramFailed(`psql stopped at an error (exit ${code}); the restore was rolled back:\n${stderr.trim()}`);
}

/** The file's bytes as they are, but for the `CREATE SCHEMA name;` line pg_dump writes near its top. */
async function* withSchemaIfNotExists(input: AsyncIterable<Buffer>, schema: string | null): AsyncGenerator<Buffer> {
  const line = schema ? Buffer.from(`\nCREATE SCHEMA ${schema};\n`) : undefined;
  let head: Buffer | undefined = line ? Buffer.alloc(0) : undefined;
  for await (const chunk of input) {
    if (!head) {
      yield chunk;
      continue;
    }
    head = Buffer.concat([head, chunk]);
    const at = head.indexOf(line!);
    if (at < 0 && head.length < HEAD_BYTES) continue;
    yield at < 0 ? head : Buffer.concat([head.subarray(0, at), Buffer.from(`\nCREATE SCHEMA IF NOT EXISTS ${schema};\n`), head.subarray(at + line!.length)]);
    head = undefined;
  }
  if (head) yield head;
}

/** How far into the file the schema's line is looked for: it comes right after pg_dump's few SET lines. */
const HEAD_BYTES = 1024 * 1024;
