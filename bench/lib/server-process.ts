/**
 * Child process of a bench: the real server started as server/main.ts starts it (buildApp opens and
 * migrates the configured database, then the first administrator is created) on one port, and beside it,
 * sharing the server's Database object, a bare Fastify app with one single-row INSERT route and one 10-row SELECT route
 * (the machine's limit through the same driver) and the floor of a check-in (/bare/punch-floor, below). The parent
 * drives setup and checks over IPC (SQL, statement count, password hash) because a PGlite folder may be opened by one
 * process only.
 * Configuration comes from the environment, read by the server's own loadConfig.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver, constants as perfConstants } from 'node:perf_hooks';
import type { ChildMessage, EventLoopHolds, ParentMessage } from './server-protocol';

/** Server modules are loaded by computed path so that the bench type-checks without the server's tsconfig. */
const serverModule = (name: string) => path.join(__dirname, '..', '..', 'server', name);

interface Db {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[]; affectedRows: number }>;
  exec(sql: string): Promise<void>;
  readonly statementCount: number;
  close(): Promise<void>;
  readonly kind: 'pglite' | 'postgres';
}
interface ServerApp {
  db: Db;
  tokens: { verifyAccess(token: string): { userId: number } };
  deviceChallenges: unknown;
  log: unknown;
  listen(options: { port: number; host: string }): Promise<string>;
  /** Closes the database too (the app opened it). */
  close(): Promise<void>;
}

const BARE_TABLE = `CREATE TABLE IF NOT EXISTS bench_bare_insert (
  id serial PRIMARY KEY, device_id text NOT NULL, latitude double precision, longitude double precision,
  accuracy double precision, created_at timestamptz NOT NULL DEFAULT now())`;

async function main(): Promise<void> {
  const { loadConfig } = await import(serverModule('config'));
  const { buildApp } = await import(serverModule('app'));
  const { ensureFirstAdmin } = await import(serverModule('users/first-admin.service'));
  const config = loadConfig(process.env);
  const app: ServerApp = await buildApp(config);
  await ensureFirstAdmin(app.db, config, app.log);
  // As server/main.ts does before listening; a build from before the warm-up (an A/B run) has none.
  const warmUp = await import(serverModule('hot-path-warm-up')).catch(() => undefined);
  if (warmUp) await warmUp.warmUpHotPath(app);
  const db = app.db;
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  await db.exec(BARE_TABLE);
  const bare = Fastify({ logger: false });
  bare.post<{ Body: { device_id: string; latitude: number; longitude: number; accuracy: number } }>('/bare/insert', async (req, reply) => {
    const b = req.body;
    const { rows } = await db.query('INSERT INTO bench_bare_insert (device_id, latitude, longitude, accuracy) VALUES ($1, $2, $3, $4) RETURNING id', [
      b.device_id,
      b.latitude,
      b.longitude,
      b.accuracy,
    ]);
    return reply.code(201).send(rows[0]);
  });
  bare.get('/bare/select', async () => {
    const { rows } = await db.query('SELECT * FROM timesheet_entries ORDER BY "timestamp" DESC, id DESC LIMIT 10');
    return { results: rows };
  });
  await addPunchFloorRoutes(bare, app);
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const hashPassword = await loadPasswordHasher();
  const profiler = new CpuProfiler();
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  const gcPauses = new GcPauses();
  const send = (m: ChildMessage) => process.send?.(m);

  process.on('message', async (m: ParentMessage) => {
    try {
      switch (m.type) {
        case 'sql':
          return send({ id: m.id, ok: true, result: (await db.query(m.sql, m.params)).rows });
        case 'exec':
          await db.exec(m.sql);
          return send({ id: m.id, ok: true, result: null });
        case 'statementCount':
          return send({ id: m.id, ok: true, result: db.statementCount });
        case 'cpuUsage': {
          const { user, system } = process.cpuUsage();
          return send({ id: m.id, ok: true, result: (user + system) / 1000 });
        }
        case 'memoryUsage':
          return send({ id: m.id, ok: true, result: { ...process.memoryUsage(), pid: process.pid } });
        case 'hash':
          return send({ id: m.id, ok: true, result: await hashPassword(m.password) });
        case 'profileStart':
          await profiler.start();
          return send({ id: m.id, ok: true, result: null });
        case 'profileStop':
          await profiler.stop(m.file);
          return send({ id: m.id, ok: true, result: null });
        case 'loopDelayStart':
          loopDelay.reset();
          loopDelay.enable();
          gcPauses.start();
          return send({ id: m.id, ok: true, result: null });
        case 'loopDelayStop': {
          loopDelay.disable();
          const holds: EventLoopHolds = { maxMs: loopDelay.max / 1e6, p99Ms: loopDelay.percentile(99) / 1e6, gc: gcPauses.stop() };
          return send({ id: m.id, ok: true, result: holds });
        }
        case 'stop':
          await bare.close();
          await app.close();
          send({ id: m.id, ok: true, result: null });
          return process.exit(0);
      }
    } catch (error) {
      send({ id: m.id, ok: false, error: error instanceof Error ? error.message : String(error) });
    }
  });
  send({ type: 'ready', apiUrl, bareUrl, kind: db.kind });
}

