import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from '../http/http-error';
import { verifyPassword } from './passwords';

export interface Authenticated {
  id: number;
  username: string;
}

/**
 * Username + password → the active account, or 401 INVALID_CREDENTIALS (same answer, and about the same
 * time, for an unknown user). Refused with 429 TOO_MANY_ATTEMPTS, before any hashing, while the
 * username or the client address is over its failure limit. Only failures are counted.
 */
export async function checkCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
  password: string,
): Promise<Authenticated> {
  const name = username.trim();
  const wait = app.loginLimiter.retryAfterSeconds(name, request.ip);
  if (wait > 0) {
    reply.header('Retry-After', String(wait));
    throw httpError(429, 'TOO_MANY_ATTEMPTS');
  }
  const { rows } = await app.db.query<{ id: number; username: string; password_hash: string }>(
    'SELECT id, username, password_hash FROM users WHERE lower(username) = lower($1) AND is_active',
    [name],
  );
  const account = rows[0];
  if (!(await verifyPassword(account?.password_hash, password)) || !account) {
    app.loginLimiter.recordFailure(name, request.ip);
    request.log.info({ username: name }, 'login failed');
    throw httpError(401, 'INVALID_CREDENTIALS');
  }
  app.loginLimiter.recordSuccess(name);
  return { id: account.id, username: account.username };
}
