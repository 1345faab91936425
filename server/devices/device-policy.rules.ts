import { httpError, type HttpError } from '../http/http-error';

/**
 * The one-device-per-account rule (docs/behaviour.md, "The bound device"), as a pure decision:
 * - two_factor_enabled off → the device is the second factor no more: not checked, not bound ('ignore');
 * - no device yet → bind this one ('register'); the same device → 'accept';
 * - another device: an explicit reassociation, an administrator (never locked out) or a user without
 *   require_device_change_confirmation → 'rebind'; otherwise 'refuse' (DEVICE_NOT_AUTHORIZED, reassociation offered).
 */
export type DeviceDecision = 'ignore' | 'register' | 'accept' | 'rebind' | 'refuse';

export interface DeviceHolder {
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  requireDeviceChangeConfirmation: boolean;
  boundDeviceId: string | null;
}

export function decideDevice(holder: DeviceHolder, deviceId: string, reassociating: boolean): DeviceDecision {
  if (!holder.twoFactorEnabled && !reassociating) return 'ignore';
  if (holder.boundDeviceId === null) return 'register';
  if (holder.boundDeviceId === deviceId) return 'accept';
  if (reassociating || holder.isAdmin || !holder.requireDeviceChangeConfirmation) return 'rebind';
  return 'refuse';
}

/** The 'refuse' answer: 403 with what the login screen needs to offer the reassociation of this account. */
export function deviceNotAuthorized(username: string): HttpError {
  return httpError(403, 'DEVICE_NOT_AUTHORIZED', { showDeviceReassociation: true, details: { username } });
}
