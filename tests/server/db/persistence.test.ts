import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { ApiPaths } from '../../../src/core/contract';
import { loadConfig } from '../../../server/config';
import { DataDirLockedError, lockDataDir } from '../../../server/db/data-dir-lock';
import { migrate } from '../../../server/db/migrator';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import { openPostgresDatabase } from '../../../server/db/postgres-database';
import { api } from '../support/api';
import { describeOnPglite, describeOnPostgres } from '../support/database-only';
import { copyMigratedPgliteInto } from '../support/migrated-pglite';
import { FINGERPRINT, startTestServer } from '../support/test-server';

const MIGRATIONS = readdirSync(join(__dirname, '../../../server/db/migrations')).filter((f) => f.endsWith('.sql')).length;

describeOnPglite('the embedded database folder', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'timbrature-data-'));
  // From the migrated copy: creating and migrating a cluster on disk took over a minute on a busy machine, and a first
  // start on a new folder is pglite-backup.test.ts's.
  beforeAll(() => copyMigratedPgliteInto(dataDir));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps its data across a restart on the same folder', async () => {
    const first = await startTestServer({ dataDir });
    const user = await first.createUser({ username: 'persistent.user' });
    await first.loginAs(user);
    await first.close();

    const second = await startTestServer({ dataDir });
    try {
      const login = await api(second.url).post(ApiPaths.login, { username: 'persistent.user', password: user.password, device_id: user.deviceId, fingerprint: FINGERPRINT });
      expect(login.status).toBe(200);
      expect(login.body.user).toMatchObject({ id: user.id, has_device: true });
    } finally {
      await second.close();
    }
  });

  it('refuses a second server on the same folder with a clear message, and frees it on close', async () => {
    const running = await startTestServer({ dataDir });
    try {
      await expect(startTestServer({ dataDir })).rejects.toThrow(DataDirLockedError);
      await expect(startTestServer({ dataDir })).rejects.toThrow(/in use by another Timbrature server \(pid \d+\)/);
    } finally {
      await running.close();
    }
    const again = await startTestServer({ dataDir });
    await again.close();
  });

  it('takes over the lock of a process that no longer runs', () => {
    const folder = mkdtempSync(join(tmpdir(), 'timbrature-lock-'));
    writeFileSync(join(folder, 'timbrature.lock'), '2147483646\nstale-token\n'); // no such pid
    const lock = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    lock.release();
    lockDataDir(folder).release();
    expect(readdirSync(folder)).toEqual([]);
    rmSync(folder, { recursive: true });
  });

  it('takes over a lock naming this process that this process did not take (a restart reusing the pid)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'timbrature-lock-'));
    // Left by a crashed server whose pid the restarted container handed to this one.
    writeFileSync(join(folder, 'timbrature.lock'), `${process.pid}\nleft-by-the-dead-server\n`);
    const lock = lockDataDir(folder);
    expect(readFileSync(join(folder, 'timbrature.lock'), 'utf8')).not.toContain('left-by-the-dead-server');
    // A lock this process did take still refuses a second opening in this process.
    expect(() => lockDataDir(folder)).toThrow(DataDirLockedError);
    lock.release();
    expect(readdirSync(folder)).toEqual([]);
    rmSync(folder, { recursive: true });
  });

  it('refuses a second opening in this process through another name of the same folder (a symlink)', () => {
    const folder = mkdtempSync(join(tmpdir(), 'timbrature-lock-'));
    const alias = `${folder}-alias`;
    symlinkSync(folder, alias);
    const lock = lockDataDir(folder);
    expect(() => lockDataDir(alias)).toThrow(DataDirLockedError);
    lock.release();
    rmSync(alias);
    rmSync(folder, { recursive: true });
  });

  it('applies migrations once: a second run applies nothing', async () => {
    const db = await openPgliteDatabase(loadConfig({ DATA_DIR: ':memory:' }).dataDir);
    try {
      expect((await migrate(db)).applied).toHaveLength(MIGRATIONS);
      expect((await migrate(db)).applied).toEqual([]);
      const versions = await db.query('SELECT version FROM schema_migrations');
      expect(versions.rows).toHaveLength(MIGRATIONS);
    } finally {
      await db.close();
    }
  });
});

describeOnPostgres('PostgreSQL', () => {
  const url = process.env.DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  beforeAll(() => admin(`CREATE SCHEMA ${schema}`));
  afterAll(() => admin(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));

  it('applies migrations exactly once when two processes start together', async () => {
    const [a, b] = await Promise.all([1, 2].map(() => openPostgresDatabase({ url, schema, poolSize: 2 })));
    try {
      const [ra, rb] = await Promise.all([migrate(a), migrate(b)]);
      expect(ra.applied.length + rb.applied.length).toBe(MIGRATIONS);
      expect((await migrate(a)).applied).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('keeps its data across a restart', async () => {
    const first = await startTestServer({ schema });
    const user = await first.createUser();
    await first.close();
    const second = await startTestServer({ schema });
    try {
      expect((await second.loginAs(user)).user.id).toBe(user.id);
    } finally {
      await second.close();
    }
  });
});
