/**
 * The one interface every query goes through, implemented twice: PGlite (embedded) and
 * node-postgres (DATABASE_URL). Plain parameterised SQL ($1, $2 …), the same text on both.
 * Both return the same JS values: int8/count → number, date → 'yyyy-MM-dd' string,
 * timestamptz → Date, numeric → string, json/jsonb → parsed value, int[] → number[].
 */
export interface QueryResult<Row> {
  rows: Row[];
  /** Rows inserted, updated or deleted. */
  affectedRows: number;
}

export interface QueryOptions {
  /**
   * Name under which PostgreSQL keeps the statement prepared on each pooled connection, so that it is
   * parsed and planned once per connection rather than once per call: for the few hot statements
   * (punches, sign-ins), whose text is fixed and whose plan does not depend on the values. One name, one text.
   * PGlite prepares it too, on its one connection (pglite-prepared-statements.ts), outside transactions only.
   */
  prepareAs?: string;
}

/**
 * A hot statement, prepared under its name on each pooled connection (QueryOptions.prepareAs), with parameters that
 * warm it up harmlessly (Database.warmUp runs it inside a transaction it rolls back; failing is fine).
 */
export interface HotStatement {
  name: string;
  text: string;
  warmUpParams: unknown[];
}

export interface Queryable {
  /** One statement with $n parameters. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
  /** A script of several statements without parameters (migrations), with no client-side time limit. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  /** Runs `work` in one transaction (BEGIN … COMMIT, ROLLBACK on throw) on one connection. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Statements executed so far through query()/exec() (BEGIN/COMMIT not counted); tests assert the cost of a request with it. */
  readonly statementCount: number;
  close(): Promise<void>;
  /**
   * Before the first request: opens every pooled connection and runs each hot statement once on each, inside a
   * transaction rolled back (nothing is written), so that the first requests of a rush find connections open,
   * statements prepared and catalog caches loaded instead of waiting behind each other's start-up.
   */
  warmUp(statements: HotStatement[]): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
  /**
   * Hears `channel`'s NOTIFY payloads, sent by any server on the database (this one included). `onResync` runs after
   * each (re)connection of the listener, when payloads may have been missed. Resolves once listening; the function it
   * gives stops. PGlite answers at once and hears nothing: its data folder is locked to one server, which knows
   * already what it sent.
   */
  listen(channel: string, onPayload: (payload: string) => void, onResync: () => void): Promise<() => Promise<void>>;
  /**
   * The connection pool's clients now, for the metrics (server/metrics): undefined when the database has no pool
   * (PGlite: one connection inside the process). Optional: a database without it is simply not watched.
   */
  poolUsage?(): PoolUsage | undefined;
}

/** A connection pool's clients: open (busy or idle), open and idle, and the requests waiting for one. */
export interface PoolUsage {
  total: number;
  idle: number;
  waiting: number;
}

/** PostgreSQL's SQLSTATE codes the application reacts to. */
export const PgErrorCode = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

/** The SQLSTATE and constraint of a database error (both drivers expose them), or undefined. */
export function pgErrorInfo(error: unknown): { code: string; constraint?: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
    ? { code, constraint: typeof constraint === 'string' ? constraint : undefined }
    : undefined;
}
