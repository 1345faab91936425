import { ApiPaths, type LoginResponse } from '../../contract';
import { VIBRATION_FAILURE, VIBRATION_SUCCESS, type Credentials } from '../../domain';
import type { Vibration } from '../../ports';
import type { ApiClient, AuthTokens } from '../api';
import type { DeviceIdentity } from '../device';
import { hasCode, loginFailure, type LoginResult, type SecondFactor } from './login-result';
import { keepSignedIn, signInProof, signInRequest } from './sign-in-request';

/**
 * Login (docs/behaviour.md, "Login", "The device key", "Administrators' verification code"). The request presents this
 * device's key and a proof by it; an administrator with TOTP on sends the login again with the verification code. On
 * success the tokens and the profile are stored and the device remembered; the phone vibrates 100 ms on success and
 * 100-50-100 ms on any failure (not when a code is merely asked for: that is the next step, not a failure).
 */
export class Login {
  constructor(
    private readonly api: ApiClient,
    private readonly tokens: AuthTokens,
    private readonly identity: DeviceIdentity,
    private readonly vibration: Vibration,
  ) {}

  async execute(credentials: Credentials, secondFactor?: SecondFactor): Promise<LoginResult> {
    try {
      const request = await signInRequest(credentials, this.identity, secondFactor);
      // A 401 here means wrong credentials (or a code to ask for), not an expired session: no token refresh.
      const response = await this.api.post<LoginResponse>(ApiPaths.login, request, {
        skipRefresh: true,
        deviceProof: signInProof('login', request),
      });
      await keepSignedIn(response, this.tokens, this.identity);
      this.vibration.vibrate(VIBRATION_SUCCESS);
      return { kind: 'success', user: response.user };
    } catch (error) {
      const result = loginFailure(error, credentials.username.trim(), hasCode(secondFactor));
      if (!(result.kind === 'secondFactorRequired' && !result.invalid)) this.vibration.vibrate([...VIBRATION_FAILURE]);
      return result;
    }
  }
}
