import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { join } from 'node:path';
import { IN_MEMORY } from '../config';
import { lockDataDir } from './data-dir-lock';
import type { Database, HotStatement, QueryOptions, QueryResult, Queryable } from './database.port';
import { PrivateFileModes } from './pglite-file-modes';
import { PglitePreparedStatements } from './pglite-prepared-statements';

/** Same values as the node-postgres adapter (see database.port.ts). */
const parsers = {
  [types.INT8]: (value: string) => Number(value),
  [types.DATE]: (value: string) => value,
};

/** The extensions the migrations create: pg_trgm for the users search's index (migration 020). */
const extensions = { pg_trgm };

/** How an in-memory database starts (the tests' servers; no folder is read or written). */
export interface InMemoryOptions {
  /** A copy of a cluster (dumpDataDir) to start from, instead of a new empty one. */
  from?: Blob;
  /**
   * What PGlite otherwise reads at each start, and room for the copy from the start (its memory would otherwise grow,
   * and be copied, several times): a process that starts many databases (a test worker) prepares them once.
   */
  prebuilt?: { fsBundle: Blob; initialMemory: number };
}

/**
 * Embedded PostgreSQL (PGlite, WASM) in `dataDir/pgdata`, or in memory for tests.
 * The folder is locked for this process (data-dir-lock.ts), and its files kept to the owner (pglite-file-modes.ts).
 * PGlite runs one statement at a time, so transactions are serialised; it never fsyncs (production data belongs in
 * PostgreSQL).
 * In memory, `from` starts it from a copy (dumpDataDir) instead of an empty cluster: the tests start each server from
 * one migrated copy, 1 s instead of the 3 s of creating and migrating a cluster.
 */
export async function openPgliteDatabase(dataDir: string, options: InMemoryOptions = {}): Promise<PgliteDatabase> {
  if (dataDir === IN_MEMORY) {
    const pg = await PGlite.create({ parsers, extensions, loadDataDir: options.from, ...options.prebuilt });
    return new PgliteDatabase(pg, new PrivateFileModes(undefined), () => undefined);
  }
  const lock = lockDataDir(dataDir);
  try {
    const folder = join(dataDir, 'pgdata');
    const pg = await PGlite.create({ dataDir: folder, parsers, extensions });
    const fileModes = new PrivateFileModes(folder);
    try {
      fileModes.now(); // a new database's files, and the catalog cache written at each opening
    } catch (error) {
      await pg.close();
      throw error;
    }
    return new PgliteDatabase(pg, fileModes, () => lock.release());
  } catch (error) {
    lock.release();
    throw error;
  }
}

class PgliteDatabase implements Database {
  readonly kind = 'pglite' as const;
  private statements = 0;
  private closed = false;
  private readonly prepared: PglitePreparedStatements;

  constructor(
    private readonly pg: PGlite,
    private readonly fileModes: PrivateFileModes,
    private readonly releaseLock: () => void,
  ) {
    this.prepared = new PglitePreparedStatements(pg);
  }

  get statementCount(): number {
    return this.statements;
  }

  query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResult<Row>> {
    if (!options?.prepareAs) return this.run(this.pg, sql, params);
    this.statements++;
    return this.prepared.query<Row>(options.prepareAs, sql, params);
  }

  async exec(sql: string): Promise<void> {
    this.statements++;
    await this.pg.exec(sql);
    this.fileModes.soon(); // scripts (the nightly VACUUM) may write new files
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pg.transaction((tx) =>
      work({
        query: <Row>(sql: string, params: unknown[] = []) => this.run<Row>(tx, sql, params),
        exec: async (sql: string) => {
          this.statements++;
          await tx.exec(sql);
          this.fileModes.soon(); // scripts (migrations) create tables, indexes, WAL
        },
      }),
    );
  }

  /** Prepares the hot statements on the one connection, as on each of PostgreSQL's (pglite-prepared-statements.ts). */
  async warmUp(statements: HotStatement[]): Promise<void> {
    await this.prepared.warmUp(statements);
  }

  async listen(): Promise<() => Promise<void>> {
    return async () => undefined; // one server per data folder: nobody else to hear (database.port.ts)
  }

  /** The whole cluster as an uncompressed tar, which `openPgliteDatabase(IN_MEMORY, { from })` starts from. */
  dumpDataDir(): Promise<Blob> {
    return this.pg.dumpDataDir('none');
  }

  /** No pool: one connection inside the process, its statements queued by PGlite itself (database.port.ts). */
  poolUsage(): undefined {
    return undefined;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.prepared.close();
      await this.pg.close();
      this.fileModes.now(); // what the run wrote, before anyone copies the stopped folder
    } finally {
      this.fileModes.cancel();
      this.releaseLock();
    }
  }

  private async run<Row>(target: PGlite | Transaction, sql: string, params: unknown[]): Promise<QueryResult<Row>> {
    this.statements++;
    const result = await target.query<Row>(sql, params);
    return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
  }
}
