import { ApiPaths, type UserProfile } from '../../contract';
import { AUTH_RETRY_ATTEMPTS, AUTH_RETRY_DELAY_MS } from '../../domain';
import { NetworkError, type Logger, type Scheduler } from '../../ports';
import { isUnauthorized, type ApiClient, type AuthTokens } from '../api';

export type SessionState = { kind: 'authenticated'; user: UserProfile } | { kind: 'unauthenticated' };

/**
 * The start-up auth check (docs/behaviour.md, "Start-up and session"): no stored access token → unauthenticated; otherwise the profile
 * is loaded, up to 3 attempts 1 s apart. A 401 (after the client's own refresh attempt) clears the tokens;
 * any other failure leaves them and reports unauthenticated, except for a returning user (docs/behaviour.md,
 * "Start-up and session"): when the profile of the stored session is remembered, only a 401 ends it; after
 * any other failure the user stays signed in with that profile (at once when the browser knows it is offline). The
 * server still decides on every call (an expired session then ends as usual).
 * What follows a success (device, tracking, status, position) is the session store's orchestration.
 */
export class RestoreSession {
  constructor(
    private readonly api: ApiClient,
    private readonly tokens: AuthTokens,
    private readonly scheduler: Scheduler,
    private readonly logger: Logger,
  ) {}

  /** The profile of the stored session, when there is one: the user this phone was last signed in as. */
  remembered(): UserProfile | null {
    return this.tokens.access() ? this.tokens.profile() : null;
  }

  async execute(): Promise<SessionState> {
    if (!this.tokens.access()) return { kind: 'unauthenticated' };
    const remembered = this.tokens.profile();
    for (let attempt = 1; attempt <= AUTH_RETRY_ATTEMPTS; attempt++) {
      try {
        const user = await this.api.get<UserProfile>(ApiPaths.profile);
        this.tokens.rememberProfile(user);
        return { kind: 'authenticated', user };
      } catch (error) {
        if (isUnauthorized(error)) {
          this.tokens.clear();
          return { kind: 'unauthenticated' };
        }
        this.logger.warn(`Profile load failed (attempt ${attempt} of ${AUTH_RETRY_ATTEMPTS})`, error);
        const offline = error instanceof NetworkError && error.kind === 'offline';
        if (remembered && (offline || attempt === AUTH_RETRY_ATTEMPTS)) return { kind: 'authenticated', user: remembered };
        if (attempt < AUTH_RETRY_ATTEMPTS) await this.scheduler.delay(AUTH_RETRY_DELAY_MS);
      }
    }
    return { kind: 'unauthenticated' };
  }
}
