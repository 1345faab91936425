/**
 * `npm run retention` (server/scripts/retention.ts) in a process of its own on the configured database, as an operator
 * runs it (docs/behaviour.md, "Retention"): --dry-run prints the cut-off and what the purge would delete, deleting
 * nothing; without it the purge runs once and prints what it deleted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { copyMigratedPgliteInto } from '../support/migrated-pglite';
import { insertCorrectionHistory, insertLocalPunch, insertNotification, insertRefreshToken, tableCounts } from '../support/retention-fixtures';
import { startTestServer, usingPostgres } from '../support/test-server';
import { runTsxScript, type ScriptRun } from '../support/tsx-process';

const JWT_SECRET = 'test-secret-test-secret-test-secret-0123';

const dataDir = mkdtempSync(join(tmpdir(), 'timbrature-retention-'));
const schema = usingPostgres ? `test_${randomBytes(6).toString('hex')}` : undefined;
/** The same database each time: the PGlite folder (one process at a time), or a PostgreSQL schema kept across closes. */
const openServer = () => startTestServer({ dataDir, schema });

// The folder starts as the migrated empty database, as a first start leaves it (creating one takes seconds).
beforeAll(() => (usingPostgres ? undefined : copyMigratedPgliteInto(dataDir)));

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (!schema) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

function runRetention(args: string[]): Promise<ScriptRun> {
  const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir, JWT_SECRET, DATABASE_SCHEMA: schema };
  if (!usingPostgres) delete env.DATABASE_URL;
  return runTsxScript('server/scripts/retention.ts', args, env);
}

/** The "table  count" lines of the command's output. */
function printedCounts(stdout: string): Record<string, number> {
  return Object.fromEntries([...stdout.matchAll(/^ {2}(\w+) +(\d+)$/gm)].map(([, table, count]) => [table, Number(count)]));
}

it('--dry-run prints what the purge would delete and deletes nothing; the purge then deletes exactly that', async () => {
  const seeding = await openServer();
  const employee = await seeding.createUser();
  const old = await insertLocalPunch(seeding.db, { userId: employee.id, day: '2015-03-02', time: '08:00', timezone: 'Europe/Rome' });
  await insertCorrectionHistory(seeding.db, old.id, employee.id, seeding.admin.id);
  await insertLocalPunch(seeding.db, { userId: employee.id, day: new Date().toISOString().slice(0, 10), time: '08:00', timezone: 'Europe/Rome' });
  await insertNotification(seeding.db, seeding.admin.id, { createdDaysAgo: 50, readDaysAgo: 40 });
  await insertRefreshToken(seeding.db, employee.id, { expiresInSeconds: -60 });
  const before = await tableCounts(seeding.db);
  await seeding.close();
  const expected = { timesheet_entries: 1, audit_log: 3, correction_requests: 1, notifications: 1, refresh_tokens: 1, offline_punches: 0 };

  const dryRun = await runRetention(['--dry-run']);
  expect(dryRun).toMatchObject({ code: 0, stderr: '' });
  expect(dryRun.stdout).toMatch(/^Punches of business days before \d{4}-\d{2}-\d{2} \(5 years, Europe\/Rome\)/);
  expect(dryRun.stdout).toContain('Dry run, nothing deleted. The purge would delete:');
  expect(printedCounts(dryRun.stdout)).toEqual(expected);

  const purge = await runRetention([]);
  expect(purge).toMatchObject({ code: 0, stderr: '' });
  expect(purge.stdout).toMatch(/Deleted \(\d+ statements\):/);
  expect(printedCounts(purge.stdout)).toEqual(expected); // the dry run had left them all

  const after = await openServer();
  try {
    const counts = await tableCounts(after.db);
    expect(counts.timesheet_entries).toBe(before.timesheet_entries - 1);
    expect(counts.correction_requests).toBe(0);
    expect(counts.notifications).toBe(0);
  } finally {
    await after.close();
  }
}, 120_000);

it('refuses an argument it does not know, before opening the database', async () => {
  const result = await runRetention(['--dryrun']);
  expect(result.code).toBe(1);
  expect(result.stderr).toContain('unknown argument --dryrun\nusage: npm run retention [-- --dry-run]');
});
