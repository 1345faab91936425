/**
 * The users search's index needs PostgreSQL's pg_trgm (migration 020; README, "Running in production").
 * A role that may not create it gets a start that stops and says what to run, with nothing of the
 * migration left behind; once the owner has created it, the next start builds the index.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../../../server/db/database.port';
import { migrate } from '../../../server/db/migrator';
import { openPostgresDatabase } from '../../../server/db/postgres-database';
import { describeOnPostgres } from '../support/database-only';

jest.setTimeout(120_000);

const url = process.env.DATABASE_URL ?? '';
const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

async function admin<Row = Record<string, unknown>>(sql: string, connectionString = url): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}

describeOnPostgres('pg_trgm on a database where it is missing', () => {
  const database = randomName('test_no_trgm');
  const role = randomName('test_app_role');
  const schema = 'app';
  const inDatabase = (user?: string) => {
    const target = new URL(url);
    target.pathname = `/${database}`;
    if (user) target.username = user;
    return target.toString();
  };
  let db: Database | undefined;

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${database}`);
    await admin(`CREATE ROLE ${role} LOGIN`);
    // A schema made for the server's role, which has no other right on the database (README, "DATABASE_SCHEMA").
    await admin(`CREATE SCHEMA ${schema} AUTHORIZATION ${role}`, inDatabase());
  });
  afterAll(async () => {
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS ${database}`);
    await admin(`DROP ROLE IF EXISTS ${role}`);
  });

  it('stops the migration with what to run when the role may not create it, then builds the index once it exists', async () => {
    db = await openPostgresDatabase({ url: inDatabase(role), schema, poolSize: 1 });

    await expect(migrate(db)).rejects.toThrow(/pg_trgm.*Have the database owner or a superuser run CREATE EXTENSION pg_trgm SCHEMA public/s);
    const applied = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(applied.rows.map((row) => row.version)).toContain('019_reminders');
    expect(applied.rows.map((row) => row.version)).not.toContain('020_users_search_trigram');
    expect(await admin(`SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'`, inDatabase())).toEqual([]);

    await admin('CREATE EXTENSION pg_trgm SCHEMA public', inDatabase());
    // The migration that stopped, and those after it.
    expect((await migrate(db)).applied[0]).toBe('020_users_search_trigram');
    const index = await admin<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = '${schema}' AND indexname = 'users_search_text_trgm_idx'`,
      inDatabase(),
    );
    expect(index).toHaveLength(1);
    expect(index[0]!.indexdef).toContain('gin_trgm_ops');
  });
});
