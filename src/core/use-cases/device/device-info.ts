import type { DeviceInfo } from '../../contract';
import type { EnvironmentInfo } from '../../ports';

/** The device_info sent with a reassociation or registration, the screen as 'WxH'. */
export function deviceInfoOf(env: EnvironmentInfo): DeviceInfo {
  return {
    userAgent: env.userAgent,
    language: env.language,
    screen: `${env.screen.width}x${env.screen.height}`,
    timezone: env.timezone,
  };
}
