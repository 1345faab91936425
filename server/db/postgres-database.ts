import pg from 'pg';
import type { Database, HotStatement, PoolUsage, QueryOptions, QueryResult, Queryable } from './database.port';
import { typeParsers, warmClient } from './node-postgres-client';
import { listenOnPostgres } from './postgres-listener';
import { ensureSchema } from './postgres-schema';

export interface PostgresOptions {
  url: string;
  /** search_path of every connection (a schema per test file, or a shared database). */
  schema?: string;
  poolSize: number;
  /** PostgreSQL cancels statements running longer (0 or absent: no limit). */
  statementTimeoutMs?: number;
}

/** Time left to the server to cancel a statement itself before the client gives up on a connection that no longer answers. */
const CLIENT_TIMEOUT_MARGIN_MS = 5_000;
/**
 * exec() runs migrations, which may rightly take long (an index on a large table) and wait for another server's
 * migration: the migrator lifts statement_timeout for them, and the client waits as long (node-postgres reads 0 as "the pool's").
 */
const SCRIPT_CLIENT_TIMEOUT_MS = 24 * 3_600_000;
const script = (sql: string) => ({ text: sql, query_timeout: SCRIPT_CLIENT_TIMEOUT_MS }) as pg.QueryConfig;

/** PostgreSQL through a node-postgres pool; a transaction holds one pooled client from BEGIN to COMMIT. */
export async function openPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const statementTimeout = options.statementTimeoutMs || undefined;
  const connection = {
    connectionString: options.url,
    connectionTimeoutMillis: 5_000,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  };
  const pool = new pg.Pool({
    ...connection,
    max: options.poolSize,
    idleTimeoutMillis: 30_000,
    statement_timeout: statementTimeout,
    query_timeout: statementTimeout && statementTimeout + CLIENT_TIMEOUT_MARGIN_MS,
    types: typeParsers,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = new PostgresDatabase(pool, connection, options.poolSize);
  try {
    await db.query('SELECT 1'); // fail fast with the driver's message when the server is unreachable
    if (options.schema) await ensureSchema(db, options.schema);
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

class PostgresDatabase implements Database {
  readonly kind = 'postgres' as const;
  private statements = 0;
  private closed = false;
  private readonly listeners = new Set<() => Promise<void>>();

  constructor(
    private readonly pool: pg.Pool,
    private readonly connection: pg.ClientConfig,
    private readonly poolSize: number,
  ) {}

  get statementCount(): number {
    return this.statements;
  }

  query<Row>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<QueryResult<Row>> {
    return this.run(this.pool, sql, params, options);
  }

  async exec(sql: string): Promise<void> {
    this.statements++;
    await this.pool.query(script(sql)); // no parameters: simple protocol, several statements allowed
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        query: <Row>(sql: string, params: unknown[] = [], options?: QueryOptions) => this.run<Row>(client, sql, params, options),
        exec: async (sql: string) => {
          this.statements++;
          await client.query(script(sql));
        },
      });
      await client.query('COMMIT');
      client.release();
      return result;
    } catch (error) {
      // A connection that cannot even roll back (timed out, cut) is dropped rather than handed to the next request.
      const broken = await client.query('ROLLBACK').then(
        () => undefined,
        (rollbackError: Error) => rollbackError,
      );
      client.release(broken);
      throw error;
    }
  }

  /**
   * Every connection of the pool at once (held together, so that none is reused while others stay cold), each
   * statement prepared on each under its name: a statement that fails at execution (a warm-up parameter matching
   * nothing) is still prepared, since PostgreSQL parses it first. Each runs in its own transaction, rolled back.
   */
  async warmUp(statements: HotStatement[]): Promise<void> {
    const opened = await Promise.allSettled(Array.from({ length: this.poolSize }, () => this.pool.connect()));
    const clients = opened.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const warmed = await Promise.allSettled(clients.map((client) => warmClient(client, statements)));
    // A connection that failed its warm-up is dropped rather than handed to a request.
    clients.forEach((client, i) => client.release(warmed[i].status === 'rejected' ? new Error('warm-up failed') : undefined));
    const failure = [...opened, ...warmed].find((outcome) => outcome.status === 'rejected');
    if (failure) throw (failure as PromiseRejectedResult).reason;
  }

  async listen(channel: string, onPayload: (payload: string) => void, onResync: () => void): Promise<() => Promise<void>> {
    const stop = await listenOnPostgres(this.connection, channel, onPayload, onResync);
    this.listeners.add(stop);
    return async () => {
      this.listeners.delete(stop);
      await stop();
    };
  }

  poolUsage(): PoolUsage {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.listeners].map((stop) => stop()));
    await this.pool.end();
  }

  private async run<Row>(target: pg.Pool | pg.PoolClient, sql: string, params: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    this.statements++;
    const result = options?.prepareAs
      ? await target.query({ name: options.prepareAs, text: sql, values: params })
      : await target.query(sql, params);
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  }
}
