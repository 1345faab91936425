import type { DeviceInfo, DevicePublicKey } from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log.repository';
import { notifyStaff } from '../audit/notification.repository';
import type { HotStatement, Queryable } from '../db/database.port';
import { fullName } from '../users/user.repository';
import type { DeviceHolder } from './device-policy.rules';

export interface PresentedDevice {
  device_id: string;
  fingerprint?: string;
  device_name?: string;
  device_type?: string;
  device_info?: DeviceInfo;
  /** The device key's public half, once its proof has been checked (device-proof.ts); absent for a keyless browser. */
  public_key?: DevicePublicKey;
}

/** The account a device change concerns, as audit and notifications name it. */
export interface DeviceOwner {
  id: number;
  username: string;
  fullName: string;
  previousDeviceId: string | null;
}

/** An active account with its bound device, as a device decision and its audit need it. */
export interface DeviceAccount extends DeviceHolder {
  username: string;
  fullName: string;
}

/** The bound device's details as stored: a sign-in from it rewrites them only when it presents others. */
export interface StoredDeviceDetails {
  fingerprint: string | null;
  device_name: string | null;
  device_type: string | null;
  device_info: DeviceInfo | null;
}

/** An active account with its bound device, as a device decision and its audit need it. */
export interface DeviceAccount extends DeviceHolder {
  username: string;
  fullName: string;
  /** Null without a bound device. */
  boundDetails: StoredDeviceDetails | null;
}

interface DeviceAccountRow extends StoredDeviceDetails {
  username: string;
  is_admin: boolean;
  two_factor_enabled: boolean;
  require_device_change_confirmation: boolean;
  first_name: string;
  last_name: string;
  device_id: string | null;
  public_key: DevicePublicKey | null;
  challenge_spent?: boolean;
}

const LOCKED_ACCOUNT = `SELECT u.username, u.is_admin, u.two_factor_enabled, u.require_device_change_confirmation, u.first_name,
       u.last_name, d.device_id, d.public_key, d.fingerprint, d.device_name, d.device_type, d.device_info
  FROM users u LEFT JOIN devices d ON d.user_id = u.id
 WHERE u.id = $1 AND u.is_active FOR UPDATE OF u`;

/**
 * The active account `userId` and its bound device, its row locked until the end of the transaction, so that two
 * sign-ins (or a sign-in and a reset) of one account decide one after the other; undefined when it is not active.
 */
export async function lockDeviceAccount(q: Queryable, userId: number): Promise<DeviceAccount | undefined> {
  const { rows } = await q.query<DeviceAccountRow>(LOCKED_ACCOUNT, [userId]);
  return rows[0] && toDeviceAccount(rows[0]);
}

/** lockDeviceAccountSpending's statement; warmed up for a user that does not exist, in a transaction rolled back. */
export const LOCK_DEVICE_ACCOUNT_SPENDING: HotStatement = {
  name: 'lock_device_account_spending',
  text: `WITH spent AS (
       INSERT INTO used_device_challenges (nonce, expires_at) VALUES ($2, $3) ON CONFLICT (nonce) DO NOTHING RETURNING nonce
     ), account AS (${LOCKED_ACCOUNT})
     SELECT EXISTS (SELECT 1 FROM spent) AS challenge_spent, account.* FROM (SELECT 1) AS one LEFT JOIN account ON true`,
  warmUpParams: [0, 'warm-up', new Date(0)],
};

/**
 * lockDeviceAccount, and in the same statement the sign-in's device challenge recorded as used (one round trip less on
 * every keyed sign-in). `challengeSpent` is false when it had been used already (a replay): the caller refuses it.
 */
export async function lockDeviceAccountSpending(
  q: Queryable,
  userId: number,
  challenge: { nonce: string; expiresAt: Date },
): Promise<{ account: DeviceAccount | undefined; challengeSpent: boolean }> {
  const { rows } = await q.query<DeviceAccountRow & { challenge_spent: boolean }>(
    LOCK_DEVICE_ACCOUNT_SPENDING.text,
    [userId, challenge.nonce, challenge.expiresAt],
    { prepareAs: LOCK_DEVICE_ACCOUNT_SPENDING.name },
  );
  const row = rows[0]!;
  return { account: row.username === null ? undefined : toDeviceAccount(row), challengeSpent: row.challenge_spent };
}

function toDeviceAccount(row: DeviceAccountRow): DeviceAccount {
  return {
    username: row.username,
    fullName: fullName(row.first_name, row.last_name),
    isAdmin: row.is_admin,
    twoFactorEnabled: row.two_factor_enabled,
    requireDeviceChangeConfirmation: row.require_device_change_confirmation,
    boundDeviceId: row.device_id,
    boundPublicKey: row.public_key,
    boundDetails:
      row.device_id === null
        ? null
        : { fingerprint: row.fingerprint, device_name: row.device_name, device_type: row.device_type, device_info: row.device_info },
  };
}

const SAME_DEVICE = '(devices.device_id = EXCLUDED.device_id)';

