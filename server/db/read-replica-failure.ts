/**
 * When the read replica fails, the read it served is answered 503 rather than 500: the server is fine and the
 * primary (punches, sign-ins, writes) too, only the reports are unavailable for a while (docs/behaviour.md,
 * "Read replica").
 */
import { httpError, type HttpError } from '../http/http-error';
import { pgErrorInfo } from './database.port';

/** How long the client is told to wait before asking again (a replica restarting, or catching up after a conflict). */
const RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATE classes and codes that say the replica itself failed, not the statement: 08 connection lost, 28 and 3D
 * refused at connection, 53 out of resources (connections, memory), 57 cancelled (statement_timeout, shutdown, "the
 * database system is starting up"), 40001 a standby cancelling a read that conflicts with the replication it applies.
 */
const FAILURE_CLASSES = ['08', '28', '3D', '53', '57'];
const RECOVERY_CONFLICT = '40001';

/**
 * Whether `error`, thrown by the replica's driver, is the replica failing. An error without a SQLSTATE comes from the
 * client side of the connection: refused, cut, or timed out (the connection timeout, the pool's wait, the query timeout).
 * Any other SQLSTATE is the statement's own error, which the primary would raise too: it stays a 500.
 */
export function isReplicaFailure(error: unknown): boolean {
  const code = pgErrorInfo(error)?.code;
  if (code === undefined) return error instanceof Error;
  return code === RECOVERY_CONFLICT || FAILURE_CLASSES.includes(code.slice(0, 2));
}

/** The answer to a report read while the replica fails: 503, the API's error body, and when to try again. */
export function replicaUnavailable(): HttpError {
  return httpError(503, 'SERVER_ERROR', {}, { 'Retry-After': String(RETRY_AFTER_SECONDS) });
}
