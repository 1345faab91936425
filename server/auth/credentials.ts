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
 * username or the client address is over its failure limit. The attempt is counted as a failure before
 * the (slow) hash is checked, so parallel guesses cannot all pass the limit; a success takes it back.
 */
export async function checkCredentials(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  username: string,
  password: string,
): Promise<Authenticated> {
  const name = username.trim();
  const attempt = app.loginLimiter.reserve(name, request.ip);
  if (!attempt.allowed) {
    reply.header('Retry-After', String(attempt.retryAfterSeconds));
    throw httpError(429, 'TOO_MANY_ATTEMPTS');
  }
  let account: { id: number; username: string } | undefined;
  try {
    const { rows } = await app.db.query<{ id: number; username: string; password_hash: string }>(
      'SELECT id, username, password_hash FROM users WHERE lower(username) = lower($1) AND is_active',
      [name],
    );
    const found = rows[0];
    if ((await verifyPassword(found?.password_hash, password)) && found) account = found;
  } catch (error) {
    attempt.cancelled(); // no answer about the password: not counted
    throw error;
  }
  if (!account) {
    attempt.failed();
    request.log.info({ username: name }, 'login failed');
    throw httpError(401, 'INVALID_CREDENTIALS');
  }
  attempt.succeeded();
  return { id: account.id, username: account.username };
}
