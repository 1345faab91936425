import { ApiPaths, type LoginResponse, type SetNewPasswordRequest } from '../../contract';
import { VIBRATION_FAILURE, VIBRATION_SUCCESS, type Credentials, type DisplayMessage } from '../../domain';
import type { Vibration } from '../../ports';
import type { ApiClient, AuthTokens } from '../api';
import type { DeviceIdentity } from '../device';
import { hasCode, loginFailure, type LoginResult, type SecondFactor } from './login-result';
import { passwordRefusal } from './password-refusal';
import { keepSignedIn, signInProof, signInRequest } from './sign-in-request';

/** A login's result, or a new password refused by the policy (its message goes under the new password's field). */
export type SetNewPasswordResult = LoginResult | { kind: 'newPasswordRefused'; message: DisplayMessage };

/**
 * 'Imposta una nuova password' (docs/behaviour.md, "Passwords"): after a login refused with PASSWORD_CHANGE_REQUIRED,
 * the username and the password the administrator gave, with the new password and this device, as a login sends them.
 * The server saves the new password and signs in as a login does, so success, a refused device and a verification code
 * asked for end as the login's; the device key and a proof by it go along as with a login (docs/behaviour.md, "The
 * device key").
 */
export class SetNewPassword {
  constructor(
    private readonly api: ApiClient,
    private readonly tokens: AuthTokens,
    private readonly identity: DeviceIdentity,
    private readonly vibration: Vibration,
  ) {}

  async execute(credentials: Credentials, newPassword: string, secondFactor?: SecondFactor): Promise<SetNewPasswordResult> {
    try {
      const { password, ...signIn } = await signInRequest(credentials, this.identity, secondFactor);
      const request: SetNewPasswordRequest = { ...signIn, current_password: password, new_password: newPassword };
      // A 401 here means wrong credentials, not an expired session: no token refresh.
      const response = await this.api.post<LoginResponse>(ApiPaths.setNewPassword, request, {
        skipRefresh: true,
        deviceProof: signInProof('set_new_password', signIn),
      });
      await keepSignedIn(response, this.tokens, this.identity);
      this.vibration.vibrate(VIBRATION_SUCCESS);
      return { kind: 'success', user: response.user };
    } catch (error) {
      this.vibration.vibrate([...VIBRATION_FAILURE]);
      const refusal = passwordRefusal(error);
      if (refusal.field === 'new_password') return { kind: 'newPasswordRefused', message: refusal.message };
      return loginFailure(error, credentials.username.trim(), hasCode(secondFactor));
    }
  }
}
