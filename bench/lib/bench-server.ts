/**
 * Starts the real server for a bench in a child process (server-process.ts) on a fresh database:
 * PGlite in a new temporary folder, or, on PostgreSQL (DATABASE_URL), in a new schema that is dropped
 * afterwards. The child gets its own core for the server while autocannon runs here; its log goes to
 * a file so that request logging costs what it costs in production without flooding the table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { ChildMessage, EventLoopHolds, ParentRequest } from './server-protocol';

export type DatabaseKind = 'pglite' | 'postgres';

export interface BenchServer {
  kind: DatabaseKind;
  /** http://127.0.0.1:port of the real server. */
  apiUrl: string;
  /** http://127.0.0.1:port of the bare Fastify app (/bare/insert, /bare/select) on the same database. */
  bareUrl: string;
  adminUsername: string;
  adminPassword: string;
  logFile: string;
  sql<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
  statementCount(): Promise<number>;
  /** CPU time (user + system, ms) the server process has used so far: both apps share it. */
  cpuMs(): Promise<number>;
  /** A V8 CPU profile of the server process between the two calls, written to `file`. */
  profileStart(): Promise<void>;
  profileStop(file: string): Promise<void>;
  /** Times how long the server's event loop is held from now until loopDelayStop (a request's synchronous work). */
  loopDelayStart(): Promise<void>;
  loopDelayStop(): Promise<EventLoopHolds>;
  /**
   * The server's own time for each request to `url` answered since `logMark()` (its request log's `responseTime`: from
   * the request read to the answer sent), in ms. With the client's latencies beside them, what is left is the time the
   * request waited before the server read it, or its answer before the client read it: the machine's, not the code's.
   */
  logMark(): number;
  responseTimesSince(mark: number, url: string): number[];
  /** The server process's memory (process.memoryUsage(), bytes) and its pid. */
  memory(): Promise<NodeJS.MemoryUsage & { pid: number }>;
  hashPassword(password: string): Promise<string>;
  stop(): Promise<void>;
}

export const repoRoot = path.join(__dirname, '..', '..');
const ADMIN = { username: 'benchadmin', password: 'bench-admin-password-1' };

export function databaseLabel(kind: DatabaseKind): string {
  return kind === 'pglite' ? 'PGlite' : 'PostgreSQL';
}

