import type { Queryable } from './database.port';

/** The database did not answer the health check in time (stuck, overloaded, or every connection busy). */
export class DatabaseTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`the database did not answer within ${timeoutMs} ms`);
    this.name = 'DatabaseTimeoutError';
  }
}

/**
 * Resolves when the database answers the smallest statement there is within `timeoutMs`; rejects with
 * DatabaseTimeoutError when it does not, with the driver's error when it fails. A monitor wants an answer
 * quickly: the statement itself is left to the pool's own timeouts.
 */
export async function pingDatabase(db: Queryable, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseTimeoutError(timeoutMs)), timeoutMs);
  });
  const ping = db.query('SELECT 1');
  ping.catch(() => undefined); // a ping failing after the timeout answered is no unhandled rejection
  try {
    await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** What /api/health says of a database: it answered, it did not in time, or it failed. */
export type DatabaseState = 'ok' | 'timeout' | 'unreachable';

/** The database's state by pingDatabase; a failure is handed to `report` (to log it) with a word on why. */
export async function databaseState(
  db: Queryable,
  timeoutMs: number,
  report: (error: unknown, why: 'too slow' | 'unreachable') => void,
): Promise<DatabaseState> {
  try {
    await pingDatabase(db, timeoutMs);
    return 'ok';
  } catch (error) {
    const timedOut = error instanceof DatabaseTimeoutError;
    report(error, timedOut ? 'too slow' : 'unreachable');
    return timedOut ? 'timeout' : 'unreachable';
  }
}
