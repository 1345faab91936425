/**
 * Applies the one-device rule (device-policy.rules.ts) to an active account inside the caller's transaction:
 * the account's row is locked, the decision taken, the device bound, changed (audited, administrators notified) or
 * left alone; 'refuse' changes nothing. A rebind of an employee also ends every session of the account but
 * `keepSession` (the caller's own): the device is their second factor, so the old one must not stay signed in, nor
 * bind itself again; after the commit the caller ends their access tokens (`endedSessions`). Not for administrators: the
 * device check never applies to them (they may use a desktop and a phone at once), so their rebinds are only audited.
 */
import { revokeUserSessions } from '../auth/refresh-token.repository';
import type { Queryable } from '../db/database.port';
import { decideDevice, type DeviceDecision } from './device-policy.rules';
import {
  bindDevice,
  changeDevice,
  lockDeviceAccount,
  registerFirstDevice,
  type DeviceAccount,
  type PresentedDevice,
} from './device.repository';

export interface DevicePolicyOutcome {
  decision: DeviceDecision;
  account: DeviceAccount;
  /** The sessions this rebind ended (for TokenService.endSessions after the commit). */
  endedSessions: string[];
}

/** The outcome, or undefined when the account is not active (any more). */
export async function applyDevicePolicy(
  tx: Queryable,
  userId: number,
  device: PresentedDevice,
  reassociating: boolean,
  keepSession?: string,
): Promise<DevicePolicyOutcome | undefined> {
  const account = await lockDeviceAccount(tx, userId);
  if (!account) return undefined;
  const decision = decideDevice(account, device.device_id, reassociating);
  const owner = { id: userId, username: account.username, fullName: account.fullName, previousDeviceId: account.boundDeviceId };
  const endsOtherSessions = decision === 'rebind' && !account.isAdmin;
  if (decision === 'register') await registerFirstDevice(tx, owner, device);
  else if (decision === 'rebind') await changeDevice(tx, owner, device, reassociating ? 'reassociated' : 'automatic');
  else if (decision === 'accept' && (device.fingerprint || device.device_name || device.device_info)) {
    await bindDevice(tx, userId, device); // the same device: its details completed
  }
  const endedSessions = endsOtherSessions ? await revokeUserSessions(tx, userId, keepSession) : [];
  return { decision, account, endedSessions };
}
