import type { AppConfig } from './app-config';
import type { LoginThrottle } from './auth/login-throttle.service';
import type { TotpService } from './auth/totp.service';
import type { SessionService } from './auth/session.service';
import type { Database } from './db/database.port';
import type { ReadReplica } from './db/read-replica';
import type { DeviceChallenges } from './devices/device-challenges';
import type { RememberedContexts } from './punch/remembered-contexts';
import type { TokenService } from './session-tokens/token.service';
import type { StaffScope } from './teams/staff-scope';

declare module 'fastify' {
  interface FastifyInstance {
    /** The primary: punches, sign-ins, sessions, every write and what it reads. */
    db: Database;
    /**
     * Where this request's report, export, sheet or list reads: the read replica (DATABASE_READ_URL), or `db` when
     * none is set or the caller wrote in the last seconds (db/read-replica-routing.ts; docs/behaviour.md, "Read replica").
     */
    readDb(request: FastifyRequest): Database;
    /** The read replica, or null without DATABASE_READ_URL: /api/health reports its state. */
    readReplica: ReadReplica | null;
    config: AppConfig;
    /** JWT signing/verification and the sessions ended early (kept in step with the other servers). */
    tokens: TokenService;
    /** Failed-login limits, counted in the database (shared by every server). */
    loginThrottle: LoginThrottle;
    /** Refresh-token families: start and rotate (ending them: session-tokens/refresh-token.repository.ts). */
    sessions: SessionService;
    /** Issues and checks the challenges device keys sign (devices/device-challenges.ts). */
    deviceChallenges: DeviceChallenges;
    /** Administrators' verification codes; its clock is the one tests fix. */
    totp: TotpService;
    /** Each employee's punch context remembered between punches, checked by the database at each (punch/remembered-contexts.ts). */
    punchContexts: RememberedContexts;
  }
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin pre-handlers (server/auth/guards.ts). */
    auth: { userId: number; isAdmin: boolean; familyId: string };
    /** Set by requireStaff: whom the administrator or manager may see and act on (server/teams/staff-scope.ts). */
    staff: StaffScope;
  }
}