/** Binds `device` to the user, replacing any previous one; the same device only gets its details completed (one statement). */
export async function bindDevice(q: Queryable, userId: number, device: PresentedDevice): Promise<void> {
  await q.query(
    `INSERT INTO devices (user_id, device_id, fingerprint, device_name, device_type, device_info, public_key, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())
     ON CONFLICT (user_id) DO UPDATE SET
       device_id = EXCLUDED.device_id,
       fingerprint = COALESCE(EXCLUDED.fingerprint, CASE WHEN ${SAME_DEVICE} THEN devices.fingerprint END),
       device_name = COALESCE(EXCLUDED.device_name, CASE WHEN ${SAME_DEVICE} THEN devices.device_name END),
       device_type = COALESCE(EXCLUDED.device_type, CASE WHEN ${SAME_DEVICE} THEN devices.device_type END),
       device_info = COALESCE(EXCLUDED.device_info, CASE WHEN ${SAME_DEVICE} THEN devices.device_info END),
       public_key = COALESCE(EXCLUDED.public_key, CASE WHEN ${SAME_DEVICE} THEN devices.public_key END),
       registered_at = CASE WHEN ${SAME_DEVICE} THEN devices.registered_at ELSE now() END`,
    [
      userId,
      device.device_id,
      device.fingerprint ?? null,
      device.device_name ?? null,
      device.device_type ?? null,
      device.device_info ? JSON.stringify(device.device_info) : null,
      device.public_key ? JSON.stringify(device.public_key) : null,
    ],
  );
}

/** First device of an account: bound and audited (not notified: every new employee would alert the admins). */
export async function registerFirstDevice(q: Queryable, owner: DeviceOwner, device: PresentedDevice): Promise<void> {
  await bindDevice(q, owner.id, device);
  await writeAudit(q, {
    action: 'DEVICE_REGISTERED',
    actorId: owner.id,
    targetUserId: owner.id,
    details: { device_id: device.device_id, fingerprint: device.fingerprint ?? null },
  });
}

/**
 * The account moves to another device: bound, audited, and the staff notified (the administrators and the account's managers).
 * `how` tells automatic rebinds (confirmation off, or an administrator) from confirmed reassociations.
 */
export async function changeDevice(
  q: Queryable,
  owner: DeviceOwner,
  device: PresentedDevice,
  how: 'automatic' | 'reassociated',
): Promise<void> {
  await bindDevice(q, owner.id, device);
  const label = ownerLabel(owner);
  await writeAudit(q, {
    action: how === 'automatic' ? 'DEVICE_CHANGED' : 'DEVICE_REASSOCIATED',
    actorId: owner.id,
    targetUserId: owner.id,
    details: {
      previous_device_id: owner.previousDeviceId,
      device_id: device.device_id,
      fingerprint: device.fingerprint ?? null,
      user_agent: device.device_info?.userAgent ?? null,
    },
  });
  await notifyStaff(q, {
    kind: how === 'automatic' ? 'DEVICE_CHANGED' : 'DEVICE_REASSOCIATED',
    message:
      how === 'automatic'
        ? `${label} ha effettuato l'accesso da un nuovo dispositivo, associato automaticamente all'account.`
        : `${label} ha riassociato il proprio account a un nuovo dispositivo.`,
    userId: owner.id,
  });
}

/**
 * The bound device's first key, proved at a sign-in that checked the password: from now on only that key punches and
 * signs in as the bound device, so the administrators hear of it as of a device change.
 */
export async function enrolDeviceKey(q: Queryable, owner: DeviceOwner, device: PresentedDevice): Promise<void> {
  await bindDevice(q, owner.id, device);
  await writeAudit(q, { action: 'DEVICE_KEY_ENROLLED', actorId: owner.id, targetUserId: owner.id, details: { device_id: device.device_id } });
  await notifyStaff(q, {
    kind: 'DEVICE_KEY_ENROLLED',
    message: `${ownerLabel(owner)} ha effettuato l'accesso dal dispositivo associato e ne ha registrato la chiave: da ora solo quel dispositivo può timbrare. Se non è stato il dipendente, azzera il dispositivo.`,
    userId: owner.id,
  });
}

/** An administrator clears a user's device registration (the next login binds a new one): audited and notified. */
export async function removeDevice(q: Queryable, owner: DeviceOwner, admin: { id: number; username: string }): Promise<boolean> {
  const removed = await q.query('DELETE FROM devices WHERE user_id = $1', [owner.id]);
  if (removed.affectedRows === 0) return false;
  const label = ownerLabel(owner);
  await writeAudit(q, {
    action: 'DEVICE_RESET',
    actorId: admin.id,
    targetUserId: owner.id,
    details: { previous_device_id: owner.previousDeviceId },
  });
  await notifyStaff(q, {
    kind: 'DEVICE_RESET',
    message: `La registrazione del dispositivo di ${label} è stata azzerata da ${admin.username}.`,
    userId: owner.id,
    actorId: admin.id,
  });
  return true;
}

/** "Full Name (username)", or the username alone when the account has no name: how notifications name a person. */
export function ownerLabel(owner: DeviceOwner): string {
  return owner.fullName ? `${owner.fullName} (${owner.username})` : owner.username;
}
