/**
 * What the rest of the server counts (punches, failed sign-ins, job runs), one line at each place it happens. Each
 * call goes to the apps of this process that have metrics on (METRICS_TOKEN set): with none, the set is empty and a
 * call does nothing, so a server without metrics pays nothing. A production process runs one app; a test process that
 * builds several with metrics on sees each one count the others' events too.
 */
import type { AppMetrics, JobOutcome, LoginFailureReason, PunchKind, PunchSource } from './app-metrics';

const collecting = new Set<AppMetrics>();

/** From the moment an app with metrics on is built until it closes (metrics-endpoint.ts). */
export function collectInto(metrics: AppMetrics): () => void {
  collecting.add(metrics);
  return () => collecting.delete(metrics);
}

/** A punch stored: `entry` the row written (its validity), or null for an offline punch kept as refused. */
export function countPunch(kind: PunchKind, source: PunchSource, entry: { is_valid: boolean } | null): void {
  if (collecting.size === 0) return;
  const outcome = entry === null ? 'refused' : entry.is_valid ? 'valid' : 'invalid';
  for (const metrics of collecting) metrics.countPunch(kind, source, outcome);
}

export function countLoginFailure(reason: LoginFailureReason): void {
  for (const metrics of collecting) metrics.countLoginFailure(reason);
}

/**
 * Runs one run of a background job, counted by outcome (a rejection is 'failed' and passes through unchanged) with
 * its duration. The job's own error handling (its log line) stays where it is.
 */
export async function recordJobRun<T>(job: string, run: () => Promise<T>): Promise<T> {
  if (collecting.size === 0) return run();
  const started = process.hrtime.bigint();
  const done = (outcome: JobOutcome) => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    for (const metrics of collecting) metrics.recordJobRun(job, outcome, seconds);
  };
  try {
    const result = await run();
    done('ok');
    return result;
  } catch (error) {
    done('failed');
    throw error;
  }
}
