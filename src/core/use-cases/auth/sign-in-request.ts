import type { LoginRequest, LoginResponse } from '../../contract';
import type { Credentials, DeviceProofAction } from '../../domain';
import type { AuthTokens, DeviceProofRequest } from '../api';
import type { DeviceIdentity } from '../device';
import type { SecondFactor } from './login-result';

/**
 * What a login, a reassociation or a new password sends: the username trimmed, the password as typed (spaces may
 * belong to it), this device's id and fingerprint hash, and the public half of its key (created at the first sign-in;
 * none from a browser that cannot keep one), by which the server knows the device bound to the account
 * (docs/behaviour.md, "The device key"); and the verification code when one is given.
 */
export async function signInRequest(credentials: Credentials, identity: DeviceIdentity, secondFactor: SecondFactor = {}): Promise<LoginRequest> {
  const [device, publicKey] = await Promise.all([identity.fingerprint(), identity.ensureKey()]);
  return {
    username: credentials.username.trim(),
    password: credentials.password,
    device_id: device.deviceId,
    fingerprint: device.fingerprint,
    ...(publicKey ? { public_key: publicKey } : {}),
    ...secondFactorFields(secondFactor),
  };
}

/** The proof a sign-in carries: by the device key, of `action`, for the account as typed and the id it sends. */
export function signInProof(
  action: Extract<DeviceProofAction, 'login' | 'reassociate' | 'set_new_password'>,
  request: Pick<LoginRequest, 'username' | 'device_id'>,
): DeviceProofRequest {
  return { action, username: request.username, deviceId: request.device_id };
}

/** The code as the server takes it: the app's six digits without the space it shows them with; a recovery code trimmed. */
function secondFactorFields({ totpCode, recoveryCode }: SecondFactor): Pick<LoginRequest, 'totp_code' | 'recovery_code'> {
  const code = totpCode?.replace(/\s+/g, '');
  const recovery = recoveryCode?.trim();
  return { ...(code ? { totp_code: code } : {}), ...(recovery ? { recovery_code: recovery } : {}) };
}

/**
 * After any answer that signs in (login, reassociation, a new password): the tokens and the profile are stored, so the
 * next start, even offline, opens the dashboard (docs/behaviour.md, "Start-up and session"), and this device's
 * identity is remembered.
 */
export async function keepSignedIn(response: LoginResponse, tokens: AuthTokens, identity: DeviceIdentity): Promise<void> {
  tokens.store(response.access, response.refresh);
  tokens.rememberProfile(response.user);
  await identity.save();
}
