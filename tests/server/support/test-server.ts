/// <reference path="../../../server/fastify-augment.d.ts" />
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { hashPassword } from '../../../server/passwords/passwords';
import type { LoginResponse } from '../../../src/core/contract';
import type { AppConfig } from '../../../server/app-config';
import { buildApp } from '../../../server/app';
import { IN_MEMORY, loadConfig } from '../../../server/config';
import type { Database } from '../../../server/db/database.port';
import { openPgliteDatabase } from '../../../server/db/pglite-database';
import { api } from './api';
import { migratedPglite } from './migrated-pglite';

/**
 * A real server on a free port for one test file: fresh embedded PGlite (in memory, or `dataDir`), or,
 * when DATABASE_URL is set, PostgreSQL in a schema of its own (test_<random>, dropped on close).
 * Share one per file (beforeAll/afterAll): creating a database takes a few seconds.
 */
export interface TestServerOptions {
  /** Overrides of the test configuration (e.g. refreshReuseGraceSeconds, login limits). */
  config?: Partial<AppConfig>;
  /** A PGlite folder (restart tests); ignored on PostgreSQL. Default: in memory. */
  dataDir?: string;
  /** PostgreSQL only: reuse this schema instead of creating one (restart tests); it is then not dropped on close. */
  schema?: string;
}

export interface TestUserOverrides {
  username?: string;
  password?: string;
  email?: string;
  employee_id?: string;
  first_name?: string;
  last_name?: string;
  is_admin?: boolean;
  two_factor_enabled?: boolean;
  can_access_all_locations?: boolean;
  require_device_change_confirmation?: boolean;
  authorized_locations?: number[];
  /** The device this user logs in from by default (not bound until the first login). */
  deviceId?: string;
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  isAdmin: boolean;
  deviceId: string;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  db: Database;
  config: AppConfig;
  /** The administrator created at start, logged in from admin.deviceId. */
  admin: TestUser;
  adminToken: string;
  /** Inserts a user directly (NEW_USER_DEFAULTS; password 'password123'); unique names are generated. */
  createUser(overrides?: TestUserOverrides): Promise<TestUser>;
  /** POST /api/auth/login/ from `deviceId` (default user.deviceId); throws unless 200. */
  loginAs(user: TestUser, deviceId?: string): Promise<LoginResponse>;
  close(): Promise<void>;
}

/**
 * A new account's flags when nobody sets them (docs/behaviour.md, "Roles and permissions"), as the API shows them:
 * an employee, device-checked, allowed at every place, confirming device changes in the reassociation dialog, in no group,
 * managing none.
 */
export const NEW_USER_DEFAULTS = {
  is_admin: false,
  two_factor_enabled: true,
  can_access_all_locations: true,
  require_device_change_confirmation: true,
  authorized_locations: [],
  gruppo: null,
  managed_groups: [],
  totp_enabled: false,
  totp_suspended: false,
};

/** A device fingerprint as the client sends it (64 lower-case hex digits of SHA-256). */
export const FINGERPRINT = 'c0ffee42'.repeat(8);

export const usingPostgres = Boolean(process.env.DATABASE_URL);

const hashes = new Map<string, Promise<string>>();
/** One argon2 hash per distinct password for the whole test file (hashing is deliberately slow). */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

let sequence = 0;

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? (options.schema ?? `test_${randomBytes(6).toString('hex')}`) : undefined;
  if (databaseUrl && !options.schema) await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);

  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: options.dataDir ?? IN_MEMORY, JWT_SECRET: 'test-secret-test-secret-test-secret-0123' }),
    port: 0,
    host: '127.0.0.1',
    databaseUrl,
    databaseSchema: schema,
    webDir: '/nonexistent-web-dir',
    logLevel: 'silent',
    ...options.config,
  };
  // No retention purge behind the tests' back: some insert punches of years ago; tests/server/retention runs it itself.
  // No reminder job either: tests/server/reminders runs its ticks itself, at the instants it chooses.
  // In memory, from the migrated copy (migrated-pglite.ts); a folder, or PostgreSQL, is opened and migrated by the app.
  const inMemory = !databaseUrl && config.dataDir === IN_MEMORY;
  const db = inMemory ? await openPgliteDatabase(IN_MEMORY, await migratedPglite()) : undefined;
  const app = await buildApp(config, { db, logger: false, retention: false, reminders: false }).catch(async (error: unknown) => {
    await db?.close();
    throw error;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  const createUser = async (overrides: TestUserOverrides = {}): Promise<TestUser> => {
    const n = `${process.pid}${++sequence}${randomBytes(2).toString('hex')}`;
    const password = overrides.password ?? 'password123';
    const username = overrides.username ?? `user${n}`;
    const { rows } = await app.db.query<{ id: number; is_admin: boolean }>(
      `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash, is_admin, two_factor_enabled,
                          can_access_all_locations, require_device_change_confirmation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id, is_admin`,
      [
        username,
        overrides.email ?? `${username}@example.test`,
        overrides.first_name ?? 'Test',
        overrides.last_name ?? `User ${n}`,
        overrides.employee_id ?? `EMP${n}`,
        await cachedHash(password),
        overrides.is_admin ?? NEW_USER_DEFAULTS.is_admin,
        overrides.two_factor_enabled ?? NEW_USER_DEFAULTS.two_factor_enabled,
        overrides.can_access_all_locations ?? NEW_USER_DEFAULTS.can_access_all_locations,
        overrides.require_device_change_confirmation ?? NEW_USER_DEFAULTS.require_device_change_confirmation,
      ],
    );
    const id = rows[0].id;
    for (const locationId of overrides.authorized_locations ?? []) {
      await app.db.query('INSERT INTO user_locations (user_id, location_id) VALUES ($1, $2)', [id, locationId]);
    }
    return { id, username, password, isAdmin: rows[0].is_admin, deviceId: overrides.deviceId ?? `device-${n}` };
  };

  const loginAs = async (user: TestUser, deviceId = user.deviceId): Promise<LoginResponse> => {
    const response = await api(url).post('/api/auth/login/', { username: user.username, password: user.password, device_id: deviceId, fingerprint: FINGERPRINT });
    if (response.status !== 200) throw new Error(`login of ${user.username} failed: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as LoginResponse;
  };

  const admin = await createUser({ is_admin: true, first_name: 'Admin' });
  const adminToken = (await loginAs(admin)).access;

  return {
    url,
    app,
    db: app.db,
    config,
    admin,
    adminToken,
    createUser,
    loginAs,
    async close() {
      await app.close();
      await db?.close(); // given to the app, so not closed by it
      if (databaseUrl && !options.schema) await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    },
  };
}

async function adminQuery(databaseUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
