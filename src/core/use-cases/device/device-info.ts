import type { DeviceInfo } from '../../contract';
import type { DeviceEnvironment } from '../../ports';

/** The device_info sent with a reassociation or registration, the screen as 'WxH'. */
export function deviceInfoOf(device: DeviceEnvironment): DeviceInfo {
  const env = device.environment();
  return {
    userAgent: env.userAgent,
    language: env.language,
    screen: `${env.screen.width}x${env.screen.height}`,
    timezone: device.timeZone(),
  };
}
