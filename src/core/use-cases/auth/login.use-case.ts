import { ApiPaths, type LoginRequest, type LoginResponse } from '../../contract';
import { VIBRATION_FAILURE, VIBRATION_SUCCESS, type Credentials } from '../../domain';
import type { KeyValueStorage, Vibration } from '../../ports';
import { AuthTokens, type ApiClient } from '../api';
import type { DeviceIdentity } from '../device';
import { loginFailure, type LoginResult } from './login-result';

/**
 * Login: username trimmed, password as typed, device id and fingerprint attached.
 * On success the tokens are stored and the device's hash remembered; the phone vibrates 100 ms on
 * success and 100-50-100 ms on any failure.
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
    const username = credentials.username.trim();
    try {
      const device = await this.identity.fingerprint();
      const request: LoginRequest = {
        username,
        password: credentials.password,
        device_id: device.deviceId,
        fingerprint: device.fingerprint,
      };
      // A 401 here means wrong credentials, not an expired session: no token refresh.
      const response = await this.api.post<LoginResponse>(ApiPaths.login, request, { skipRefresh: true });
      this.tokens.store(response.access, response.refresh);
      this.tokens.rememberProfile(response.user);
      await this.identity.save();
      this.vibration.vibrate(VIBRATION_SUCCESS);
      return { kind: 'success', user: response.user };
    } catch (error) {
      this.vibration.vibrate([...VIBRATION_FAILURE]);
      return loginFailure(error, username);
    }
  }
}