/**
 * The V8 CPU profile of this process over one run of the bench (BENCH_PROFILE_DIR), through the inspector: only the
 * requests measured, not the start-up nor the logins before them.
 */
class CpuProfiler {
  private session: Session | null = null;

  async start(): Promise<void> {
    this.session = new Session();
    this.session.connect();
    await this.post('Profiler.enable');
    // 100 µs between samples: enough detail for requests of a few milliseconds.
    await this.post('Profiler.setSamplingInterval', { interval: 100 });
    await this.post('Profiler.start');
  }

  async stop(file: string): Promise<void> {
    const { profile } = (await this.post('Profiler.stop')) as { profile: unknown };
    writeFileSync(file, JSON.stringify(profile));
    this.session?.disconnect();
    this.session = null;
  }

  private post(method: string, params: object = {}): Promise<unknown> {
    return new Promise((resolve, reject) => this.session!.post(method, params, (error, result) => (error ? reject(error) : resolve(result))));
  }
}

/**
 * POST /bare/punch-floor: the least a check-in that keeps the punch's rules must do, whatever the design: the access
 * token verified, the device key's proof verified (the key read from memory, as a cache kept in step with the
 * database would give it), and the punch written with its challenge spent in ONE statement (the server's own punch
 * INSERT, on the real table with its indexes and foreign keys). No context read, no rules, no logging, no security
 * headers. Not a product route: it shows how near any check-in could come to the bare INSERT on this machine.
 *
 * POST /bare/check-out-floor: the same for a check-out, which must also close its open IN: the IN's id comes from
 * memory (the floor's own check-ins, as a cache kept in step would give it), and the OUT is written, its IN closed and
 * its challenge spent in ONE statement (the server's own check-out INSERT).
 */
async function addPunchFloorRoutes(bare: FastifyInstance, app: ServerApp): Promise<void> {
  const evidence: DeviceEvidenceModule = await import(serverModule('devices/device-evidence'));
  const entries: EntryRepositoryModule = await import(serverModule('punch/timesheet-entry.repository'));
  // Read once, by the first request; the requests arriving meanwhile wait for the same read.
  let boundKeys: Promise<Map<number, { username: string; key: unknown }>> | undefined;
  const keysOfEveryone = async () => {
    const { rows } = await app.db.query('SELECT u.id, u.username, d.public_key FROM users u JOIN devices d ON d.user_id = u.id');
    return new Map(rows.map((r) => [r.id as number, { username: r.username as string, key: r.public_key }]));
  };
  /** The user's device proved by its key: the user and the challenge to spend, or undefined (403). */
  const provedPunch = async (req: { headers: { authorization?: string }; body: FloorPunch }, action: 'check_in' | 'check_out') => {
    const { userId } = app.tokens.verifyAccess(String(req.headers.authorization).replace(/^Bearer /, ''));
    boundKeys ??= keysOfEveryone();
    const bound = (await boundKeys).get(userId);
    const where = action === 'check_in' ? { locationId: req.body.location_id, offsite: false } : { locationId: null, offsite: false };
    const read = evidence.readDeviceEvidence(app.deviceChallenges, req.body, { action, username: bound?.username, ...where });
    if (!bound || !read.proof || !evidence.provesKey(read, bound.key)) return undefined;
    return { userId, challenge: { nonce: read.proof.nonce, expiresAt: read.proof.expiresAt } };
  };
  /** Each user's open IN written by the floor's check-ins, for the floor's check-outs to close. */
  const openInOf = new Map<number, number>();
  const punchOf = (userId: number, entryType: 'IN' | 'OUT', body: FloorPunch) => ({
    userId,
    entryType,
    locationId: body.location_id ?? null,
    latitude: null,
    longitude: null,
    accuracy: body.accuracy,
    distance: 0,
    deviceId: body.device_id,
    notes: '',
    anomalyNote: '',
    isValid: true,
    hasLocationAnomaly: false,
    isOffsite: false,
    validationErrors: [],
    isOpen: entryType === 'IN',
    positionSignals: [],
    fixDigest: null,
    recordedAt: null,
    offlineDelaySeconds: null,
  });
  bare.post<{ Body: FloorPunch }>('/bare/punch-floor', async (req, reply) => {
    const proved = await provedPunch(req, 'check_in');
    if (!proved) return reply.code(403).send({ code: 'DEVICE_NOT_AUTHORIZED' });
    const write = await entries.insertPunch(app.db, punchOf(proved.userId, 'IN', req.body), 'Europe/Rome', undefined, proved.challenge);
    if (!('written' in write)) return reply.code(409).send(write);
    openInOf.set(proved.userId, write.written.id);
    return reply.code(201).send(write.written);
  });
  bare.post<{ Body: FloorPunch }>('/bare/check-out-floor', async (req, reply) => {
    const proved = await provedPunch(req, 'check_out');
    if (!proved) return reply.code(403).send({ code: 'DEVICE_NOT_AUTHORIZED' });
    const openIn = openInOf.get(proved.userId);
    if (openIn === undefined) return reply.code(400).send({ code: 'NOT_CHECKED_IN' });
    const closing = { entryId: openIn, asMissingCheckout: false };
    const write = await entries.insertPunch(app.db, punchOf(proved.userId, 'OUT', req.body), 'Europe/Rome', closing, proved.challenge);
    if (!('written' in write)) return reply.code(409).send(write);
    openInOf.delete(proved.userId);
    return reply.code(201).send(write.written);
  });
}

