import type { DeviceInfo } from '../../contract';
import type { EnvironmentInfo } from '../../ports';

/** The device_info sent with a reassociation or registration: screen as 'WxH' (spec §3, §7). */
export function deviceInfoOf(env: EnvironmentInfo): DeviceInfo {
  return {
    userAgent: env.userAgent,
    language: env.language,
    screen: `${env.screen.width}x${env.screen.height}`,
    timezone: env.timezone,
  };
}
