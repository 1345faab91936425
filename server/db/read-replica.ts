/**
 * The read replica (DATABASE_READ_URL) as a Database the report routes read from (docs/behaviour.md, "Read replica").
 * It is never migrated: the primary's migrations reach it by replication. Its failures answer 503
 * (read-replica-failure.ts) and never reach the primary.
 *
 * A replica that cannot be reached when the server starts does not stop it: punches, sign-ins and writes need only the
 * primary. It is opened again on the next read that needs it (at most once every REOPEN_INTERVAL_MS, reads meanwhile
 * answered 503 at once); once open, its pool reconnects by itself.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../app-config';
import type { Database, HotStatement, PoolUsage, QueryOptions, QueryResult, Queryable } from './database.port';
import { openPostgresDatabase } from './postgres-database';
import { isReplicaFailure, replicaUnavailable } from './read-replica-failure';

const REOPEN_INTERVAL_MS = 5_000;

export class ReadReplica implements Database {
  readonly kind = 'postgres' as const;
  private database: Database | undefined;
  private opening: Promise<Database | undefined> | undefined;
  private lastAttempt = 0;
  private closed = false;

  constructor(
    private readonly open: () => Promise<Database>,
    private readonly log: FastifyBaseLogger,
  ) {}

  get statementCount(): number {
    return this.database?.statementCount ?? 0;
  }

  /** Opens the replica before the first request, so that a misconfigured or unreachable one is logged at start. */
  async start(): Promise<void> {
    await this.connected();
  }

  async query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
    const database = await this.ready();
    return this.asUnavailable(() => database.query<Row>(sql, params, options));
  }

  async exec(sql: string): Promise<void> {
    const database = await this.ready();
    return this.asUnavailable(() => database.exec(sql));
  }

  /**
   * A transaction on the replica, read-only there as every one on a hot standby (readInOneSnapshot's REPEATABLE READ
   * snapshot is allowed).
   * The driver's failures inside it, and those of BEGIN and COMMIT, answer 503; what `work` throws itself (a refusal,
   * an abandoned download) leaves as it is.
   */
  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const database = await this.ready();
    let workFailure: { error: unknown } | undefined;
    try {
      return await database.transaction(async (tx) => {
        try {
          return await work({
            query: (sql, params, options) => this.asUnavailable(() => tx.query(sql, params, options)),
            exec: (sql) => this.asUnavailable(() => tx.exec(sql)),
          });
        } catch (error) {
          workFailure = { error };
          throw error;
        }
      });
    } catch (error) {
      if (workFailure?.error === error || !isReplicaFailure(error)) throw error;
      throw this.unavailable(error);
    }
  }

  async warmUp(statements: HotStatement[]): Promise<void> {
    const database = await this.ready();
    await database.warmUp(statements);
  }

  /** A hot standby runs no LISTEN: the servers hear each other on the primary. */
  listen(): Promise<() => Promise<void>> {
    return Promise.reject(new Error('the read replica hears no notifications: listen on the primary'));
  }

  /** The replica's own pool, once open (the metrics watch it beside the primary's). */
  poolUsage(): PoolUsage | undefined {
    return this.database?.poolUsage?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.opening;
    await this.database?.close();
  }

  /** The open replica, or a 503 when it cannot be opened now. */
  private async ready(): Promise<Database> {
    const database = await this.connected();
    if (!database) throw replicaUnavailable();
    return database;
  }

  private connected(): Promise<Database | undefined> {
    if (this.database) return Promise.resolve(this.database);
    if (this.opening) return this.opening;
    if (this.closed || Date.now() - this.lastAttempt < REOPEN_INTERVAL_MS) return Promise.resolve(undefined);
    this.lastAttempt = Date.now();
    this.opening = this.open().then(
      async (database) => {
        if (this.closed) {
          await database.close();
          return undefined;
        }
        this.log.info('read replica open');
        return (this.database = database);
      },
      (error: unknown) => {
        this.log.error({ err: error }, 'read replica unreachable: reports answer 503 until it is back');
        return undefined;
      },
    );
    return this.opening.finally(() => (this.opening = undefined));
  }

  private async asUnavailable<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw isReplicaFailure(error) ? this.unavailable(error) : error;
    }
  }

  private unavailable(error: unknown): Error {
    this.log.error({ err: error }, 'read replica failed: the report is answered 503');
    return replicaUnavailable();
  }
}

/** The replica of the configuration: its own pool, as large as the primary's, with the same statement timeout. */
export function readReplicaOf(config: AppConfig & { databaseReadUrl: string }, log: FastifyBaseLogger): ReadReplica {
  const open = () =>
    openPostgresDatabase({
      url: config.databaseReadUrl,
      schema: config.databaseReadSchema,
      poolSize: config.databasePoolSize,
      statementTimeoutMs: config.databaseStatementTimeoutMs,
    });
  return new ReadReplica(open, log);
}
