import type { LoginRequest, LoginResponse } from '../../contract';
import type { AuthTokens } from '../api';
import type { Credentials } from '../../domain';
import type { DeviceIdentity } from '../device';

/**
 * What a login or a reassociation sends: the username trimmed, the password as typed (spaces may belong to it), and
 * this device's id and fingerprint hash, by which the server knows the device bound to the account.
 */
export async function signInRequest(credentials: Credentials, identity: DeviceIdentity): Promise<LoginRequest> {
  const device = await identity.fingerprint();
  return {
    username: credentials.username.trim(),
    password: credentials.password,
    device_id: device.deviceId,
    fingerprint: device.fingerprint,
  };
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
