/**
 * The retention purge inside the server (docs/behaviour.md, "Retention"): no external cron. It first runs a little
 * after start-up, never delaying it, then a day after each run ends. Several servers on one database may run it at the
 * same time: their batches skip each other's rows (retention.query.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.port';
import { retentionCutoffs, type RetentionSettings } from './retention.rules';
import { purgeExpired } from './retention.service';

export interface RetentionSchedule {
  /** After start-up: the server is serving by then, and a server that keeps restarting does not purge at every start. */
  firstRunAfterMs: number;
  /** From the end of one run to the start of the next. */
  everyMs: number;
}

export const DAILY_RETENTION: RetentionSchedule = { firstRunAfterMs: 60_000, everyMs: 24 * 3_600_000 };

export interface RetentionJobOptions {
  schedule?: RetentionSchedule;
  /** The run's "now" (tests fix it); default the system's. */
  now?: () => Date;
}

/**
 * Starts the purge on its schedule; its timer does not keep the process alive. Each run logs one line at info with
 * the cut-off and the rows deleted per table; a failed run logs a warning and the next one tries again. The function
 * returned stops it: a run in flight stops after its current statement, and the promise resolves once it has.
 */
export function startRetentionJob(
  db: Queryable,
  settings: RetentionSettings,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  options: RetentionJobOptions = {},
): () => Promise<void> {
  const schedule = options.schedule ?? DAILY_RETENTION;
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const runOnce = async (): Promise<void> => {
    const started = Date.now();
    let punchesBefore: string | undefined;
    try {
      const cutoffs = retentionCutoffs(now(), settings);
      punchesBefore = cutoffs.punchesBefore;
      const { deleted, statements, interrupted } = await purgeExpired(db, cutoffs, { signal: stopping.signal });
      log.info({ punchesBefore, deleted, statements, interrupted, ms: Date.now() - started }, 'retention purge done');
    } catch (error) {
      log.warn({ err: error, punchesBefore }, 'retention purge failed; trying again at the next run');
    }
  };
  const runAfter = (delayMs: number) => {
    timer = setTimeout(() => {
      running = runOnce().finally(() => {
        running = undefined;
        if (!stopping.signal.aborted) runAfter(schedule.everyMs);
      });
    }, delayMs);
    timer.unref();
  };
  runAfter(schedule.firstRunAfterMs);

  return async () => {
    stopping.abort();
    clearTimeout(timer);
    await running;
  };
}
