/**
 * Without PostgreSQL's client programs on PATH, `npm run backup` and `npm run restore` on PostgreSQL say which package
 * to install and stop before anything is written (README, "Backup"). Runs on either database: the check comes before
 * any connection.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runScript } from './backup-support';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'timbrature-backup-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const env = { PATH: '', DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none', DATA_DIR: join(tmpdir(), 'unused'), JWT_SECRET: 'x'.repeat(40) };

it('a backup without pg_dump names the package to install, and writes no file', async () => {
  const run = await runScript('backup', ['b.sql'], env, folder);

  expect(run.code).toBe(1);
  expect(run.stderr.trim()).toBe(
    'pg_dump was not found on PATH: it comes with PostgreSQL\'s client programs. On Debian or Ubuntu install the package ' +
      'postgresql-client (apt-get install postgresql-client), of the server\'s major version or newer, then try again.',
  );
  expect(existsSync(join(folder, 'b.sql'))).toBe(false);
  expect(existsSync(join(folder, 'b.sql.partial'))).toBe(false);
});

it('a restore without psql names the package to install', async () => {
  const file = join(folder, 'r.sql');
  writeFileSync(file, `-- timbrature-backup ${JSON.stringify({ format: 1, database: 'postgres', schema: null, takenAt: new Date().toISOString(), rows: {} })}\n`);

  const run = await runScript('restore', ['r.sql'], env, folder);

  expect(run.code).toBe(1);
  expect(run.stderr).toContain('psql was not found on PATH');
  expect(run.stderr).toContain('install the package postgresql-client');
});
