import type { AppConfig } from './app-config';
import type { LoginRateLimiter } from './auth/login-rate-limiter';
import type { SessionStore } from './auth/session-store';
import type { TokenService } from './auth/token-service';
import type { Database } from './db/database.port';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** JWT signing/verification and the in-process access-token revocation list. */
    tokens: TokenService;
    loginLimiter: LoginRateLimiter;
    /** Refresh-token families: start, rotate, revoke. */
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin pre-handlers (server/auth/guards.ts). */
    auth: { userId: number; isAdmin: boolean };
  }
}
