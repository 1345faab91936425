/**
 * GET /metrics with METRICS_TOKEN set (README, "Monitoring"): only for the token's bearer, in Prometheus' text format,
 * with the requests by route pattern, the punches, the failed sign-ins, the jobs' runs, the database pool and Node's
 * own figures.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ApiPaths } from '../../../src/core/contract';
import { startBackgroundSweeps } from '../../../server/db/background-sweeps';
import { createReminderJob } from '../../../server/reminders/reminder-job';
import { startRetentionJob } from '../../../server/retention/retention-job';
import { api } from '../support/api';
import { describeOnPglite, describeOnPostgres } from '../support/database-only';
import { failingDatabase } from '../support/failing-database';
import { minutesAgo, keyedEmployee, sendOfflinePunch, signedOfflinePunch } from '../support/offline-punch';
import { checkIn, checkOut, createLocation, employee } from '../support/punch-fixtures';
import { FINGERPRINT, startTestServer, type TestServer } from '../support/test-server';
import { parsePrometheusText, sumOf, valueOf, type Exposition } from './prometheus-text';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';

let server: TestServer;
let webDir: string;

beforeAll(async () => {
  // A built SPA (its history fallback answers unknown paths asking for HTML): it must not shadow /metrics.
  webDir = mkdtempSync(join(tmpdir(), 'metrics-web-'));
  writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Timbrature</title>');
  server = await startTestServer({ config: { metricsToken: TOKEN, webDir } });
});
afterAll(async () => {
  await server.close();
  rmSync(webDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => api(server.url).raw(path, { headers });

async function scrape(): Promise<Exposition> {
  const response = await get('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(response.status).toBe(200);
  return parsePrometheusText(response.body as string);
}

/** How much the series `name{labels…}` grow together while `act` runs (a series still absent counts as 0). */
async function growthOf(name: string, labels: Record<string, string>, act: () => Promise<unknown>): Promise<number> {
  const before = sumOf(await scrape(), name, labels);
  await act();
  return sumOf(await scrape(), name, labels) - before;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const quietLog = { info: () => undefined, warn: () => undefined, debug: () => undefined };

describe('who may read it', () => {
  it.each([
    ['no Authorization header', {}, 'CREDENTIALS_NOT_PROVIDED'],
    ['a wrong token', { authorization: `Bearer ${TOKEN.slice(0, -1)}x` }, 'TOKEN_INVALID'],
    ['a longer token starting with the right one', { authorization: `Bearer ${TOKEN}0` }, 'TOKEN_INVALID'],
    ['the token without the Bearer scheme', { authorization: TOKEN }, 'TOKEN_INVALID'],
    ['the token as Basic credentials', { authorization: `Basic ${Buffer.from(`prometheus:${TOKEN}`).toString('base64')}` }, 'TOKEN_INVALID'],
    ['the token in another header', { 'x-metrics-token': TOKEN }, 'CREDENTIALS_NOT_PROVIDED'],
  ])('refuses %s: 401 with the API error body and WWW-Authenticate: Bearer', async (_what, headers, code) => {
    const response = await get('/metrics', { accept: 'text/html', ...headers });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code });
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses the token in the query string', async () => {
    const response = await get(`/metrics?token=${TOKEN}&access_token=${TOKEN}`);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: 'CREDENTIALS_NOT_PROVIDED' });
  });

  it("answers the token's bearer in the text format, never cached, with the security headers, even when asking for HTML", async () => {
    const response = await get('/metrics', { authorization: `bearer ${TOKEN}`, accept: 'text/html' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    // Not the SPA's index.html, which the history fallback gives other unknown paths asking for HTML.
    expect(response.body).not.toContain('<!doctype html>');
    expect((await get('/no-such-screen', { accept: 'text/html' })).body).toContain('<!doctype html>');
  });
});

