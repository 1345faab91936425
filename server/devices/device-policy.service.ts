/**
 * Applies the one-device rule (device-policy.rules.ts) to an active account inside the caller's transaction:
 * the account's row is locked, the request's challenge spent, the decision taken, and the device bound, changed
 * (audited, administrators notified), its key enrolled, a change request filed, or nothing ('refuse'). A rebind of an
 * employee also ends every session of the account but `keepSession` (the caller's own): the device is their second
 * factor, so the old one must not stay signed in, nor bind itself again; after the commit the caller ends their access
 * tokens (`endedSessions`). Not for administrators: the device check never applies to them (they may use a desktop
 * and a phone at once), so their rebinds are only audited.
 */
import { isDeepStrictEqual } from 'node:util';
import { writeAudit } from '../audit/audit-log.repository';
import { revokeUserSessions } from '../auth/refresh-token.repository';
import type { Queryable } from '../db/database.port';
import { fileDeviceChangeRequest, hasPendingDeviceChange } from './device-change-request.repository';
import { challengeAlreadyUsed, provesKey, type DeviceEvidence } from './device-evidence';
import { decideDevice, type DeviceChangeApproval, type DeviceDecision } from './device-policy.rules';
import {
  bindDevice,
  changeDevice,
  lockDeviceAccount,
  lockDeviceAccountSpending,
  registerFirstDevice,
  type DeviceAccount,
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
  reassociating: boolean;
  approval: DeviceChangeApproval;
  /** The caller's own session, kept when a rebind ends the account's others. */
  keepSession?: string;
}

/** The outcome, or undefined when the account is not active (any more). */
export async function applyDevicePolicy(tx: Queryable, userId: number, presented: DevicePresentation): Promise<DevicePolicyOutcome | undefined> {
  const { evidence, reassociating, approval, keepSession } = presented;
  const account = await lockSpending(tx, userId, evidence);
  if (!account) return undefined;
  const isBound = account.boundPublicKey ? provesKey(evidence, account.boundPublicKey) : account.boundDeviceId === evidence.deviceId;
  const decision = decideDevice(account, isBound, reassociating, approval);
  // Only a key whose proof was checked is ever stored (device-evidence.ts).
  const device: PresentedDevice = { ...presented.device, public_key: evidence.presentedKey };
  const owner = { id: userId, username: account.username, fullName: account.fullName, previousDeviceId: account.boundDeviceId };
  const outcome: DevicePolicyOutcome = { decision, account, endedSessions: [] };

  if (decision === 'register') await registerFirstDevice(tx, owner, device);
  else if (decision === 'rebind') await changeDevice(tx, owner, device, reassociating ? 'reassociated' : 'automatic');
  else if (decision === 'request') outcome.requestId = await fileDeviceChangeRequest(tx, owner, device);
  else if (decision === 'refuse' && approval === 'admin') outcome.pendingRequest = await hasPendingDeviceChange(tx, userId, evidence.deviceId);
  else if (decision === 'accept') await completeBoundDevice(tx, userId, account, device);

  if (decision === 'rebind' && !account.isAdmin) outcome.endedSessions = await revokeUserSessions(tx, userId, keepSession);
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
 * The bound device again: its details completed when it presents new ones (most sign-ins present the same and write
 * nothing), and a binding made before keys gets the key this login proved (the first keyed login of a device bound by
 * its device_id alone; audited).
 */
async function completeBoundDevice(tx: Queryable, userId: number, account: DeviceAccount, device: PresentedDevice): Promise<void> {
  const enrolsKey = account.boundPublicKey === null && device.public_key !== undefined;
  if (enrolsKey) {
    await bindDevice(tx, userId, device);
    await writeAudit(tx, { action: 'DEVICE_KEY_ENROLLED', actorId: userId, targetUserId: userId, details: { device_id: device.device_id } });
  } else if (presentsNewDetails(device, account.boundDetails)) {
    await bindDevice(tx, userId, { ...device, public_key: account.boundPublicKey ?? undefined });
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
