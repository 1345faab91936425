import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ApiPaths } from '../../../src/core/contract';
import { api } from '../support/api';
import { copyMigratedPgliteInto } from '../support/migrated-pglite';
import { spawnServer, stopServer, waitUntilHealthy } from '../support/server-process';
import { FINGERPRINT, usingPostgres } from '../support/test-server';

/**
 * An administrator's verification-code secret in the database while SECRETS_KEY is unset: the key that encrypts it is
 * derived from the JWT secret, so the start-up says so once, at warn (README, "Configuration": SECRETS_KEY).
 */
jest.setTimeout(90_000);

const ADMIN = { username: 'boss', password: 'boss-password-1' };
const WARNING = 'SECRETS_KEY is not set';
const SECRETS_KEY = randomBytes(48).toString('base64url');

let root: string;
const schema = `secrets_key_${randomBytes(4).toString('hex')}`;
/** PGlite in a folder of its own, or the run's PostgreSQL in a schema of its own. */
const databaseEnv = (): Record<string, string> =>
  usingPostgres ? { DATA_DIR: join(root, 'data'), DATABASE_URL: process.env.DATABASE_URL!, DATABASE_SCHEMA: schema } : { DATA_DIR: join(root, 'data') };

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'timbrature-secrets-key-'));
  // The migrated empty database, as a first start leaves it: what is tested is the start-ups after it.
  if (!usingPostgres) await copyMigratedPgliteInto(join(root, 'data'));
});
afterAll(async () => {
  rmSync(root, { recursive: true, force: true });
  if (!usingPostgres) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

/** Starts, runs `meanwhile`, stops; the warn lines naming SECRETS_KEY that the start-up logged. */
async function warningsOfAStart(env: Record<string, string>, meanwhile?: (url: string) => Promise<void>): Promise<string[]> {
  const server = await spawnServer({ ...databaseEnv(), ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password, ...env });
  try {
    await waitUntilHealthy(server);
    await meanwhile?.(server.url);
  } finally {
    expect(await stopServer(server)).toBe(0);
  }
  return server
    .output()
    .split('\n')
    .filter((line) => line.includes(WARNING));
}

async function setUpVerificationCode(url: string): Promise<void> {
  const client = api(url);
  const login = await client.post(ApiPaths.login, { ...ADMIN, device_id: 'warning-desk', fingerprint: FINGERPRINT });
  expect(login.status).toBe(200);
  expect((await client.post(ApiPaths.totpSetup, undefined, login.body.access)).status).toBe(200); // a pending secret, sealed
}

it('warns once at start-up when a verification-code secret is stored and SECRETS_KEY is unset; not when it is set', async () => {
  expect(await warningsOfAStart({}, setUpVerificationCode)).toEqual([]); // no secret stored at this start yet

  const warnings = await warningsOfAStart({});
  expect(warnings).toHaveLength(1);
  expect(JSON.parse(warnings[0]).level).toBe(40); // pino's warn

  expect(await warningsOfAStart({ SECRETS_KEY })).toEqual([]);
});
