/**
 * The retention purge inside the server (docs/behaviour.md, "Retention"): no external cron. It runs at night, when
 * nobody punches: first at the next 03:00 of APP_TIMEZONE after start-up (never delaying it, nor a morning rush after
 * a restart), then a day after each run ends. On PGlite the database's own upkeep follows it (vacuumAfterPurge).
 * Several servers on one database may run it at the same time: their batches skip each other's rows
 * (retention.query.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.port';
import { WallClock } from '../hours/wall-clock';
import { recordJobRun } from '../metrics/recorders';
import { retentionCutoffs, type RetentionSettings } from './retention.rules';
import { purgeExpired } from './retention.service';

export interface RetentionSchedule {
  /** After start-up. */
  firstRunAfterMs: number;
  /** From the end of one run to the start of the next. */
  everyMs: number;
}

const DAY_MS = 24 * 3_600_000;
/** The hour of APP_TIMEZONE the purge runs at. */
const NIGHT_HOUR = 3;
/** Even when started just before NIGHT_HOUR, the first run waits this long: the server is serving by then. */
const MIN_FIRST_RUN_MS = 60_000;

/**
 * The nightly schedule for a server started at `now`: the first run at the next NIGHT_HOUR on APP_TIMEZONE's clocks,
 * then a day after each run ends (a night that changes the clocks moves it by an hour).
 */
export function nightlyRetention(timezone: string, now: Date = new Date()): RetentionSchedule {
  const [hours, minutes] = WallClock.of(timezone).time(now).split(':').map(Number) as [number, number];
  const sinceMidnightMs = ((hours * 60 + minutes) * 60 + now.getUTCSeconds()) * 1000 + now.getUTCMilliseconds();
  const untilNightMs = (NIGHT_HOUR * 3_600_000 - sinceMidnightMs + DAY_MS) % DAY_MS;
  return { firstRunAfterMs: Math.max(MIN_FIRST_RUN_MS, untilNightMs), everyMs: DAY_MS };
}

export interface RetentionJobOptions {
  /** Default: nightlyRetention in settings.timezone. */
  schedule?: RetentionSchedule;
  /** The run's "now" (tests fix it); default the system's. */
  now?: () => Date;
  /**
   * After each purge that ran to its end, `VACUUM (ANALYZE)` the whole database: for PGlite, which has no autovacuum.
   * Without it the embedded database never reuses the space of deleted and updated rows (every check-out leaves its IN's
   * old version behind) and its planner never gets statistics. PostgreSQL's autovacuum does both on its own.
   */
  vacuumAfterPurge?: boolean;
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
  const schedule = options.schedule ?? nightlyRetention(settings.timezone);
  const now = options.now ?? (() => new Date());
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  const runOnce = async (): Promise<void> => {
    const started = Date.now();
    let punchesBefore: string | undefined;
    const purge = async () => {
      const cutoffs = retentionCutoffs(now(), settings);
      punchesBefore = cutoffs.punchesBefore;
      const { deleted, statements, interrupted } = await purgeExpired(db, cutoffs, { signal: stopping.signal });
      const vacuumed = options.vacuumAfterPurge === true && !interrupted && !stopping.signal.aborted;
      if (vacuumed) await db.exec('VACUUM (ANALYZE)');
      const upkeep = vacuumed ? { vacuumed } : {};
      log.info({ punchesBefore, deleted, statements, interrupted, ...upkeep, ms: Date.now() - started }, 'retention purge done');
    };
    try {
      await recordJobRun('retention', purge);
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
