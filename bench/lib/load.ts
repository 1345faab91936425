/**
 * One load run with autocannon on loopback, bounded in count and in time: `amount` requests over `connections`
 * keep-alive connections, stopped after `maxSeconds` whatever happens. Each request is built by `requestAt(i)`,
 * i counting up from 0 across all connections, so every request can carry a different user's token.
 * Latency percentiles are exact (every response time is kept), not read off autocannon's histogram,
 * which has no p95.
 */
import autocannon from 'autocannon';
import { round } from './report';

export interface LoadRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
}

export interface LoadOptions {
  baseUrl: string;
  amount: number;
  connections: number;
  maxSeconds: number;
  requestAt: (i: number) => LoadRequest;
  /** Each response body, for the runs that need what the server answered (tokens at login). */
  onResponse?: (status: number, body: string) => void;
}

export interface LoadResult {
  sent: number;
  /** Responses with a 2xx status. */
  ok: number;
  non2xx: number;
  /** Connection errors and timeouts (no response at all). */
  errors: number;
  timeouts: number;
  statusCounts: Record<string, number>;
  seconds: number;
  /** 2xx responses per second of the run. */
  okPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number; mean: number };
  stoppedByTime: boolean;
}

export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { baseUrl, amount, connections, maxSeconds, requestAt, onResponse } = options;
  let next = 0;
  const latencies: number[] = [];
  const statusCounts: Record<string, number> = {};
  let ok = 0;
  let failed = 0;
  let stoppedByTime = false;
  let lastResponseAt = 0;
  const startedAt = performance.now();

  const toAutocannon = (r: LoadRequest) => ({
    method: r.method,
    path: r.path,
    headers: { ...(r.json === undefined ? {} : { 'content-type': 'application/json' }), ...r.headers },
    body: r.json === undefined ? undefined : JSON.stringify(r.json),
  });

  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: Math.min(connections, amount),
        amount,
        timeout: 10,
        requests: [
          {
            setupRequest: () => toAutocannon(requestAt(next++)),
            onResponse: onResponse ? (status, body) => onResponse(status, body) : undefined,
          },
        ],
      },
      (err, result) => {
        clearTimeout(timer);
        if (err) return reject(err);
        const seconds = ((lastResponseAt || performance.now()) - startedAt) / 1000;
        resolve({
          sent: next,
          ok,
          non2xx: latencies.length - ok,
          errors: result.errors - result.timeouts,
          timeouts: result.timeouts,
          statusCounts,
          seconds: round(seconds, 3),
          okPerSecond: round(ok / seconds, 1),
          latencyMs: summarise(latencies),
          stoppedByTime,
        });
      },
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      latencies.push(responseTime);
      statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      if (status >= 200 && status < 300) ok++;
      lastResponseAt = performance.now();
    });
    instance.on('reqError', () => failed++);
    const timer = setTimeout(() => {
      // autocannon reports up to a second after the last response: only a run still owing answers was cut short.
      if (latencies.length + failed >= amount) return;
      stoppedByTime = true;
      instance.stop();
    }, maxSeconds * 1000);
  });
}

export function summarise(latencies: number[]): LoadResult['latencyMs'] {
  if (latencies.length === 0) return { p50: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN };
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const mean = sorted.reduce((s, v) => s + v, 0) / sorted.length;
  return {
    p50: round(at(50), 1),
    p95: round(at(95), 1),
    p99: round(at(99), 1),
    max: round(sorted[sorted.length - 1], 1),
    mean: round(mean, 1),
  };
}

/** One line for the log: '2000 sent, 2000 ok, 1,234/s, p50 12 ms, p95 30 ms, p99 41 ms'. */
export function describeLoad(r: LoadResult): string {
  const bad = r.non2xx || r.errors || r.timeouts ? `, non-2xx ${r.non2xx} ${JSON.stringify(r.statusCounts)}, errors ${r.errors}, timeouts ${r.timeouts}` : '';
  return (
    `${r.sent} sent, ${r.ok} ok in ${r.seconds} s = ${r.okPerSecond}/s, ` +
    `p50 ${r.latencyMs.p50} ms, p95 ${r.latencyMs.p95} ms, p99 ${r.latencyMs.p99} ms${bad}` +
    (r.stoppedByTime ? ' (stopped by the time bound)' : '')
  );
}
