/**
 * POST /api/auth/register-device/: a signed-in client presents its device, and the one-device rule applies as at
 * sign-in; the caller's own session survives a rebind that ends the account's others.
 */
import type { Database } from '../db/database.port';
import type { TokenService } from '../auth/token.service';
import { httpError } from '../http/http-error';
import { deviceNotAuthorized, type DeviceDecision } from './device-policy.rules';
import { applyDevicePolicy } from './device-policy.service';
import type { PresentedDevice } from './device.repository';

/**
 * How the answer names each decision but 'refuse' (a 403): registered, the first device bound; unchanged, already
 * this device; rebound, replaced another (administrators, or confirmation off); not_checked, two-factor is off for
 * the account, devices are not bound.
 */
export const REGISTRATION_STATUS = { register: 'registered', accept: 'unchanged', rebind: 'rebound', ignore: 'not_checked' } as const;

export type RegistrationStatus = (typeof REGISTRATION_STATUS)[Exclude<DeviceDecision, 'refuse'>];

export async function registerDevice(
  ports: { db: Database; tokens: TokenService },
  caller: { userId: number; session: string | undefined },
  device: PresentedDevice,
): Promise<{ device_id: string; status: RegistrationStatus }> {
  const { userId, session } = caller;
  const outcome = await ports.db.transaction((tx) => applyDevicePolicy(tx, userId, device, false, session));
  if (outcome === undefined) throw httpError(401, 'TOKEN_INVALID');
  ports.tokens.endSessions(outcome.endedSessions);
  if (outcome.decision === 'refuse') throw deviceNotAuthorized(outcome.account.username);
  return { device_id: device.device_id, status: REGISTRATION_STATUS[outcome.decision] };
}