interface FloorPunch {
  device_id: string;
  /** The check-in's place; a check-out names none. */
  location_id?: number;
  accuracy: number;
  device_proof: unknown;
}
interface DeviceEvidenceModule {
  readDeviceEvidence(challenges: unknown, fields: unknown, subject: unknown): { proof?: { nonce: string; expiresAt: Date } };
  provesKey(evidence: unknown, key: unknown): boolean;
}
interface EntryRepositoryModule {
  insertPunch(db: Db, punch: unknown, timezone: string, closing: { entryId: number; asMissingCheckout: boolean } | undefined, challenge: unknown): Promise<{ written: { id: number } } | { refused: string }>;
}

/** The server's own argon2id hashing, so that logins verify at the cost the server really pays. */
async function loadPasswordHasher(): Promise<(password: string) => Promise<string>> {
  // An A/B run's older build keeps the hashing in server/auth/.
  const mod = await import(serverModule('passwords/passwords')).catch(() => import(serverModule('auth/passwords')));
  const fn = mod.hashPassword ?? mod.default?.hashPassword;
  if (typeof fn !== 'function') throw new Error('server/passwords/passwords.ts exports no hashPassword');
  return fn;
}

main().catch((error) => {
  console.error('bench server failed to start:', error);
  process.send?.({ type: 'failed', error: error instanceof Error ? error.stack ?? error.message : String(error) } satisfies ChildMessage);
  process.exit(1);
});

/** The garbage collector's pauses between start and stop, from perf_hooks' 'gc' entries. */
class GcPauses {
  private observer: PerformanceObserver | undefined;
  private pauses: EventLoopHolds['gc'] = GcPauses.none();

  private static none(): EventLoopHolds['gc'] {
    return { longestMs: 0, longestKind: '', totalMs: 0, count: 0 };
  }

  start(): void {
    this.observer?.disconnect();
    this.pauses = GcPauses.none();
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const pauses = this.pauses;
        pauses.count++;
        pauses.totalMs += entry.duration;
        if (entry.duration > pauses.longestMs) {
          pauses.longestMs = entry.duration;
          pauses.longestKind = gcKind((entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind);
        }
      }
    });
    this.observer.observe({ entryTypes: ['gc'] });
  }

  stop(): EventLoopHolds['gc'] {
    this.observer?.disconnect();
    this.observer = undefined;
    const { longestMs, longestKind, totalMs, count } = this.pauses;
    return { longestMs: Math.round(longestMs * 10) / 10, longestKind, totalMs: Math.round(totalMs), count };
  }
}

function gcKind(kind: number | undefined): string {
  if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) return 'mark-compact';
  if (kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) return 'scavenge';
  if (kind === perfConstants.NODE_PERFORMANCE_GC_INCREMENTAL) return 'incremental marking';
  if (kind === perfConstants.NODE_PERFORMANCE_GC_WEAKCB) return 'weak callbacks';
  return 'other';
}
