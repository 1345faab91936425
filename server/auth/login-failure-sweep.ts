import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/database.port';
import type { LoginThrottle } from './login-throttle.service';

/** Often enough that the table holds about a day of failures; each sweep is one indexed DELETE. */
const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Forgets failed logins older than a day, in the background (several servers sweeping at once is harmless). A sweep
 * that fails is logged and tried again at the next turn. Returns the function that stops it.
 */
export function startLoginFailureSweep(db: Database, throttle: LoginThrottle, log: Pick<FastifyBaseLogger, 'warn' | 'debug'>): () => void {
  const timer = setInterval(() => {
    throttle.sweep(db).then(
      (removed) => log.debug({ removed }, 'old failed logins swept'),
      (error: unknown) => log.warn({ err: error }, 'sweeping old failed logins failed'),
    );
  }, SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
