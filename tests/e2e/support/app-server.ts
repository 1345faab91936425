import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { copyMigratedPgliteInto } from '../../server/support/migrated-pglite';
import { TSX_NODE_ARGS } from '../../server/support/tsx-process';
import { LOGS_DIR, REPO_ROOT, slug } from './paths';

export const ADMIN_USERNAME = 'admin.e2e';
export const ADMIN_PASSWORD = 'Admin-e2e-2024!';

export interface AppServer {
  /** http://127.0.0.1:<port>, serving the SPA and the API. */
  url: string;
  /** 'pglite' or 'postgres', for the report line and the file names. */
  database: 'pglite' | 'postgres';
  logPath: string;
  stop(): Promise<void>;
}

export interface AppServerOptions {
  /** Names the log file and the PostgreSQL schema. */
  name: string;
  /** The built SPA to serve (WEB_DIR). */
  webDir: string;
  /** Extra environment for the server (e.g. ACCESS_TOKEN_TTL). */
  env?: Record<string, string>;
}

const START_TIMEOUT_MS = 90_000;
const running = new Set<ChildProcess>();
// A crashed or interrupted Jest worker must not leave servers behind holding ports and data folders.
process.on('exit', () => running.forEach((child) => child.kill('SIGKILL')));

/**
 * Starts the real server (server/main.ts through tsx, as `npm run serve` does) on a port the system picks, with
 * the first administrator from ADMIN_USERNAME/ADMIN_PASSWORD, on a fresh embedded PGlite in a temporary folder (a
 * copy of the migrated empty database, tests/server/support/migrated-pglite.ts),
 * or, when DATABASE_URL is set, on PostgreSQL in a schema of its own that is dropped on stop.
 */
export async function startAppServer(options: AppServerOptions): Promise<AppServer> {
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  // The data folder inside a temporary folder of its own: anything kept beside it (SECRETS_DIR's default) goes too.
  const tempDir = mkdtempSync(join(tmpdir(), 'timbrature-e2e-'));
  const dataDir = join(tempDir, 'data');
  const schema = databaseUrl ? `e2e_${slug(options.name).replace(/\W/g, '_').toLowerCase().slice(0, 30)}_${randomBytes(4).toString('hex')}` : undefined;
  if (databaseUrl) await adminQuery(databaseUrl, `CREATE SCHEMA ${schema}`);
  // On PGlite the server starts from the migrated copy (a new cluster and its migrations take seconds more).
  else await copyMigratedPgliteInto(dataDir);

  mkdirSync(LOGS_DIR, { recursive: true });
  const logPath = join(LOGS_DIR, `${slug(options.name)}.server.log`);
  const log = openSync(logPath, 'w');
  const child = spawn(process.execPath, [...TSX_NODE_ARGS, 'server/main.ts'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The system picks the port as the server binds it; the server's log says which (see findListeningUrl).
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? '',
      DATABASE_SCHEMA: schema ?? '',
      JWT_SECRET: randomBytes(32).toString('hex'),
      ADMIN_USERNAME,
      ADMIN_PASSWORD,
      WEB_DIR: options.webDir,
      APP_TIMEZONE: 'Europe/Rome',
      LOG_LEVEL: 'info',
      ...options.env,
    },
  });
  closeSync(log);
  running.add(child);

  const cleanUp = async () => {
    running.delete(child);
    rmSync(tempDir, { recursive: true, force: true });
    if (databaseUrl) await adminQuery(databaseUrl, `DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  };
  const stop = async () => {
    await terminate(child);
    await cleanUp();
  };

  let url: string;
  try {
    url = await waitUntilHealthy(child, logPath);
    // The PostgreSQL run must really be on PostgreSQL: the server migrated its tables into the suite's schema.
    if (databaseUrl && (await tableCount(databaseUrl, schema!)) === 0) {
      throw new Error(`the server ignored DATABASE_URL: schema ${schema} has no tables after start-up`);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, database: databaseUrl ? 'postgres' : 'pglite', logPath, stop };
}

/**
 * Resolves with the server's address once it answers /api/health and serves the SPA.
 *
 * The address comes from the server's own log line "Server listening at …". An earlier version picked a free port
 * and passed it to the server. With two workers, another file's server could take that port first. This server then
 * failed to start (EADDRINUSE), while the other one answered the health check in its place. Seen once under load:
 * the accessibility journeys signed in to the TOTP journey's server.
 */
async function waitUntilHealthy(child: ChildProcess, logPath: string): Promise<string> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let url: string | undefined;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during start-up (${child.exitCode ?? child.signalCode}):\n${tail(logPath)}`);
    }
    url ??= findListeningUrl(logPath);
    try {
      if (url && (await fetch(`${url}/api/health`)).ok) {
        const index = await fetch(`${url}/login`, { headers: { accept: 'text/html' } });
        if (!(index.headers.get('content-type') ?? '').includes('text/html')) {
          throw new Error(`the server answers but does not serve the SPA (GET /login → ${index.status}); see ${logPath}`);
        }
        return url;
      }
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('the server answers')) throw error;
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not become healthy within ${START_TIMEOUT_MS / 1000} s:\n${tail(logPath)}`);
}

/** SIGTERM (the server closes the database and releases the data-folder lock), SIGKILL after 10 s. */
function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function tableCount(databaseUrl: string, schema: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1', [schema]);
    return rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
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

/** The address in the server's "Server listening at http://127.0.0.1:<port>" log line, once it is there. */
function findListeningUrl(logPath: string): string | undefined {
  let log: string;
  try {
    log = readFileSync(logPath, 'utf8');
  } catch {
    return undefined;
  }
  return /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(log)?.[1];
}

function tail(path: string): string {
  try {
    return readFileSync(path, 'utf8').split('\n').slice(-25).join('\n');
  } catch {
    return '(no server log)';
  }
}
