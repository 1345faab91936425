import type { DeviceIdentity } from './device-identity';

/**
 * Whether this browser can keep a device key (docs/behaviour.md, "The device key"): the login screen warns when it
 * cannot (private browsing, an old browser), since every sign-in from it is then a new device.
 */
export class DeviceKeySupport {
  constructor(private readonly identity: DeviceIdentity) {}

  /** True where the key can be kept; never rejects. */
  execute(): Promise<boolean> {
    return this.identity.canKeepKey();
  }
}
