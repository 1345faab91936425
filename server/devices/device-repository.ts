import type { DeviceInfo } from '../../src/core/contract';
import { notifyAdmins, writeAudit } from '../audit/audit-log';
import type { Queryable } from '../db/database.port';

export interface PresentedDevice {
  device_id: string;
  fingerprint?: string;
  device_name?: string;
  device_type?: string;
  device_info?: DeviceInfo;
}

/** The account a device change concerns, as audit and notifications name it. */
export interface DeviceOwner {
  id: number;
  username: string;
  fullName: string;
  previousDeviceId: string | null;
}

/** In ON CONFLICT: the presented device is the one already bound (the old row's values are read). */
const SAME_DEVICE = '(devices.device_id = EXCLUDED.device_id)';

/** Binds `device` to the user, replacing any previous one; the same device only gets its details completed (one statement). */
export async function bindDevice(q: Queryable, userId: number, device: PresentedDevice): Promise<void> {
  await q.query(
    `INSERT INTO devices (user_id, device_id, fingerprint, device_name, device_type, device_info, registered_at)
     VALUES ($1, $2, $3, $4, $5, $6, now())
     ON CONFLICT (user_id) DO UPDATE SET
       device_id = EXCLUDED.device_id,
       fingerprint = COALESCE(EXCLUDED.fingerprint, CASE WHEN ${SAME_DEVICE} THEN devices.fingerprint END),
       device_name = COALESCE(EXCLUDED.device_name, CASE WHEN ${SAME_DEVICE} THEN devices.device_name END),
       device_type = COALESCE(EXCLUDED.device_type, CASE WHEN ${SAME_DEVICE} THEN devices.device_type END),
       device_info = COALESCE(EXCLUDED.device_info, CASE WHEN ${SAME_DEVICE} THEN devices.device_info END),
       registered_at = CASE WHEN ${SAME_DEVICE} THEN devices.registered_at ELSE now() END`,
    [
      userId,
      device.device_id,
      device.fingerprint ?? null,
      device.device_name ?? null,
      device.device_type ?? null,
      device.device_info ? JSON.stringify(device.device_info) : null,
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
 * The account moves to another device: bound, audited, and every administrator notified.
 * `how` tells automatic rebinds (confirmation off, or an administrator) from confirmed reassociations.
 */
export async function changeDevice(
  q: Queryable,
  owner: DeviceOwner,
  device: PresentedDevice,
  how: 'automatic' | 'reassociated',
): Promise<void> {
  await bindDevice(q, owner.id, device);
  const label = owner.fullName ? `${owner.fullName} (${owner.username})` : owner.username;
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
  await notifyAdmins(q, {
    kind: how === 'automatic' ? 'DEVICE_CHANGED' : 'DEVICE_REASSOCIATED',
    message:
      how === 'automatic'
        ? `${label} ha effettuato l'accesso da un nuovo dispositivo, associato automaticamente all'account.`
        : `${label} ha riassociato il proprio account a un nuovo dispositivo.`,
    userId: owner.id,
  });
}

/** An administrator clears a user's device registration (the next login binds a new one). */
export async function resetDevice(q: Queryable, owner: DeviceOwner, admin: { id: number; username: string }): Promise<boolean> {
  const removed = await q.query('DELETE FROM devices WHERE user_id = $1', [owner.id]);
  if (removed.affectedRows === 0) return false;
  const label = owner.fullName ? `${owner.fullName} (${owner.username})` : owner.username;
  await writeAudit(q, {
    action: 'DEVICE_RESET',
    actorId: admin.id,
    targetUserId: owner.id,
    details: { previous_device_id: owner.previousDeviceId },
  });
  await notifyAdmins(q, {
    kind: 'DEVICE_RESET',
    message: `La registrazione del dispositivo di ${label} è stata azzerata da ${admin.username}.`,
    userId: owner.id,
    exceptUserId: admin.id,
  });
  return true;
}
