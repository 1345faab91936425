import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../../server/db/migrator';
import { openPostgresDatabase } from '../../../server/db/postgres-database';
import { ensureSchema } from '../../../server/db/postgres-schema';
import { usingPostgres } from '../support/test-server';

jest.setTimeout(60_000);

const SKIP_REASON = 'skipped: DATABASE_URL is not set; .ci/run runs these on the local PostgreSQL';
const pgOnly = (title: string, body: () => void) => {
  if (usingPostgres) return describe(title, body);
  process.stderr.write(`postgres-settings.test.ts: '${title}' ${SKIP_REASON}\n`);
  return describe.skip(`${title} (${SKIP_REASON})`, body);
};

const url = process.env.DATABASE_URL ?? '';
async function admin<Row = Record<string, unknown>>(sql: string, connectionString = url): Promise<Row[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(sql)).rows as Row[];
  } finally {
    await client.end();
  }
}
const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

pgOnly('DATABASE_STATEMENT_TIMEOUT_MS', () => {
  it('cancels a statement running longer, and the pool goes on answering', async () => {
    const db = await openPostgresDatabase({ url, poolSize: 1, statementTimeoutMs: 200 });
    try {
      const started = Date.now();
      await expect(db.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ code: '57014' }); // query_canceled
      expect(Date.now() - started).toBeLessThan(2_000);
      expect((await db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('does not limit the migrations', async () => {
    const schema = randomName('test_timeout');
    const db = await openPostgresDatabase({ url, schema, poolSize: 1, statementTimeoutMs: 100 });
    try {
      // The migrator lifts the limit in its transaction: a statement slower than 100 ms still completes.
      await db.transaction(async (tx) => {
        await tx.exec('SET LOCAL statement_timeout = 0');
        await tx.exec('SELECT pg_sleep(0.3)');
      });
      expect((await migrate(db)).applied.length).toBeGreaterThan(0);
    } finally {
      await db.close();
      await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });
});

pgOnly('DATABASE_SCHEMA', () => {
  it('is created when missing, and the migrations create their tables in it', async () => {
    const schema = randomName('test_new_schema');
    const db = await openPostgresDatabase({ url, schema, poolSize: 2 });
    try {
      await migrate(db);
      const tables = await admin<{ n: number }>(`SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = '${schema}'`);
      expect(tables[0].n).toBeGreaterThan(5);
      const again = await openPostgresDatabase({ url, schema, poolSize: 1 }); // existing: opened as is
      await again.close();
    } finally {
      await db.close();
      await admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    }
  });

  it('says what to do when the role may not create it, instead of the driver\'s error', async () => {
    const role = randomName('test_role');
    const schema = randomName('test_forbidden');
    await admin(`CREATE ROLE ${role} LOGIN`);
    const asRole = new URL(url);
    asRole.username = role;
    try {
      const opening = openPostgresDatabase({ url: asRole.toString(), schema, poolSize: 1 });
      await expect(opening).rejects.toThrow(`DATABASE_SCHEMA ${schema} does not exist`);
      await expect(openPostgresDatabase({ url: asRole.toString(), schema, poolSize: 1 })).rejects.toThrow(
        `CREATE SCHEMA ${schema} AUTHORIZATION ${role}`,
      );
    } finally {
      await admin(`DROP ROLE IF EXISTS ${role}`);
    }
  });
});

pgOnly('DATABASE_SCHEMA created by servers starting together', () => {
  it('is created once, and neither start fails, however the two CREATE SCHEMA meet', async () => {
    // Twenty pairs: PostgreSQL refuses the loser of a close race with its catalog's unique index, not "already exists".
    const pools = await Promise.all([openPostgresDatabase({ url, poolSize: 1 }), openPostgresDatabase({ url, poolSize: 1 })]);
    const names = Array.from({ length: 20 }, () => randomName('racing_schema'));
    try {
      for (const name of names) {
        const starts = await Promise.allSettled(pools.map((pool) => ensureSchema(pool, name)));
        expect(starts.map((start) => start.status)).toEqual(['fulfilled', 'fulfilled']);
      }
    } finally {
      await Promise.all(pools.map((pool) => pool.close()));
      await admin(names.map((name) => `DROP SCHEMA IF EXISTS ${name}`).join('; '));
    }
  });
});
