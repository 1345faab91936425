import pg from 'pg';
import type { TextQuery } from './table-counts';

/**
 * DATABASE_URL for PostgreSQL's programs: the password moves to PGPASSWORD, out of their command line (which any user
 * of the machine may read in the process list).
 */
export function programConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}

/** The rows of one statement as text values, on a node-postgres client. */
export function clientTextQuery(client: pg.Client): TextQuery {
  return async (sql) => {
    const result = await client.query<Array<string | null>>({ text: sql, rowMode: 'array', types: { getTypeParser: () => (value: string) => value } });
    return result.rows;
  };
}

export async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined); // reported by the query under way
  await client.connect();
  return client;
}
