import { ApiPaths, type DeviceChangePending, type LoginResponse, type ReassociateRequest } from '../../contract';
import type { Credentials } from '../../domain';
import { ErrorKey } from '../../errors';
import type { DeviceEnvironment } from '../../ports';
import type { ApiClient, AuthTokens } from '../api';
import { deviceInfoOf, type DeviceIdentity } from '../device';
import { loginFailure, type LoginResult } from './login-result';
import { keepSignedIn, signInProof, signInRequest } from './sign-in-request';

/**
 * Binds the account to this device and logs in (docs/behaviour.md, "The bound device", "The device key"), presenting
 * this device's key and a proof by it. Where an administrator must approve device changes the server files a request
 * instead (202): 'pendingApproval', nobody signed in.
 * A failure that itself asks for reassociation comes back as 'deviceNotAuthorized', so the dialog stays open
 * without an error alert; any other failure is an 'error'.
 */
export class ReassociateDevice {
  constructor(
    private readonly api: ApiClient,
    private readonly tokens: AuthTokens,
    private readonly identity: DeviceIdentity,
    private readonly environment: DeviceEnvironment,
  ) {}

  async execute(credentials: Credentials): Promise<LoginResult> {
    try {
      const request: ReassociateRequest = {
        ...(await signInRequest(credentials, this.identity)),
        device_info: deviceInfoOf(this.environment),
      };
      const response = await this.api.post<LoginResponse | DeviceChangePending>(ApiPaths.reassociateDevice, request, {
        skipRefresh: true,
        deviceProof: signInProof('reassociate', request),
      });
      if (isPending(response)) {
        // The administrator will bind this device id and key: keep them for the sign-in after the approval.
        await this.identity.save();
        return { kind: 'pendingApproval', message: { key: ErrorKey.deviceChangePending } };
      }
      await keepSignedIn(response, this.tokens, this.identity);
      return { kind: 'success', user: response.user };
    } catch (error) {
      return loginFailure(error, credentials.username.trim());
    }
  }
}

function isPending(response: LoginResponse | DeviceChangePending): response is DeviceChangePending {
  return 'status' in response && response.status === 'pending_approval';
}
