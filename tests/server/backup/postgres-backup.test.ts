/**
 * `npm run backup` and `npm run restore` on PostgreSQL (README, "Backup"): pg_dump of the server's schema in one
 * snapshot with its counts while punches go on, restored with psql into a new database, every row of every table.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgresDatabase } from '../../../server/db/postgres-database';
import { describeOnPostgres } from '../support/database-only';
import { checkIn, createLocation, employee, type Employee, type LocationFixture } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { manifestRows, punchWhile, rowCounts, runScript, tableFingerprints } from './backup-support';

describeOnPostgres('backup and restore on PostgreSQL', () => {
  const databaseUrl = process.env.DATABASE_URL ?? '';
  const restoredDatabase = `backup_test_${randomBytes(5).toString('hex')}`;
  const restoredUrl = urlOfDatabase(databaseUrl, restoredDatabase);
  let folder: string;
  let server: TestServer;
  let site: LocationFixture;
  let staff: Employee[];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'timbrature-backup-'));
    server = await startTestServer();
    site = await createLocation(server);
    staff = await Promise.all(Array.from({ length: 4 }, () => employee(server)));
    for (const who of staff) expect((await checkIn(who, site, { location_id: site.id })).status).toBe(201);
    await adminQuery(databaseUrl, `CREATE DATABASE ${restoredDatabase}`);
  });
  afterAll(async () => {
    await server?.close();
    await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${restoredDatabase}`);
    rmSync(folder, { recursive: true, force: true });
  });

  const env = (url: string) => ({ DATABASE_URL: url, DATABASE_SCHEMA: server.config.databaseSchema!, DATA_DIR: join(folder, 'unused'), JWT_SECRET: server.config.jwtSecret });

  it('dumps the schema in one snapshot while punches go on, and restores every row of every table into a new database', async () => {
    const before = (await rowCounts(server.db)).timesheet_entries;
    const backup = runScript('backup', ['during-punches.sql'], env(databaseUrl), folder);
    const statuses = await punchWhile(backup, staff, site);

    const done = await backup;
    expect(done).toMatchObject({ code: 0, stderr: '' });
    expect(done.stdout).toContain(`pg_dump of the schema ${server.config.databaseSchema}, in one snapshot with the counts`);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const counted = manifestRows(readFileSync(join(folder, 'during-punches.sql'), 'utf8'));
    expect(counted.timesheet_entries).toBeGreaterThanOrEqual(before);

    const restored = await runScript('restore', ['during-punches.sql'], env(restoredUrl), folder);

    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain('equal to the counts the backup took in its snapshot');
    const copy = await openPostgresDatabase({ url: restoredUrl, schema: server.config.databaseSchema, poolSize: 2, statementTimeoutMs: 0 });
    try {
      expect(await rowCounts(copy)).toEqual(counted);
    } finally {
      await copy.close();
    }
  });

  it('restores, from a backup of a quiet server, the very rows it holds', async () => {
    const second = `${restoredDatabase}_b`;
    const secondUrl = urlOfDatabase(databaseUrl, second);
    await adminQuery(databaseUrl, `CREATE DATABASE ${second}`);
    try {
      expect((await runScript('backup', ['quiet.sql'], env(databaseUrl), folder)).code).toBe(0);
      const restored = await runScript('restore', ['quiet.sql'], env(secondUrl), folder);
      expect(restored).toMatchObject({ code: 0, stderr: '' });
      const copy = await openPostgresDatabase({ url: secondUrl, schema: server.config.databaseSchema, poolSize: 2, statementTimeoutMs: 0 });
      try {
        const fingerprints = await tableFingerprints(copy);
        expect(fingerprints).toEqual(await tableFingerprints(server.db));
        expect(Number.parseInt(fingerprints.timesheet_entries, 10)).toBeGreaterThan(staff.length);
      } finally {
        await copy.close();
      }
    } finally {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS ${second}`);
    }
  });

  it('refuses to restore into a schema that is not empty, and leaves it as it was', async () => {
    const before = await tableFingerprints(server.db);

    const intoLive = await runScript('restore', ['during-punches.sql'], env(databaseUrl), folder);

    expect(intoLive.code).toBe(1);
    expect(intoLive.stderr).toContain(`The schema ${server.config.databaseSchema} of database ${new URL(databaseUrl).pathname.slice(1)} is not empty`);
    expect(intoLive.stderr).toContain('Nothing was restored.');
    expect(await tableFingerprints(server.db)).toEqual(before);
  });
});

/** DATABASE_URL with another database's name (the block's body is read even when it is skipped: '' gives ''). */
function urlOfDatabase(databaseUrl: string, database: string): string {
  if (!databaseUrl) return '';
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
