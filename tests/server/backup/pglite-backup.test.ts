/**
 * `npm run backup` and `npm run restore` on the embedded database (README, "Backup"): the running server takes the
 * backup itself (its folder is locked to it), punches keep being answered meanwhile, and the restore into a new
 * folder holds every row of every table.
 */
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import { describeOnPglite } from '../support/database-only';
import { checkIn, createLocation, employee, type Employee, type LocationFixture } from '../support/punch-fixtures';
import { startTestServer, type TestServer } from '../support/test-server';
import { manifestRows, punchWhile, rowCounts, runScript, tableFingerprints } from './backup-support';

describeOnPglite('backup and restore of the embedded database', () => {
  let folder: string;
  let server: TestServer;
  let site: LocationFixture;
  let staff: Employee[];

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'timbrature-backup-'));
    server = await startTestServer({ dataDir: join(folder, 'data') });
    site = await createLocation(server);
    staff = await Promise.all(Array.from({ length: 4 }, () => employee(server)));
    for (const who of staff) expect((await checkIn(who, site, { location_id: site.id })).status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const dataEnv = (dataDir: string) => ({ DATA_DIR: dataDir, SECRETS_DIR: server.config.secretsDir, JWT_SECRET: server.config.jwtSecret });

  it('is taken by the running server, without its secrets, and restores every row of every table into a new folder', async () => {
    const backup = await runScript('backup', ['first.sql'], dataEnv(server.config.dataDir), folder);

    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(statSync(join(server.config.secretsDir, 'backup.sock')).mode & 0o777).toBe(0o600); // the owner's only
    expect(backup.stdout).toMatch(/^Wrote .*first\.sql \(\d.* [KM]?i?B\): taken by the running server; every other statement waited up to \d+ ms/);
    const file = join(folder, 'first.sql');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const dump = readFileSync(file, 'utf8');
    const vapidKeys = readFileSync(join(server.config.secretsDir, 'vapid-keys'), 'utf8');
    expect(dump).not.toContain(server.config.jwtSecret);
    expect(dump).not.toContain(JSON.parse(vapidKeys).privateKey);
    expect(manifestRows(dump)).toEqual(await rowCounts(server.db));

    const restored = await runScript('restore', ['first.sql'], dataEnv(join(folder, 'restored')), folder);

    expect(restored).toMatchObject({ code: 0, stderr: '' });
    expect(restored.stdout).toContain('equal to the counts the backup took in its snapshot');
    expect(restored.stdout).toContain('Database schema up to date.');
    const copy = await openPgliteDatabase(join(folder, 'restored'));
    try {
      const fingerprints = await tableFingerprints(copy);
      expect(fingerprints).toEqual(await tableFingerprints(server.db));
      expect(fingerprints.timesheet_entries).toMatch(/^4 rows/);
    } finally {
      await copy.close();
    }
  });

  it('keeps answering punches while the backup runs, and restores exactly the rows its snapshot counted', async () => {
    const before = (await rowCounts(server.db)).timesheet_entries;
    const backup = runScript('backup', ['during-punches.sql'], dataEnv(server.config.dataDir), folder);
    const statuses = await punchWhile(backup, staff, site);

    expect(await backup).toMatchObject({ code: 0, stderr: '' });
    expect(statuses.length).toBeGreaterThan(staff.length);
    expect(statuses.filter((status) => status !== 201)).toEqual([]);
    const counted = manifestRows(readFileSync(join(folder, 'during-punches.sql'), 'utf8'));
    const after = (await rowCounts(server.db)).timesheet_entries;
    expect(counted.timesheet_entries).toBeGreaterThanOrEqual(before);
    expect(counted.timesheet_entries).toBeLessThanOrEqual(after);

    const restored = await runScript('restore', ['during-punches.sql'], dataEnv(join(folder, 'restored-during')), folder);

    expect(restored).toMatchObject({ code: 0, stderr: '' });
    const copy = await openPgliteDatabase(join(folder, 'restored-during'));
    try {
      expect(await rowCounts(copy)).toEqual(counted);
    } finally {
      await copy.close();
    }
  });

  it('refuses to restore into a folder that is not empty, and leaves it as it was', async () => {
    const before = await tableFingerprints(server.db);
    const intoLive = await runScript('restore', ['first.sql'], dataEnv(server.config.dataDir), folder);

    expect(intoLive.code).toBe(1);
    expect(intoLive.stderr).toContain(`DATA_DIR ${server.config.dataDir} is not empty`);
    expect(intoLive.stderr).toContain('Nothing was restored.');
    expect(await tableFingerprints(server.db)).toEqual(before);

    const other = join(folder, 'not-empty');
    writeFileSync(join(folder, 'keep.txt'), 'x');
    rmSync(other, { recursive: true, force: true });
    await runScript('restore', ['first.sql'], dataEnv(other), folder); // a first restore fills it
    const again = await runScript('restore', ['first.sql'], dataEnv(other), folder);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('is not empty (it holds pgdata)');
  });

  it('reads the folder itself once the server is stopped', async () => {
    const running = await rowCounts(server.db);
    await server.close();

    const backup = await runScript('backup', ['stopped.sql'], dataEnv(server.config.dataDir), folder);

    expect(backup).toMatchObject({ code: 0, stderr: '' });
    expect(backup.stdout).toContain('the server is stopped: taken from the data folder');
    expect(manifestRows(readFileSync(join(folder, 'stopped.sql'), 'utf8'))).toEqual(running);
  });
});