describe('the text', () => {
  it('is well formed throughout: every line a HELP, a TYPE or a sample of a declared family', async () => {
    const exposition = await scrape(); // throws on the first malformed line
    expect(exposition.samples.length).toBeGreaterThan(50);
    expect(exposition.types.get('timbrature_http_requests_total')).toBe('counter');
    expect(exposition.types.get('timbrature_http_request_duration_seconds')).toBe('histogram');
  });

  it("has Node's own figures: event-loop lag, memory, garbage collection, CPU", async () => {
    const exposition = await scrape();
    expect(valueOf(exposition, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(exposition, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(1_000_000);
    expect(valueOf(exposition, 'process_resident_memory_bytes')).toBeGreaterThan(1_000_000);
    expect(valueOf(exposition, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(exposition.types.get('nodejs_gc_duration_seconds')).toBe('histogram');
  });
});

describe('HTTP requests', () => {
  it('are counted and timed by route pattern, method and status, never by the raw path', async () => {
    const corrections = { method: 'GET', route: ApiPaths.timesheetCorrections(':id'), status_code: '401' };
    const grown = await growthOf('timbrature_http_requests_total', corrections, async () => {
      for (const id of [4711, 4712, 4713]) expect((await get(ApiPaths.timesheetCorrections(id))).status).toBe(401);
    });
    expect(grown).toBe(3);
    const exposition = await scrape();
    expect(exposition.samples.some((s) => Object.values(s.labels).some((v) => v.includes('4711')))).toBe(false);
    // The histogram's count and +Inf bucket agree with the counter; a 401 answered in well under 2.5 s.
    const count = valueOf(exposition, 'timbrature_http_request_duration_seconds_count', corrections);
    expect(count).toBe(valueOf(exposition, 'timbrature_http_requests_total', corrections));
    expect(valueOf(exposition, 'timbrature_http_request_duration_seconds_bucket', { ...corrections, le: '+Inf' })).toBe(count);
    expect(valueOf(exposition, 'timbrature_http_request_duration_seconds_bucket', { ...corrections, le: '2.5' })).toBe(count);
    expect(valueOf(exposition, 'timbrature_http_request_duration_seconds_sum', corrections)).toBeGreaterThan(0);
  });

  it('keeps a successful request with its status, and every unknown path under one label', async () => {
    const health = { method: 'GET', route: ApiPaths.health, status_code: '200' };
    expect(await growthOf('timbrature_http_requests_total', health, () => get(ApiPaths.health))).toBe(1);
    const unmatched = { method: 'GET', route: 'unmatched', status_code: '404' };
    const grown = await growthOf('timbrature_http_requests_total', unmatched, async () => {
      expect((await get('/api/no-such-thing/1')).status).toBe(404);
      expect((await get('/api/no-such-thing/2')).status).toBe(404);
    });
    expect(grown).toBe(2);
  });

  it('leaves the scrapes themselves out', async () => {
    await scrape();
    await get('/metrics'); // refused: left out too
    const exposition = await scrape();
    expect(exposition.samples.filter((s) => s.labels.route === '/metrics')).toEqual([]);
  });
});

describe('punches', () => {
  const punches = 'timbrature_punches_total';

  it('counts a check-in and a check-out once stored, by their validity; a refused one is not counted', async () => {
    const site = await createLocation(server);
    const who = await employee(server);
    expect(await growthOf(punches, { kind: 'check_in', source: 'online', outcome: 'valid' }, async () => expect((await checkIn(who, site)).status).toBe(201))).toBe(1);
    expect(await growthOf(punches, { kind: 'check_in', source: 'online' }, async () => expect((await checkIn(who, site)).status).toBe(409))).toBe(0);
    expect(await growthOf(punches, { kind: 'check_out', source: 'online', outcome: 'valid' }, async () => expect((await checkOut(who, site)).status).toBe(201))).toBe(1);
  });

  it('counts every series from 0, so that the first punch shows in a rate', async () => {
    const exposition = await scrape();
    for (const kind of ['check_in', 'check_out']) {
      for (const outcome of ['valid', 'invalid']) expect(valueOf(exposition, punches, { kind, source: 'online', outcome })).toBeGreaterThanOrEqual(0);
      expect(valueOf(exposition, punches, { kind, source: 'offline', outcome: 'refused' })).toBeGreaterThanOrEqual(0);
    }
  });

  it('counts offline punches apart: one kept as refused, one accepted', async () => {
    const site = await createLocation(server);
    const who = await keyedEmployee(server);
    const refusedCheckOut = signedOfflinePunch(who, { action: 'check_out', counter: 1, device_time: minutesAgo(3) }, { at: site });
    const grownRefused = await growthOf(punches, { kind: 'check_out', source: 'offline', outcome: 'refused' }, async () => {
      expect((await sendOfflinePunch(who, refusedCheckOut)).body).toMatchObject({ outcome: 'refused', refusal: 'not_checked_in' });
    });
    expect(grownRefused).toBe(1);
    const acceptedCheckIn = signedOfflinePunch(who, { action: 'check_in', counter: 2, device_time: minutesAgo(2) }, { at: site });
    const grownAccepted = await growthOf(punches, { kind: 'check_in', source: 'offline', outcome: 'valid' }, async () => {
      expect((await sendOfflinePunch(who, acceptedCheckIn)).body).toMatchObject({ outcome: 'accepted' });
      // The same punch again is a replay: nothing stored, nothing counted.
      expect((await sendOfflinePunch(who, acceptedCheckIn)).body).toMatchObject({ replayed: true });
    });
    expect(grownAccepted).toBe(1);
  });
});

describe('failed sign-ins', () => {
  const failures = 'timbrature_login_failures_total';
  const login = (username: string, password: string) => api(server.url).post('/api/auth/login/', { username, password, device_id: 'metrics-device', fingerprint: FINGERPRINT });

  it('are counted by reason: a wrong password, an unknown user', async () => {
    const user = await server.createUser();
    expect(await growthOf(failures, { reason: 'wrong_password' }, async () => expect((await login(user.username, 'wrong-password')).status).toBe(401))).toBe(1);
    expect(await growthOf(failures, { reason: 'unknown_user' }, async () => expect((await login('nobody-at-all', 'whatever1')).status).toBe(401))).toBe(1);
  });

  it('counts an attempt refused while the username is throttled as throttled, not as a wrong password', async () => {
    const user = await server.createUser();
    const before = await scrape();
    const statuses: number[] = [];
    while (!statuses.includes(429) && statuses.length < server.config.loginFreeFailures + 3) statuses.push((await login(user.username, 'wrong-password')).status);
    expect(statuses.at(-1)).toBe(429);
    const after = await scrape();
    const grown = (reason: string) => sumOf(after, failures, { reason }) - sumOf(before, failures, { reason });
    expect(grown('throttled')).toBe(1);
    expect(grown('wrong_password')).toBe(statuses.filter((s) => s === 401).length);
  });

  it('leaves a successful sign-in out', async () => {
    const user = await server.createUser();
    const exposition = await scrape();
    await server.loginAs(user);
    const after = await scrape();
    for (const sample of exposition.samples.filter((s) => s.name === failures)) {
      expect(valueOf(after, failures, sample.labels)).toBe(sample.value);
    }
  });
});

describe('background jobs', () => {
  const runs = 'timbrature_job_runs_total';
  const settings = { retentionYears: 5, readNotificationRetentionDays: 30, timezone: 'Europe/Rome', accessTokenTtlSeconds: 900 };

  it('counts each retention run with its outcome, its duration and the time of the last success', async () => {
    const before = valueOf(await scrape(), runs, { job: 'retention', outcome: 'ok' }) ?? 0;
    const stop = startRetentionJob(server.db, settings, quietLog, { schedule: { firstRunAfterMs: 0, everyMs: 3_600_000 } });
    try {
      await until(async () => (valueOf(await scrape(), runs, { job: 'retention', outcome: 'ok' }) ?? 0) > before);
    } finally {
      await stop();
    }
    const exposition = await scrape();
    expect(valueOf(exposition, 'timbrature_job_last_duration_seconds', { job: 'retention' })).toBeGreaterThan(0);
    const lastSuccess = valueOf(exposition, 'timbrature_job_last_success_timestamp_seconds', { job: 'retention' })!;
    expect(Math.abs(lastSuccess - Date.now() / 1000)).toBeLessThan(60);

    const failing = startRetentionJob(failingDatabase('database down'), settings, quietLog, { schedule: { firstRunAfterMs: 0, everyMs: 3_600_000 } });
    try {
      await until(async () => (valueOf(await scrape(), runs, { job: 'retention', outcome: 'failed' }) ?? 0) >= 1);
    } finally {
      await failing();
    }
  });

  it("counts the reminders' ticks, a failed one as failed", async () => {
    const job = createReminderJob(server.db, server.app.config, quietLog, { mailSender: null });
    expect(await growthOf(runs, { job: 'reminders', outcome: 'ok' }, () => job.runOnce())).toBe(1);
    const broken = createReminderJob(failingDatabase('database down'), server.app.config, quietLog, { mailSender: null });
    expect(await growthOf(runs, { job: 'reminders', outcome: 'failed' }, () => expect(broken.runOnce()).rejects.toThrow('database down'))).toBe(1);
  });

  it('counts each sweep by its name', async () => {
    // The sweeps run every 15 minutes: their interval's callback is taken and called here.
    let turn: (() => void) | undefined;
    const interval = jest.spyOn(global, 'setInterval').mockImplementationOnce(((callback: () => void) => {
      turn = callback;
      return { unref: () => undefined } as unknown as NodeJS.Timeout;
    }) as typeof setInterval);
    try {
      startBackgroundSweeps(
        [
          { what: 'metrics test rows', run: async () => 3 },
          { what: 'metrics test failures', run: () => Promise.reject(new Error('sweep failed')) },
        ],
        quietLog,
      );
    } finally {
      interval.mockRestore();
    }
    turn!();
    await until(async () => {
      const exposition = await scrape();
      return (
        valueOf(exposition, runs, { job: 'sweep_metrics_test_rows', outcome: 'ok' }) === 1 &&
        valueOf(exposition, runs, { job: 'sweep_metrics_test_failures', outcome: 'failed' }) === 1
      );
    });
  });
});

describeOnPostgres('the database pool on PostgreSQL', () => {
  const pool = { pool: 'primary' };

  it('shows its connections, idle ones and queries waiting for one, read when scraped', async () => {
    const size = server.config.databasePoolSize;
    // Every connection busy for a moment, and two more queries queued behind them.
    const busy = Promise.all(Array.from({ length: size + 2 }, () => server.db.query('SELECT pg_sleep(0.5)')));
    try {
      const loaded = await scrape();
      expect(valueOf(loaded, 'timbrature_db_pool_clients', pool)).toBe(size);
      expect(valueOf(loaded, 'timbrature_db_pool_idle_clients', pool)).toBe(0);
      expect(valueOf(loaded, 'timbrature_db_pool_waiting_requests', pool)).toBe(2);
    } finally {
      await busy;
    }
    const rested = await scrape();
    expect(valueOf(rested, 'timbrature_db_pool_waiting_requests', pool)).toBe(0);
    expect(valueOf(rested, 'timbrature_db_pool_idle_clients', pool)).toBe(valueOf(rested, 'timbrature_db_pool_clients', pool));
  });
});

describeOnPglite('the database pool on the embedded database', () => {
  it('is not shown: PGlite has one connection inside the process, no pool', async () => {
    const exposition = await scrape();
    expect(exposition.types.get('timbrature_db_pool_clients')).toBe('gauge');
    expect(exposition.samples.filter((s) => s.name.startsWith('timbrature_db_pool_'))).toEqual([]);
  });
});
