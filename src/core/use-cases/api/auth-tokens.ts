import type { KeyValueStorage } from '../../ports';

/** The access/refresh token pair in storage (spec §9 keys accessToken, refreshToken). */
export class AuthTokens {
  constructor(private readonly storage: KeyValueStorage) {}

  access(): string | null {
    return this.storage.get('accessToken');
  }

  refresh(): string | null {
    return this.storage.get('refreshToken');
  }

  /** Stores a new access token and, when the server sent one, a new refresh token. */
  store(access: string, refresh?: string): void {
    this.storage.set('accessToken', access);
    if (refresh) this.storage.set('refreshToken', refresh);
  }

  clear(): void {
    this.storage.remove('accessToken');
    this.storage.remove('refreshToken');
  }
}
