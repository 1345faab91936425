/**
 * The start-up warm-up (server/hot-path-warm-up.ts): every hot statement runs once on every pooled connection and
 * nothing of it stays in the database; then each connection holds every statement prepared (PostgreSQL's pool, PGlite's one).
 */
import { openPostgresDatabase } from '../../server/db/postgres-database';
import { HOT_STATEMENTS, warmUpHotPath } from '../../server/hot-path-warm-up';
import { checkIn, createLocation, employee } from './support/punch-fixtures';
import { startTestServer, usingPostgres, type TestServer } from './support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const silentLog = { info: () => undefined, warn: jest.fn() };
const countOf = async (table: string) => (await server.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

it('writes nothing, fails nothing, and the punches that follow are recorded as usual', async () => {
  const tables = ['timesheet_entries', 'login_failures', 'used_device_challenges', 'refresh_tokens'];
  const before = await Promise.all(tables.map(countOf));
  await warmUpHotPath({ db: server.db, log: silentLog as never });
  expect(silentLog.warn).not.toHaveBeenCalled();
  expect(await Promise.all(tables.map(countOf))).toEqual(before);

  const site = await createLocation(server);
  expect((await checkIn(await employee(server), site, { location_id: site.id })).status).toBe(201);
});

const onPglite = usingPostgres ? it.skip : it;
if (usingPostgres) process.stderr.write("hot-path-warm-up.test.ts: PGlite's prepared-statements check is skipped with DATABASE_URL (npm test runs it on PGlite)\n");

onPglite('prepares every hot statement on the embedded database\'s one connection', async () => {
  await warmUpHotPath({ db: server.db, log: silentLog as never });
  const { rows } = await server.db.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
  expect(rows.map((row) => row.name).sort()).toEqual(HOT_STATEMENTS.map((statement) => statement.name).sort());
});

const onPostgres = usingPostgres ? it : it.skip;
if (!usingPostgres) process.stderr.write('hot-path-warm-up.test.ts: the prepared-statements check is skipped without DATABASE_URL (.ci/run runs it on PostgreSQL)\n');

onPostgres('prepares every hot statement on every connection of the pool', async () => {
  const poolSize = 3;
  const db = await openPostgresDatabase({ url: process.env.DATABASE_URL!, schema: server.config.databaseSchema, poolSize });
  try {
    await db.warmUp(HOT_STATEMENTS);
    // Three transactions held at once: three different connections.
    const names = await Promise.all(
      Array.from({ length: poolSize }, () =>
        db.transaction(async (tx) => {
          const { rows } = await tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
          await tx.query('SELECT pg_sleep(0.2)');
          return rows.map((row) => row.name).sort();
        }),
      ),
    );
    const expected = HOT_STATEMENTS.map((statement) => statement.name).sort();
    expect(names).toEqual(Array.from({ length: poolSize }, () => expected));
  } finally {
    await db.close();
  }
});
