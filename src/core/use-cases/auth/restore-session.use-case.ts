import { ApiPaths, type UserProfile } from '../../contract';
import { AUTH_RETRY_ATTEMPTS, AUTH_RETRY_DELAY_MS } from '../../domain';
import type { KeyValueStorage, Logger, Scheduler } from '../../ports';
import { AuthTokens, isUnauthorized, type ApiClient } from '../api';

export type SessionState = { kind: 'authenticated'; user: UserProfile } | { kind: 'unauthenticated' };

/**
 * The start-up auth check (spec §4 Session): no stored access token → unauthenticated; otherwise the profile
 * is loaded, up to 3 attempts 1 s apart. A 401 (after the client's own refresh attempt) clears the tokens;
 * any other failure leaves them and only reports unauthenticated.
 * What follows a success (device, tracking, status, position) is the session store's orchestration.
 */
export class RestoreSession {
  private readonly tokens: AuthTokens;

  constructor(
    private readonly api: ApiClient,
    storage: KeyValueStorage,
    private readonly scheduler: Scheduler,
    private readonly logger: Logger,
  ) {
    this.tokens = new AuthTokens(storage);
  }

  async execute(): Promise<SessionState> {
    if (!this.tokens.access()) return { kind: 'unauthenticated' };
    for (let attempt = 1; attempt <= AUTH_RETRY_ATTEMPTS; attempt++) {
      try {
        const user = await this.api.get<UserProfile>(ApiPaths.profile);
        return { kind: 'authenticated', user };
      } catch (error) {
        if (isUnauthorized(error)) {
          this.tokens.clear();
          return { kind: 'unauthenticated' };
        }
        this.logger.warn(`Profile load failed (attempt ${attempt} of ${AUTH_RETRY_ATTEMPTS})`, error);
        if (attempt < AUTH_RETRY_ATTEMPTS) await this.scheduler.delay(AUTH_RETRY_DELAY_MS);
      }
    }
    return { kind: 'unauthenticated' };
  }
}
