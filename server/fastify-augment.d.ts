import type { AppConfig } from './app-config';
import type { LoginRateLimiter } from './auth/login-rate-limiter';
import type { SessionService } from './auth/session.service';
import type { TokenService } from './auth/token.service';
import type { Database } from './db/database.port';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** JWT signing/verification and the in-process access-token revocation list. */
    tokens: TokenService;
    loginLimiter: LoginRateLimiter;
    /** Refresh-token families: start and rotate (ending them: auth/refresh-token.repository.ts). */
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin pre-handlers (server/auth/guards.ts). */
    auth: { userId: number; isAdmin: boolean };
  }
}
