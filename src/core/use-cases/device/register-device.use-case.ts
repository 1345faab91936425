import { ApiPaths, type RegisterDeviceRequest } from '../../contract';
import type { FingerprintSources } from '../../ports';
import type { ApiClient } from '../api';
import { deviceInfoOf } from './device-info';
import type { DeviceIdentity } from './device-identity';

/** Binds this device to the signed-in account when it has none (POST /api/auth/register-device/). */
export class RegisterDevice {
  constructor(
    private readonly api: ApiClient,
    private readonly identity: DeviceIdentity,
    private readonly sources: FingerprintSources,
  ) {}

  async execute(): Promise<void> {
    const record = await this.identity.fingerprint();
    const request: RegisterDeviceRequest = {
      device_id: record.deviceId,
      fingerprint: record.fingerprint,
      device_name: record.deviceName,
      device_type: record.deviceType,
      device_info: deviceInfoOf(this.sources.environment()),
    };
    await this.api.post(ApiPaths.registerDevice, request);
    await this.identity.save();
  }
}
