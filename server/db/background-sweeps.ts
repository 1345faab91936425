import type { FastifyBaseLogger } from 'fastify';
import { recordJobRun } from '../metrics/recorders';

/** Often enough that the swept tables stay small (failed logins: about a day; used challenges: minutes); one indexed DELETE each. */
const SWEEP_EVERY_MS = 15 * 60_000;

export interface Sweep {
  /** What is swept, for the log. */
  what: string;
  /** Deletes what is no longer needed; returns how many rows. */
  run(): Promise<number>;
}

/**
 * Forgets rows that no longer decide anything (old failed logins, expired device challenges), in the background:
 * several servers sweeping at once is harmless. A sweep that fails is logged and tried again at the next turn.
 * Returns the function that stops them.
 */
export function startBackgroundSweeps(sweeps: Sweep[], log: Pick<FastifyBaseLogger, 'warn' | 'debug'>): () => void {
  const timer = setInterval(() => {
    for (const sweep of sweeps) {
      recordJobRun(`sweep_${sweep.what.replaceAll(' ', '_')}`, () => sweep.run()).then(
        (removed) => log.debug({ removed }, `${sweep.what} swept`),
        (error: unknown) => log.warn({ err: error }, `sweeping ${sweep.what} failed`),
      );
    }
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
