import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import { findLoginAccount } from '../users/user.repository';
import type { LoginRateLimiter } from './login-rate-limiter';
import { verifyPassword } from './passwords';

export interface Authenticated {
  id: number;
  username: string;
}

/** A username and password presented from a client address, and where to note a failure. */
export interface SignInAttempt {
  username: string;
  password: string;
  ip: string;
  log: Pick<FastifyBaseLogger, 'info'>;
}

export interface CredentialsPorts {
  db: Queryable;
  loginLimiter: LoginRateLimiter;
}

/**
 * Username + password → the active account, or 401 INVALID_CREDENTIALS (same answer, and about the same
 * time, for an unknown user). Refused with 429 TOO_MANY_ATTEMPTS and Retry-After, before any hashing, while the
 * username or the client address is over its failure limit. The attempt is counted as a failure before
 * the (slow) hash is checked, so parallel guesses cannot all pass the limit; a success takes it back.
 */
export async function checkCredentials(ports: CredentialsPorts, attempt: SignInAttempt): Promise<Authenticated> {
  const name = attempt.username.trim();
  const reserved = ports.loginLimiter.reserve(name, attempt.ip);
  if (!reserved.allowed) {
    throw httpError(429, 'TOO_MANY_ATTEMPTS', {}, { 'Retry-After': String(reserved.retryAfterSeconds) });
  }
  let account: Authenticated | undefined;
  try {
    const found = await findLoginAccount(ports.db, name);
    if ((await verifyPassword(found?.password_hash, attempt.password)) && found) account = found;
  } catch (error) {
    reserved.cancelled(); // no answer about the password: not counted
    throw error;
  }
  if (!account) {
    reserved.failed();
    attempt.log.info({ username: name }, 'login failed');
    throw httpError(401, 'INVALID_CREDENTIALS');
  }
  reserved.succeeded();
  return { id: account.id, username: account.username };
}
