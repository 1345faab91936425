import type { DevicePublicKey } from '../../src/core/contract';

/**
 * The one-device-per-account rule (docs/behaviour.md, "The bound device", "The device key"), as a pure decision:
 * - two_factor_enabled off → the device is the second factor no more: not checked, not bound ('ignore');
 * - the bound device → 'accept' (recognised by its key's proof when the binding has a key, by its device_id otherwise);
 * - a request whose password was not checked (register-device: a token is all it shows) changes no binding: any other
 *   device, or none bound yet, is 'refuse'. A copied access token must not be enough to move an account;
 * - after a checked password: no device yet → bind this one ('register'); another device: an administrator (never
 *   refused a sign-in) → 'rebind'; with DEVICE_CHANGE_APPROVAL=admin an employee's reassociation files a request
 *   ('request') and a login is refused; otherwise an explicit reassociation, or a user without
 *   require_device_change_confirmation → 'rebind', else 'refuse' (DEVICE_NOT_AUTHORIZED, reassociation offered).
 * Pure: the services turn a 'refuse' into its HTTP answer (device-refusal-errors.ts).
 */
export type DeviceDecision = 'ignore' | 'register' | 'accept' | 'rebind' | 'request' | 'refuse';

/** DEVICE_CHANGE_APPROVAL: who lets an employee's account move to another device. */
export type DeviceChangeApproval = 'self' | 'admin';

export interface DeviceHolder {
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  requireDeviceChangeConfirmation: boolean;
  boundDeviceId: string | null;
  /** The bound device's public key; null for a binding made before keys or by a browser that cannot keep one. */
  boundPublicKey: DevicePublicKey | null;
}

/** What a request shows besides its device: whether it is the bound one, and how the account was proved. */
export interface DeviceRequestKind {
  isBoundDevice: boolean;
  /** The request checked the account's password (login, reassociation, a new password); false for register-device. */
  passwordChecked: boolean;
  /** The user confirmed in the reassociation dialog that this device replaces the bound one. */
  reassociating: boolean;
  approval: DeviceChangeApproval;
}

export function decideDevice(holder: DeviceHolder, request: DeviceRequestKind): DeviceDecision {
  const { isBoundDevice, passwordChecked, reassociating, approval } = request;
  if (!holder.twoFactorEnabled && !reassociating) return 'ignore';
  if (holder.boundDeviceId !== null && isBoundDevice) return 'accept';
  if (!passwordChecked) return 'refuse';
  if (holder.boundDeviceId === null) return 'register';
  if (holder.isAdmin) return 'rebind';
  if (approval === 'admin') return reassociating ? 'request' : 'refuse';
  if (reassociating || !holder.requireDeviceChangeConfirmation) return 'rebind';
  return 'refuse';
}
