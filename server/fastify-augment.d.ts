import type { AppConfig } from './app-config';
import type { LoginThrottle } from './auth/login-throttle.service';
import type { SessionService } from './auth/session.service';
import type { TokenService } from './auth/token.service';
import type { Database } from './db/database.port';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: AppConfig;
    /** JWT signing/verification and the sessions ended early (kept in step with the other servers). */
    tokens: TokenService;
    /** Failed-login limits, counted in the database (shared by every server). */
    loginThrottle: LoginThrottle;
    /** Refresh-token families: start and rotate (ending them: auth/refresh-token.repository.ts). */
    sessions: SessionService;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin pre-handlers (server/auth/guards.ts). */
    auth: { userId: number; isAdmin: boolean; familyId: string };
  }
}
