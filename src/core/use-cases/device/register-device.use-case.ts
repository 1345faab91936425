import { ApiPaths, type RegisterDeviceRequest } from '../../contract';
import type { DeviceEnvironment } from '../../ports';
import type { ApiClient } from '../api';
import { deviceInfoOf } from './device-info';
import type { DeviceIdentity } from './device-identity';

/**
 * Binds this device to the signed-in account when it has none (POST /api/auth/register-device/), with the public half
 * of its key and a proof by it for the signed-in account (docs/behaviour.md, "The device key").
 */
export class RegisterDevice {
  constructor(
    private readonly api: ApiClient,
    private readonly identity: DeviceIdentity,
    private readonly environment: DeviceEnvironment,
  ) {}

  async execute(): Promise<void> {
    const [record, publicKey] = await Promise.all([this.identity.fingerprint(), this.identity.ensureKey()]);
    const request: RegisterDeviceRequest = {
      device_id: record.deviceId,
      fingerprint: record.fingerprint,
      device_name: record.deviceName,
      device_type: record.deviceType,
      device_info: deviceInfoOf(this.environment),
      ...(publicKey ? { public_key: publicKey } : {}),
    };
    await this.api.post(ApiPaths.registerDevice, request, { deviceProof: { action: 'register_device', deviceId: record.deviceId } });
    await this.identity.save();
  }
}
