import { ApiPaths, type LoginResponse, type ReassociateRequest } from '../../contract';
import type { Credentials } from '../../domain';
import type { FingerprintSources, KeyValueStorage } from '../../ports';
import { AuthTokens, type ApiClient } from '../api';
import { deviceInfoOf, type DeviceIdentity } from '../device';
import { loginFailure, type LoginResult } from './login-result';
import { keepSignedIn, signInRequest } from './sign-in-request';

/**
 * Binds the account to this device and logs in (docs/behaviour.md, "The bound device").
 * A failure that itself asks for reassociation comes back as 'deviceNotAuthorized', so the dialog stays open
 * without an error alert; any other failure is an 'error'.
 */
export class ReassociateDevice {
  private readonly tokens: AuthTokens;

  constructor(
    private readonly api: ApiClient,
    storage: KeyValueStorage,
    private readonly identity: DeviceIdentity,
    private readonly sources: FingerprintSources,
  ) {
    this.tokens = new AuthTokens(storage);
  }

  async execute(credentials: Credentials): Promise<LoginResult> {
    try {
      const request: ReassociateRequest = {
        ...(await signInRequest(credentials, this.identity)),
        device_info: deviceInfoOf(this.sources.environment()),
      };
      const response = await this.api.post<LoginResponse>(ApiPaths.reassociateDevice, request, { skipRefresh: true });
      await keepSignedIn(response, this.tokens, this.identity);
      return { kind: 'success', user: response.user };
    } catch (error) {
      return loginFailure(error, credentials.username.trim());
    }
  }
}
