import { ApiPaths, type LogoutRequest } from '../../contract';
import type { Logger } from '../../ports';
import type { ApiClient, AuthTokens } from '../api';

/**
 * Logout (docs/behaviour.md, "Start-up and session"): tell the server (revoking the refresh token), then clear the
 * tokens whatever happened.
 */
export class Logout {
  constructor(
    private readonly api: ApiClient,
    private readonly tokens: AuthTokens,
    private readonly logger: Logger,
  ) {}

  async execute(): Promise<void> {
    const refresh = this.tokens.refresh();
    const request: LogoutRequest = refresh ? { refresh } : {};
    try {
      // No refresh on 401: the session is ending anyway, and a failed refresh would announce "session expired".
      await this.api.post(ApiPaths.logout, request, { skipRefresh: true });
    } catch (error) {
      this.logger.warn('Logout request failed; local session cleared anyway', error);
    } finally {
      this.tokens.clear();
    }
  }
}
