/**
 * Start-up warm-up (docs/performance.md, "Method"): the statements of the morning rush and of logins are prepared on
 * every pooled connection before the server listens, so that the first second of 9:00 does not queue behind
 * connections opening and statements being planned for the first time.
 */
import type { FastifyInstance } from 'fastify';
import { LOGIN_FAILURE_INSERT, LOGIN_FAILURES_CLEAR, LOGIN_FAILURES_EARLIER } from './auth/login-failure.repository';
import type { HotStatement } from './db/database.port';
import { LOCK_DEVICE_ACCOUNT_SPENDING } from './devices/device.repository';
import { CHECK_IN_CONTEXT_BY_ID, CHECK_IN_CONTEXT_IN_BOX } from './punch/check-in-context.query';
import { PUNCH_CONTEXT } from './punch/punch-context.query';
import { allPunchInsertShapes } from './punch/punch-insert.sql';
import { INSERT_SESSION_TOKEN } from './session-tokens/refresh-token.repository';
import { ACTIVE_USER_BY_ID, LOGIN_ACCOUNT } from './users/user.repository';

export const HOT_STATEMENTS: HotStatement[] = [
  CHECK_IN_CONTEXT_BY_ID,
  CHECK_IN_CONTEXT_IN_BOX,
  PUNCH_CONTEXT,
  ...allPunchInsertShapes(),
  LOGIN_FAILURE_INSERT,
  LOGIN_FAILURES_EARLIER,
  LOGIN_FAILURES_CLEAR,
  LOGIN_ACCOUNT,
  LOCK_DEVICE_ACCOUNT_SPENDING,
  INSERT_SESSION_TOKEN,
  ACTIVE_USER_BY_ID,
];

/** Warms the database's connections; a failure only costs the first requests their warm start, so it is logged, not fatal. */
export async function warmUpHotPath(app: Pick<FastifyInstance, 'db' | 'log'>): Promise<void> {
  const started = Date.now();
  try {
    await app.db.warmUp(HOT_STATEMENTS);
    app.log.info({ statements: HOT_STATEMENTS.length, ms: Date.now() - started }, 'database connections warmed up');
  } catch (error) {
    app.log.warn({ err: error }, 'warming up the database connections failed: the first requests will open them');
  }
}
