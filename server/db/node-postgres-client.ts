/**
 * What both database adapters share when they talk through node-postgres: PostgreSQL's pool, and the named prepared
 * statements on PGlite (pglite-prepared-statements.ts).
 */
import pg from 'pg';
import type { HotStatement } from './database.port';

const INT8 = 20;
const DATE = 1082;

/** Same values as PGlite's own query() (see database.port.ts), set per client rather than globally. */
export const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8) return (value: string) => Number(value);
    if (oid === DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/** Prepares each hot statement on `client` by running it once inside a transaction rolled back (nothing is written). */
export async function warmClient(client: pg.ClientBase, statements: HotStatement[]): Promise<void> {
  for (const { name, text, warmUpParams } of statements) {
    await client.query('BEGIN');
    await client.query({ name, text, values: warmUpParams }).catch(() => undefined);
    await client.query('ROLLBACK');
  }
}
