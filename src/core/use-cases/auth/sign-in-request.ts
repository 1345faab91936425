import type { LoginRequest } from '../../contract';
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
