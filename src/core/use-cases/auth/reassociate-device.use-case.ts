import { ApiPaths, type LoginResponse, type ReassociateRequest } from '../../contract';
import type { Credentials } from '../../domain';
import type { FingerprintSources, KeyValueStorage } from '../../ports';
import { AuthTokens, type ApiClient } from '../api';
import { deviceInfoOf, type DeviceIdentity } from '../device';
import { loginFailure, type LoginResult } from './login-result';

/**
 * Binds the account to this device and logs in (spec §2 Device reassociation dialog, §7 reassociate-device).
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
    const username = credentials.username.trim();
    try {
      const device = await this.identity.fingerprint();
      const request: ReassociateRequest = {
        username,
        password: credentials.password,
        device_id: device.deviceId,
        fingerprint: device.fingerprint,
        device_info: deviceInfoOf(this.sources.environment()),
      };
      const response = await this.api.post<LoginResponse>(ApiPaths.reassociateDevice, request, { skipRefresh: true });
      this.tokens.store(response.access, response.refresh);
      await this.identity.save();
      return { kind: 'success', user: response.user };
    } catch (error) {
      return loginFailure(error, username);
    }
  }
}
