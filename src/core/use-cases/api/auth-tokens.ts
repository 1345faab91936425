import type { UserProfile } from '../../contract';
import type { KeyValueStorage } from '../../ports';

const PROFILE_KEY = 'userProfile';

/**
 * The stored session: the access/refresh token pair (keys accessToken, refreshToken) and the profile of the
 * user they belong to, kept so that a start without network can still show that user's dashboard (docs/behaviour.md,
 * "Start-up and session"). Clearing the tokens forgets the profile too.
 */
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

  /** The profile last loaded with these tokens; null when none (or when what is stored is not readable). */
  profile(): UserProfile | null {
    const stored = this.storage.get(PROFILE_KEY);
    if (!stored) return null;
    try {
      const profile = JSON.parse(stored) as UserProfile | null;
      return profile && typeof profile === 'object' && typeof profile.id === 'number' ? profile : null;
    } catch {
      return null;
    }
  }

  rememberProfile(profile: UserProfile): void {
    this.storage.set(PROFILE_KEY, JSON.stringify(profile));
  }

  clear(): void {
    this.storage.remove('accessToken');
    this.storage.remove('refreshToken');
    this.storage.remove(PROFILE_KEY);
  }
}
