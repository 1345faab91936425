/**
 * Named prepared statements on PGlite (QueryOptions.prepareAs). PGlite's own query() parses and plans every statement
 * anew: for a check-in's context that is about 0.6 of its 0.85 ms (docs/performance.md, "Prepared statements on
 * PGlite"). Through PGlite's node-postgres adapter, node-postgres parses a named statement once on the embedded
 * database's single connection and then only binds and executes it, as it does on PostgreSQL.
 *
 * The adapter's messages bypass PGlite's locks, so each call takes them itself, in the order PGlite's query() takes
 * them (transactions, then queries): a prepared statement never runs inside another caller's transaction, and waits
 * for it to end as any other statement does. Inside a transaction, statements keep PGlite's own query() (the caller
 * holds the transaction's lock already).
 */
import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';
import type { HotStatement, QueryResult } from './database.port';
import { typeParsers, warmClient } from './node-postgres-client';

export class PglitePreparedStatements {
  private client: Promise<pg.Client> | undefined;

  constructor(private readonly lite: PGlite) {}

  async query<Row>(name: string, text: string, values: unknown[]): Promise<QueryResult<Row>> {
    const client = await this.connected();
    const result = await this.exclusive(() => client.query({ name, text, values }));
    return { rows: result.rows as Row[], affectedRows: result.rowCount ?? 0 };
  }

  async warmUp(statements: HotStatement[]): Promise<void> {
    const client = await this.connected();
    await this.exclusive(() => warmClient(client, statements));
  }

  /** Before PGlite closes; the adapter leaves the database itself open (it belongs to the caller). */
  async close(): Promise<void> {
    const client = await this.client?.catch(() => undefined);
    this.client = undefined;
    await client?.end();
  }

  private connected(): Promise<pg.Client> {
    this.client ??= this.connect();
    return this.client;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ ...createPgConfig(this.lite), types: typeParsers } as pg.ClientConfig);
    // The adapter reports a failed statement to its query; an 'error' event without a listener would end the process.
    client.on('error', () => undefined);
    try {
      await client.connect();
      return client;
    } catch (error) {
      this.client = undefined;
      throw error;
    }
  }

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.lite._runExclusiveTransaction(() => this.lite.runExclusive(work));
  }
}