/** The databases to run on: PGlite always, PostgreSQL when DATABASE_URL is set (BENCH_DATABASES=postgres narrows it). */
export function databasesToRun(): DatabaseKind[] {
  const available: DatabaseKind[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
  const wanted = process.env.BENCH_DATABASES?.split(',').map((s) => s.trim());
  return wanted ? available.filter((k) => wanted.includes(k)) : available;
}

export async function startBenchServer(kind: DatabaseKind, extraEnv: Record<string, string> = {}): Promise<BenchServer> {
  const tempDir = mkdtempSync(path.join(os.tmpdir(), 'timbrature-bench-'));
  const logFile = path.join(tempDir, 'server.log');
  const schema = kind === 'postgres' ? await createSchema() : undefined;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tempDir, 'data'),
    DATABASE_URL: kind === 'postgres' ? requireDatabaseUrl() : undefined,
    DATABASE_SCHEMA: schema,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
    // Every simulated phone comes from 127.0.0.1 here; real phones have addresses of their own.
    LOGIN_MAX_ATTEMPTS_PER_IP_PER_MINUTE: '1000000',
    WEB_DIR: process.env.WEB_DIR ? path.resolve(process.env.WEB_DIR) : path.join(repoRoot, 'dist', 'web'),
    ...extraEnv,
  };
  if (kind === 'pglite') delete env.DATABASE_URL;

  const logFd = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'server-process.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', logFd, logFd, 'ipc'],
  });
  closeSync(logFd);

  const cleanup = async () => {
    if (schema) await dropSchema(schema).catch((e) => console.error(`could not drop schema ${schema}: ${e}`));
    rmSync(tempDir, { recursive: true, force: true });
  };

  let ready: Extract<ChildMessage, { type: 'ready' }>;
  try {
    ready = await waitForReady(child, logFile);
  } catch (error) {
    if (child.exitCode === null) child.kill('SIGKILL');
    await cleanup();
    throw error;
  }

  const call = ipcCaller(child);
  return {
    kind,
    apiUrl: ready.apiUrl,
    bareUrl: ready.bareUrl,
    adminUsername: ADMIN.username,
    adminPassword: ADMIN.password,
    logFile,
    sql: async <Row>(sql: string, params?: unknown[]) => (await call({ type: 'sql', sql, params })) as Row[],
    exec: async (sql: string) => void (await call({ type: 'exec', sql })),
    statementCount: async () => (await call({ type: 'statementCount' })) as number,
    cpuMs: async () => (await call({ type: 'cpuUsage' })) as number,
    profileStart: async () => void (await call({ type: 'profileStart' })),
    profileStop: async (file: string) => void (await call({ type: 'profileStop', file })),
    loopDelayStart: async () => void (await call({ type: 'loopDelayStart' })),
    loopDelayStop: async () => (await call({ type: 'loopDelayStop' })) as EventLoopHolds,
    logMark: () => statSync(logFile).size,
    responseTimesSince: (mark: number, url: string) => responseTimesIn(logFile, mark, url),
    memory: async () => (await call({ type: 'memoryUsage' })) as NodeJS.MemoryUsage & { pid: number },
    hashPassword: async (password: string) => (await call({ type: 'hash', password })) as string,
    stop: async () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      if (child.exitCode === null) {
        await Promise.race([call({ type: 'stop' }).catch(() => undefined), delay(15_000)]);
        const killTimer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killTimer);
      }
      await cleanup();
    },
  };
}

/** The `responseTime` of each request to `url` in the server's log (LOG_LEVEL info) from byte `from` on. */
function responseTimesIn(logFile: string, from: number, url: string): number[] {
  const text = readFileSync(logFile).subarray(from).toString('utf8');
  const times: number[] = [];
  for (const line of text.split('\n')) {
    if (!line.includes('"responseTime"') || !line.includes(`"url":"${url}"`)) continue;
    times.push((JSON.parse(line) as { responseTime: number }).responseTime);
  }
  return times;
}

function waitForReady(child: ChildProcess, logFile: string): Promise<Extract<ChildMessage, { type: 'ready' }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start within 120 s (log: ${logFile})`)), 120_000);
    child.on('message', (m: ChildMessage) => {
      if ('type' in m && m.type === 'ready') {
        clearTimeout(timer);
        resolve(m);
      } else if ('type' in m && m.type === 'failed') {
        clearTimeout(timer);
        reject(new Error(`the server failed to start: ${m.error}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server process exited with code ${code} before it was ready (log: ${logFile})`));
    });
  });
}

function ipcCaller(child: ChildProcess): (request: ParentRequest) => Promise<unknown> {
  let nextId = 1;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  child.on('message', (m: ChildMessage) => {
    if (!('id' in m)) return;
    const waiter = pending.get(m.id);
    pending.delete(m.id);
    if (m.ok) waiter?.resolve(m.result);
    else waiter?.reject(new Error(m.error));
  });
  child.on('exit', (code) => {
    for (const waiter of pending.values()) waiter.reject(new Error(`the server process exited (code ${code})`));
    pending.clear();
  });
  return (request) =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ ...request, id });
    });
}

function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

/** A schema of our own in DATABASE_URL's database (the server's DATABASE_SCHEMA), so nothing there is touched. */
async function createSchema(): Promise<string> {
  const schema = `bench_${process.pid}_${Date.now().toString(36)}`;
  await withClient((c) => c.query(`CREATE SCHEMA ${schema}`));
  return schema;
}

async function dropSchema(schema: string): Promise<void> {
  await withClient((c) => c.query(`DROP SCHEMA ${schema} CASCADE`));
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: requireDatabaseUrl() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
