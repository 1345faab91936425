import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { Database, PoolUsage } from '../db/database.port';
import { processMetrics } from './process-metrics';

export type PunchKind = 'check_in' | 'check_out';
/** Sent at once from the phone, or recorded by it while offline and sent later (docs/behaviour.md, "Offline punches"). */
export type PunchSource = 'online' | 'offline';
/** As the stored punch says (is_valid); 'refused': an offline punch kept as refused (no entry). */
export type PunchOutcome = 'valid' | 'invalid' | 'refused';
export type LoginFailureReason = 'wrong_password' | 'unknown_user' | 'wrong_code' | 'throttled' | 'device_refused';
export type JobOutcome = 'ok' | 'failed';

/** The databases whose connection pools are watched, each under its `pool` label ('primary', a replica's…). */
export type WatchedPools = ReadonlyArray<readonly [pool: string, db: Pick<Database, 'poolUsage'>]>;

/**
 * Request latency buckets, in seconds: most API answers take 5–50 ms (a check-in about 5), so the buckets are dense
 * there and reach 2.5 s for the slow exports; anything slower is in +Inf.
 */
const REQUEST_SECONDS_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

const PUNCH_SERIES: ReadonlyArray<readonly [PunchKind, PunchSource, PunchOutcome]> = (['check_in', 'check_out'] as const).flatMap((kind) => [
  [kind, 'online', 'valid'] as const,
  [kind, 'online', 'invalid'] as const,
  [kind, 'offline', 'valid'] as const,
  [kind, 'offline', 'invalid'] as const,
  [kind, 'offline', 'refused'] as const,
]);
const LOGIN_FAILURE_REASONS: readonly LoginFailureReason[] = ['wrong_password', 'unknown_user', 'wrong_code', 'throttled', 'device_refused'];

type RequestLabel = 'method' | 'route' | 'status_code';

/** One (method, route, status) series: its request count, and its histogram child. */
interface RequestSeries {
  labels: Record<RequestLabel, string>;
  count: number;
  seconds: Histogram.Internal<RequestLabel>;
}

/**
 * One app's metrics (README, "Monitoring"), in a registry of its own (not prom-client's global one, so that a test
 * process may build several apps), with the process's Node.js figures beside them (process-metrics.ts).
 */
export class AppMetrics {
  readonly registry: Registry;
  private readonly requestSeries = new Map<string, RequestSeries>();
  private readonly requestSeconds: Histogram<RequestLabel>;
  private readonly punches: Counter<'kind' | 'source' | 'outcome'>;
  private readonly loginFailures: Counter<'reason'>;
  private readonly jobRuns: Counter<'job' | 'outcome'>;
  private readonly jobLastSeconds: Gauge<'job'>;
  private readonly jobLastSuccess: Gauge<'job'>;

  constructor(pools: WatchedPools) {
    const own = new Registry();
    const registers = [own];
    const requestSeries = this.requestSeries;
    new Counter<RequestLabel>({
      name: 'timbrature_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status (/metrics itself excluded)',
      labelNames: ['method', 'route', 'status_code'],
      registers,
      // The request hook only adds 1 to a plain number (recordRequest); the counter reads the tallies when scraped.
      collect() {
        this.reset();
        for (const series of requestSeries.values()) this.inc(series.labels, series.count);
      },
    });
    this.requestSeconds = new Histogram({
      name: 'timbrature_http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its answer, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: REQUEST_SECONDS_BUCKETS,
      registers,
    });
    this.punches = new Counter({
      name: 'timbrature_punches_total',
      help: 'Punches recorded, by kind (check_in, check_out), source (online, offline) and outcome (valid, invalid, refused)',
      labelNames: ['kind', 'source', 'outcome'],
      registers,
    });
    this.loginFailures = new Counter({
      name: 'timbrature_login_failures_total',
      help: 'Sign-ins refused, by reason (wrong_password, unknown_user, wrong_code, throttled, device_refused)',
      labelNames: ['reason'],
      registers,
    });
    // Every known series at 0 from the start, so that rate() and increase() see the first event.
    for (const [kind, source, outcome] of PUNCH_SERIES) this.punches.labels(kind, source, outcome).inc(0);
    for (const reason of LOGIN_FAILURE_REASONS) this.loginFailures.labels(reason).inc(0);
    this.jobRuns = new Counter({
      name: 'timbrature_job_runs_total',
      help: 'Background job runs (retention, reminders, sweeps), by job and outcome (ok, failed)',
      labelNames: ['job', 'outcome'],
      registers,
    });
    this.jobLastSeconds = new Gauge({
      name: 'timbrature_job_last_duration_seconds',
      help: "The last run's duration, by job",
      labelNames: ['job'],
      registers,
    });
    this.jobLastSuccess = new Gauge({
      name: 'timbrature_job_last_success_timestamp_seconds',
      help: 'When the last successful run ended (Unix time), by job',
      labelNames: ['job'],
      registers,
    });
    registerPoolGauges(pools, registers);
    this.registry = Registry.merge([processMetrics(), own]);
  }

  /** The request hook's whole cost: a map lookup, an addition and a histogram observation. */
  recordRequest(method: string, route: string, status: number, milliseconds: number): void {
    const key = `${method} ${status} ${route}`;
    let series = this.requestSeries.get(key);
    if (!series) {
      const labels = { method, route, status_code: String(status) };
      series = { labels, count: 0, seconds: this.requestSeconds.labels(labels) };
      this.requestSeries.set(key, series);
    }
    series.count += 1;
    series.seconds.observe(milliseconds / 1000);
  }

  countPunch(kind: PunchKind, source: PunchSource, outcome: PunchOutcome): void {
    this.punches.labels(kind, source, outcome).inc();
  }

  countLoginFailure(reason: LoginFailureReason): void {
    this.loginFailures.labels(reason).inc();
  }

  recordJobRun(job: string, outcome: JobOutcome, seconds: number): void {
    this.jobRuns.labels(job, outcome).inc();
    this.jobLastSeconds.labels(job).set(seconds);
    if (outcome === 'ok') this.jobLastSuccess.labels(job).set(Date.now() / 1000);
  }
}

/**
 * The connection pools' clients, read when scraped (nothing is counted meanwhile). A database without a pool of its
 * own (PGlite: one connection inside the process) gives no sample: the gauges are then absent, not a made-up 1/1/0.
 */
function registerPoolGauges(pools: WatchedPools, registers: Registry[]): void {
  const poolGauge = (name: string, help: string, read: (usage: PoolUsage) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers,
      collect() {
        this.reset();
        for (const [pool, db] of pools) {
          const usage = db.poolUsage?.();
          if (usage) this.labels(pool).set(read(usage));
        }
      },
    });
  poolGauge('timbrature_db_pool_clients', 'Connections the database pool holds open (busy and idle), by pool', (usage) => usage.total);
  poolGauge('timbrature_db_pool_idle_clients', 'Connections of the pool open and idle, by pool', (usage) => usage.idle);
  poolGauge('timbrature_db_pool_waiting_requests', 'Queries and transactions waiting for a free connection, by pool', (usage) => usage.waiting);
}
