import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { describeOnPglite, describeOnPostgres } from '../support/database-only';
import { copyMigratedPgliteInto } from '../support/migrated-pglite';
import { spawnServer, stopServer, waitUntilHealthy, type ServerProcess } from '../support/server-process';
import { FINGERPRINT } from '../support/test-server';

/**
 * The generated JWT secret is kept out of the data folder (README, "Configuration" and "Backup"): a copy of the
 * database must not be able to sign an administrator's token nor open the verification-code secrets.
 */
jest.setTimeout(90_000);

const ADMIN = { username: 'boss', password: 'boss-password-1' };
const mode = (path: string) => statSync(path).mode & 0o777;

let root: string;
beforeAll(() => (root = mkdtempSync(join(tmpdir(), 'timbrature-secrets-'))));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A server process on env's DATA_DIR; a new PGlite folder gets the migrated database first (what a start leaves). */
async function started(env: Record<string, string>): Promise<ServerProcess> {
  if (!env.DATABASE_URL && !existsSync(env.DATA_DIR)) await copyMigratedPgliteInto(env.DATA_DIR);
  const server = await spawnServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...env });
  await waitUntilHealthy(server).catch((error: unknown) => {
    server.child.kill('SIGKILL');
    throw error;
  });
  return server;
}

async function adminToken(url: string): Promise<string> {
  const login = await api(url).post(ApiPaths.login, { ...ADMIN, device_id: 'secrets-desk', fingerprint: FINGERPRINT });
  expect(login.status).toBe(200);
  return login.body.access;
}

describeOnPglite('the generated JWT secret', () => {
  it('is kept beside the data folder, in <DATA_DIR>-secrets (0700) as jwt-secret (0600), never inside DATA_DIR', async () => {
    const dataDir = join(root, 'default', 'data');
    const server = await started({ DATA_DIR: dataDir });
    expect(await stopServer(server)).toBe(0);

    const secretsDir = join(root, 'default', 'data-secrets');
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(existsSync(join(secretsDir, 'jwt-secret'))).toBe(true);
    expect(mode(secretsDir)).toBe(0o700);
    expect(mode(join(secretsDir, 'jwt-secret'))).toBe(0o600);
  });

  it('is kept in SECRETS_DIR when it is set, and the same secret is used after a restart', async () => {
    const dataDir = join(root, 'explicit', 'data');
    const secretsDir = join(root, 'elsewhere', 'keys');
    const first = await started({ DATA_DIR: dataDir, SECRETS_DIR: secretsDir });
    const token = await adminToken(first.url);
    expect(await stopServer(first)).toBe(0);
    expect(mode(join(secretsDir, 'jwt-secret'))).toBe(0o600);
    expect(existsSync(join(root, 'explicit', 'data-secrets'))).toBe(false);

    const second = await started({ DATA_DIR: dataDir, SECRETS_DIR: secretsDir });
    try {
      const profile = await api(second.url).get(ApiPaths.profile, token);
      expect([profile.status, profile.body]).toEqual([200, expect.anything()]);
    } finally {
      await stopServer(second);
    }
  });

  it("is moved out of an older installation's data folder at start-up, logged once, and the tokens signed before stay valid", async () => {
    const dataDir = join(root, 'upgrade', 'data');
    const secretsDir = join(root, 'upgrade', 'data-secrets');
    const before = await started({ DATA_DIR: dataDir });
    const token = await adminToken(before.url);
    expect(await stopServer(before)).toBe(0);
    // What an installation of an earlier version has: the secret inside its data folder, no secrets folder (nor the
    // VAPID keys generated beside the secret since).
    renameSync(join(secretsDir, 'jwt-secret'), join(dataDir, 'jwt-secret'));
    rmSync(secretsDir, { recursive: true });
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8');

    const upgraded = await started({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    try {
      expect((await api(upgraded.url).get(ApiPaths.profile, token)).status).toBe(200);
    } finally {
      expect(await stopServer(upgraded)).toBe(0);
    }
    expect(upgraded.output().match(/JWT secret moved/g)).toHaveLength(1);
    expect(upgraded.output()).toContain(`${join(dataDir, 'jwt-secret')} to ${join(secretsDir, 'jwt-secret')}`);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(readFileSync(join(secretsDir, 'jwt-secret'), 'utf8')).toBe(secret);
    expect(mode(join(secretsDir, 'jwt-secret'))).toBe(0o600);

    const again = await started({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(await stopServer(again)).toBe(0);
    expect(again.output()).not.toContain('JWT secret moved');
  });

  it('removes a copy left in the data folder (a backup restored over it) when it is the same secret', async () => {
    const dataDir = join(root, 'restored', 'data');
    const secretsDir = join(root, 'restored', 'data-secrets');
    expect(await stopServer(await started({ DATA_DIR: dataDir }))).toBe(0);
    writeFileSync(join(dataDir, 'jwt-secret'), readFileSync(join(secretsDir, 'jwt-secret')), { mode: 0o600 });

    const server = await started({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    expect(await stopServer(server)).toBe(0);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(server.output()).toContain('copy of the JWT secret removed');
  });

  it('refuses a secrets folder others may write, saying how to fix it', async () => {
    const secretsDir = join(root, 'shared-secrets');
    mkdirSync(secretsDir);
    chmodSync(secretsDir, 0o777);
    const server = await spawnServer({ DATA_DIR: join(root, 'shared-data'), SECRETS_DIR: secretsDir });
    const stillRunning = new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), 30_000).unref());
    try {
      expect(await Promise.race([server.exited, stillRunning])).toBe(1);
    } finally {
      server.child.kill('SIGKILL'); // had it started, it must not outlive the test
    }
    expect(server.output()).toContain(`chmod 700 ${secretsDir}`);
    expect(server.output()).toContain('SECRETS_DIR');
    expect(server.output()).not.toMatch(/\n\s+at /); // the message, not a stack trace
  });
});

describeOnPostgres('the generated JWT secret with PostgreSQL', () => {
  it('is kept in the secrets folder; no data folder is created (the database is elsewhere)', async () => {
    const dataDir = join(root, 'postgres', 'data');
    const schema = `secrets_${process.pid}`;
    const server = await started({ DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: schema });
    try {
      expect(await stopServer(server)).toBe(0);
      expect(mode(join(root, 'postgres', 'data-secrets', 'jwt-secret'))).toBe(0o600);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      await dropSchema(schema);
    }
  });
});

async function dropSchema(schema: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
}
