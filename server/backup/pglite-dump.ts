import { PGlite, protocol, type Results } from '@electric-sql/pglite';
import type { Database } from '../db/database.port';
import type { TableCounts } from './backup-manifest';
import { countTables, literal, type TextQuery } from './table-counts';

export interface PgliteDump {
  sql: string;
  rows: TableCounts;
  /** How long the database was held: every other statement (a punch included) waited up to this long. */
  heldMs: number;
}

/**
 * A plain-SQL dump of an open PGlite database (pglite-tools' pg_dump, run inside this process), with the row count
 * of every table, while the server keeps it open.
 *
 * PGlite has one connection, and pg_dump's messages bypass its locks: a statement of the server's slipping in between
 * them would run inside pg_dump's read-only transaction, or a transaction of the server's would receive pg_dump's
 * statements. So the whole dump holds PGlite's two locks, in the order its own query() takes them (as the server's
 * prepared statements do, pglite-prepared-statements.ts): every other statement waits until the dump ends. The
 * counts are read under the same locks just before pg_dump starts: nothing can commit between the two.
 *
 * pg_dump also leaves the one session changed: its transaction still open, its settings (search_path '', row
 * security off, no timeouts…) in force, and its pgDump() wrapper ends with DEALLOCATE ALL, which would drop the
 * server's own prepared statements. The wrapper is given a stand-in that deallocates only pg_dump's statements, and
 * the session is put back as it was (transaction closed, settings restored) before the locks are released.
 */
export async function dumpPglite(db: Database): Promise<PgliteDump> {
  const pg = pgliteOf(db);
  const { pgDump } = await import('@electric-sql/pglite-tools'); // its WebAssembly loads on the first backup only
  return pg._runExclusiveTransaction(() =>
    pg.runExclusive(async () => {
      const started = Date.now();
      const query = rawQuery(pg);
      const before = await sessionState(query);
      let dump: Omit<PgliteDump, 'heldMs'>;
      try {
        const rows = await countTables(query, 'public');
        const file = await pgDump({ pg: standIn(pg, query, before.prepared) });
        dump = { sql: await file.text(), rows };
      } finally {
        await restoreSession(pg, query, before);
      }
      return { ...dump, heldMs: Date.now() - started };
    }),
  );
}

/** The PGlite instance behind the server's Database (pglite-database.ts keeps it in its `pg` field). */
function pgliteOf(db: Database): PGlite {
  const pg: unknown = db.kind === 'pglite' ? Reflect.get(db, 'pg') : undefined;
  if (!(pg instanceof PGlite)) throw new Error('The PGlite backup needs the server’s embedded database');
  return pg;
}

type DataRow = InstanceType<typeof protocol.messages.DataRowMessage>;

/** One simple-protocol statement, outside PGlite's locks (the caller holds them). */
function rawQuery(pg: PGlite): TextQuery {
  return async (sql) => {
    const { messages } = await pg.execProtocol(protocol.serialize.query(sql));
    return messages.filter((message): message is DataRow => message.name === 'dataRow').map((message) => message.fields);
  };
}

interface SessionState {
  prepared: Set<string>;
  /** Settings as the session had them (name → value), and which of them were the session's own (SET) rather than defaults. */
  settings: Map<string, { value: string; sessionSet: boolean }>;
}

async function sessionState(query: TextQuery): Promise<SessionState> {
  const prepared = await query('SELECT name FROM pg_prepared_statements');
  const settings = await query("SELECT name, setting, source = 'session' FROM pg_settings WHERE context IN ('user', 'superuser')");
  return {
    prepared: new Set(prepared.map(([name]) => name!)),
    settings: new Map(settings.map(([name, value, own]) => [name!, { value: value ?? '', sessionSet: own === 't' }])),
  };
}

/** Ends pg_dump's transaction, drops what it prepared, and sets back every setting it changed. */
async function restoreSession(pg: PGlite, query: TextQuery, before: SessionState): Promise<void> {
  if (pg.isInTransaction()) await query('ROLLBACK'); // pg_dump's, read-only: nothing to keep
  await deallocateNew(query, before.prepared);
  const after = await sessionState(query);
  for (const [name, { value, sessionSet }] of after.settings) {
    const was = before.settings.get(name);
    if (!was || (was.value === value && was.sessionSet === sessionSet)) continue;
    await query(was.sessionSet ? `SELECT set_config(${literal(name)}, ${literal(was.value)}, false)` : `RESET ${name}`);
  }
}

async function deallocateNew(query: TextQuery, kept: Set<string>): Promise<void> {
  const now = await query('SELECT name FROM pg_prepared_statements');
  for (const [name] of now) if (!kept.has(name!)) await query(`DEALLOCATE "${name!.replace(/"/g, '""')}"`);
}

/**
 * What pgDump() calls on its `pg`, answered outside PGlite's locks (held by dumpPglite): SHOW and SET search_path go
 * through as they are, DEALLOCATE ALL drops only the statements pg_dump prepared, the protocol messages go to PGlite.
 */
function standIn(pg: PGlite, query: TextQuery, kept: Set<string>): PGlite {
  const asResults = (rows: Array<Array<string | null>>) => ({ rows: rows.map(([value]) => ({ search_path: value })) }) as Results<never>;
  const stand = {
    query: async (sql: string) => asResults(await query(sql)),
    exec: async (sql: string) => {
      if (/^\s*DEALLOCATE ALL\s*;?\s*$/i.test(sql)) await deallocateNew(query, kept);
      else await query(sql);
      return [];
    },
    execProtocolRawStream: (message: Uint8Array, options: Parameters<PGlite['execProtocolRawStream']>[1]) => pg.execProtocolRawStream(message, options),
  };
  return stand as unknown as PGlite;
}
