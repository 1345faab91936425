/**
 * A paced load run: requests sent at a steady rate, whatever the answers, as a workforce arrives at its doors, rather
 * than as fast as `connections` clients can loop (load.ts). In a closed loop at saturation each request waits for the
 * ones queued before it: the mean latency is the number of connections over the throughput (Little's law), whatever
 * the server does with its time. A paced run below saturation shows how long a punch itself takes while the server is
 * busy but keeping up.
 * Each latency is counted from the moment the request was due, not from when it went out, so that a generator fallen
 * behind does not hide the server's delay (coordinated omission). Keep-alive connections, at most `connections` at once:
 * a request due while every connection is busy waits for one, and that wait is counted.
 */
import http from 'node:http';
import type { LoadRequest, LoadResult } from './load';
import { describeLoad, summarise } from './load';
import { round } from './report';

/**
 * The share of a saturating run's rate at which punches are also sent steadily. At saturation the mean latency is the
 * 50 connections over the throughput whatever a punch costs, 40 ms at the floor's own 1,250/s: a p99 under 50 ms can
 * only be asked below it.
 */
export const PACED_SHARE = 0.5;

export interface PacedOptions {
  baseUrl: string;
  amount: number;
  /** Requests a second, evenly spaced. */
  ratePerSecond: number;
  connections: number;
  maxSeconds: number;
  requestAt: (i: number) => LoadRequest;
}

export interface PacedResult extends LoadResult {
  /**
   * How late the generator itself sent each request after it was due (its timers, its own CPU and garbage collector):
   * the part of a latency that is not the server's.
   */
  sendLagMs: LoadResult['latencyMs'];
}

export async function runPacedLoad(options: PacedOptions): Promise<PacedResult> {
  const { baseUrl, amount, ratePerSecond, connections, maxSeconds, requestAt } = options;
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const latencies: number[] = [];
  const lags: number[] = [];
  const statusCounts: Record<string, number> = {};
  let ok = 0;
  let errors = 0;
  let timeouts = 0;
  let sent = 0;
  let stoppedByTime = false;
  const startedAt = performance.now();
  const spacingMs = 1000 / ratePerSecond;

  const send = (i: number, dueAt: number) =>
    new Promise<void>((resolve) => {
      const request = requestAt(i);
      const body = request.json === undefined ? undefined : JSON.stringify(request.json);
      const headers: Record<string, string | number> = { ...request.headers };
      if (body !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      const req = http.request({ host: url.hostname, port: url.port, path: request.path, method: request.method, headers, agent, timeout: 10_000 }, (res) => {
        res.resume();
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          latencies.push(performance.now() - dueAt);
          statusCounts[status] = (statusCounts[status] ?? 0) + 1;
          if (status >= 200 && status < 300) ok++;
          resolve();
        });
      });
      let timedOut = false;
      req.on('timeout', () => {
        timedOut = true;
        timeouts++;
        req.destroy();
      });
      req.on('error', () => {
        if (!timedOut) errors++;
        resolve();
      });
      lags.push(performance.now() - dueAt);
      req.end(body);
      sent++;
    });

  const inFlight: Promise<void>[] = [];
  for (let i = 0; i < amount; i++) {
    const dueAt = startedAt + i * spacingMs;
    if (dueAt - startedAt > maxSeconds * 1000) {
      stoppedByTime = true;
      break;
    }
    const wait = dueAt - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(i, dueAt));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const seconds = (performance.now() - startedAt) / 1000;
  return {
    sent,
    ok,
    non2xx: latencies.length - ok,
    errors,
    timeouts,
    statusCounts,
    seconds: round(seconds, 3),
    okPerSecond: round(ok / seconds, 1),
    latencyMs: summarise(latencies),
    sendLagMs: summarise(lags),
    stoppedByTime,
  };
}

/** A paced run's line for the log, with how late the generator itself was. */
export function describePaced(run: PacedResult): string {
  return `${describeLoad(run)}; sent late by p99 ${run.sendLagMs.p99} ms, max ${run.sendLagMs.max} ms`;
}
