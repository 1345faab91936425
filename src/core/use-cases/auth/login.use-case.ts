import { ApiPaths, type LoginResponse } from '../../contract';
import { VIBRATION_FAILURE, VIBRATION_SUCCESS, type Credentials } from '../../domain';
import type { KeyValueStorage, Vibration } from '../../ports';
import { AuthTokens, type ApiClient } from '../api';
import type { DeviceIdentity } from '../device';
import { loginFailure, type LoginResult } from './login-result';
import { keepSignedIn, signInRequest } from './sign-in-request';

/**
 * Login (docs/behaviour.md, "Login"). On success the tokens and the profile are stored and the device's hash
 * remembered; the phone vibrates 100 ms on success and 100-50-100 ms on any failure.
 */
export class Login {
  private readonly tokens: AuthTokens;

  constructor(
    private readonly api: ApiClient,
    storage: KeyValueStorage,
    private readonly identity: DeviceIdentity,
    private readonly vibration: Vibration,
  ) {
    this.tokens = new AuthTokens(storage);
  }

  async execute(credentials: Credentials): Promise<LoginResult> {
    try {
      const request = await signInRequest(credentials, this.identity);
      // A 401 here means wrong credentials, not an expired session: no token refresh.
      const response = await this.api.post<LoginResponse>(ApiPaths.login, request, { skipRefresh: true });
      await keepSignedIn(response, this.tokens, this.identity);
      this.vibration.vibrate(VIBRATION_SUCCESS);
      return { kind: 'success', user: response.user };
    } catch (error) {
      this.vibration.vibrate([...VIBRATION_FAILURE]);
      return loginFailure(error, credentials.username.trim());
    }
  }
}
