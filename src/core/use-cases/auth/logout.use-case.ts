import { ApiPaths, type LogoutRequest } from '../../contract';
import type { KeyValueStorage, Logger } from '../../ports';
import { AuthTokens, type ApiClient } from '../api';

/**
 * Logout (docs/behaviour.md, "Start-up and session"): tell the server (revoking the refresh token), then clear the
 * tokens whatever happened.
 */
export class Logout {
  private readonly tokens: AuthTokens;

  constructor(
    private readonly api: ApiClient,
    storage: KeyValueStorage,
    private readonly logger: Logger,
  ) {
    this.tokens = new AuthTokens(storage);
  }

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
