/**
 * Applies the one-device rule (device-policy.rules.ts) to an active account inside the caller's transaction:
 * the account's row is locked, the request's challenge spent, the decision taken, and the device bound, changed
 * (audited, administrators notified), its key enrolled (audited, administrators notified), a change request filed, or
 * nothing ('refuse'). Only a request that checked the password binds, changes or enrols anything. A rebind of an
 * employee also ends every session of the account: the device is their second factor, so the old one must not stay
 * signed in; the caller starts its own session after this, and ends the access tokens (`endedSessions`) after the
 * commit. Not for administrators: they are never refused a sign-in for their device (they may use a desktop and a
 * phone in turn), so their rebinds are only audited.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Queryable } from '../db/database.port';
import { revokeUserSessions } from '../session-tokens/refresh-token.repository';
import { fileDeviceChangeRequest, hasPendingDeviceChange } from './device-change-request.repository';
import { challengeAlreadyUsed, provesKey, type DeviceEvidence } from './device-evidence';
import { decideDevice, type DeviceChangeApproval, type DeviceDecision } from './device-policy.rules';
import {
  bindDevice,
  changeDevice,
  enrolDeviceKey,
  lockDeviceAccount,
  lockDeviceAccountSpending,
  registerFirstDevice,
  type DeviceAccount,
  type DeviceOwner,
  type PresentedDevice,
  type StoredDeviceDetails,
} from './device.repository';

export interface DevicePolicyOutcome {
  decision: DeviceDecision;
  account: DeviceAccount;
  /** The sessions this rebind ended (for TokenService.endSessions after the commit). */
  endedSessions: string[];
  /** 'request': the change request filed; 'refuse': whether this device already waits for an administrator. */
  requestId?: number;
  pendingRequest?: boolean;
}

export interface DevicePresentation {
  /** The device's details as the request gives them (id, fingerprint, name, info). */
  device: PresentedDevice;
  evidence: DeviceEvidence;
  /** The request checked the account's password: only such a request binds a device or stores a key. */
  passwordChecked: boolean;
  reassociating: boolean;
  approval: DeviceChangeApproval;
}

/** The outcome, or undefined when the account is not active (any more). */
export async function applyDevicePolicy(tx: Queryable, userId: number, presented: DevicePresentation): Promise<DevicePolicyOutcome | undefined> {
  const { evidence, passwordChecked, reassociating, approval } = presented;
  const account = await lockSpending(tx, userId, evidence);
  if (!account) return undefined;
  const isBoundDevice = account.boundPublicKey ? provesKey(evidence, account.boundPublicKey) : account.boundDeviceId === evidence.deviceId;
  const decision = decideDevice(account, { isBoundDevice, passwordChecked, reassociating, approval });
  // Only a key whose proof was checked is ever stored (device-evidence.ts).
  const device: PresentedDevice = { ...presented.device, public_key: evidence.presentedKey };
  const owner = { id: userId, username: account.username, fullName: account.fullName, previousDeviceId: account.boundDeviceId };
  const outcome: DevicePolicyOutcome = { decision, account, endedSessions: [] };

  if (decision === 'register') await registerFirstDevice(tx, owner, device);
  else if (decision === 'rebind') await changeDevice(tx, owner, device, reassociating ? 'reassociated' : 'automatic');
  else if (decision === 'request') outcome.requestId = await fileDeviceChangeRequest(tx, owner, device);
  else if (decision === 'refuse' && approval === 'admin') outcome.pendingRequest = await hasPendingDeviceChange(tx, userId, evidence.deviceId);
  else if (decision === 'accept' && passwordChecked) await completeBoundDevice(tx, owner, account, device);

  if (decision === 'rebind' && !account.isAdmin) outcome.endedSessions = await revokeUserSessions(tx, userId);
  return outcome;
}

/**
 * The account locked and, in the same statement, the request's challenge spent (403 DEVICE_CHALLENGE_INVALID when it
 * was already: a replayed request); undefined when the account is not active.
 */
async function lockSpending(tx: Queryable, userId: number, evidence: DeviceEvidence): Promise<DeviceAccount | undefined> {
  if (!evidence.proof) return lockDeviceAccount(tx, userId);
  const { account, challengeSpent } = await lockDeviceAccountSpending(tx, userId, evidence.proof);
  if (!challengeSpent) throw challengeAlreadyUsed();
  return account;
}

/**
 * The bound device signing in again with the password: its details completed when it presents new ones (most sign-ins
 * present the same and write nothing), and a binding without a key gets the key this sign-in proved (the first keyed
 * login of a device bound by its device_id alone; audited and notified like a device change, since from then on only
 * that key punches).
 */
async function completeBoundDevice(tx: Queryable, owner: DeviceOwner, account: DeviceAccount, device: PresentedDevice): Promise<void> {
  if (account.boundPublicKey === null && device.public_key !== undefined) await enrolDeviceKey(tx, owner, device);
  else if (presentsNewDetails(device, account.boundDetails)) {
    await bindDevice(tx, owner.id, { ...device, public_key: account.boundPublicKey ?? undefined });
  }
}

/** Whether binding `device` again would change a stored detail (bindDevice keeps a stored one the device leaves out). */
function presentsNewDetails(device: PresentedDevice, stored: StoredDeviceDetails | null): boolean {
  if (!stored) return true;
  const differs = <T>(presented: T | undefined, kept: T | null) => presented !== undefined && presented !== null && !isDeepStrictEqual(presented, kept);
  return (
    differs(device.fingerprint, stored.fingerprint) ||
    differs(device.device_name, stored.device_name) ||
    differs(device.device_type, stored.device_type) ||
    differs(device.device_info, stored.device_info)
  );
}
