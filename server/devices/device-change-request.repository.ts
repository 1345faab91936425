/**
 * Device changes awaiting an administrator (table device_change_requests; docs/behaviour.md, "Device changes approved
 * by an administrator"): filing one at a reassociation, the check at login, the administrators' list, and the
 * decision's record. Every write is audited and notified in the caller's transaction, like the device changes of
 * device.repository.ts.
 */
import type { DeviceChangeRequest, DeviceChangeStatus, DeviceInfo, DevicePublicKey } from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log.repository';
import { notifyStaff } from '../audit/notification.repository';
import type { Queryable } from '../db/database.port';
import { scopeCondition, scopeParam, type StaffScope } from '../teams/staff-scope';
import { fullName } from '../users/user.repository';
import { ownerLabel, type DeviceOwner, type PresentedDevice } from './device.repository';

/** The administrators' list shows the newest requests only. */
export const DEVICE_CHANGE_LIST_LIMIT = 100;

/**
 * Files `device` as a pending change of `owner`'s account: a pending request of the same account is replaced (closed
 * as refused, by nobody), the request is audited DEVICE_CHANGE_REQUESTED and the staff notified (notifyStaff).
 * Call it with the account locked (lockDeviceAccount), so that two reassociations of one account file one after the
 * other (one pending request per account: device_change_requests_pending_idx).
 */
export async function fileDeviceChangeRequest(q: Queryable, owner: DeviceOwner, device: PresentedDevice): Promise<number> {
  const replaced = await q.query<{ id: number }>(
    `UPDATE device_change_requests SET status = 'refused', decided_at = now()
      WHERE user_id = $1 AND status = 'pending' RETURNING id`,
    [owner.id],
  );
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO device_change_requests (user_id, device_id, fingerprint, device_name, device_type, device_info, public_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      owner.id,
      device.device_id,
      device.fingerprint ?? null,
      device.device_name ?? null,
      device.device_type ?? null,
      device.device_info ? JSON.stringify(device.device_info) : null,
      device.public_key ? JSON.stringify(device.public_key) : null,
    ],
  );
  const requestId = rows[0].id;
  await writeAudit(q, {
    action: 'DEVICE_CHANGE_REQUESTED',
    actorId: owner.id,
    targetUserId: owner.id,
    details: {
      request_id: requestId,
      replaced_request_id: replaced.rows[0]?.id ?? null,
      previous_device_id: owner.previousDeviceId,
      device_id: device.device_id,
      fingerprint: device.fingerprint ?? null,
      user_agent: device.device_info?.userAgent ?? null,
    },
  });
  await notifyStaff(q, {
    kind: 'DEVICE_CHANGE_REQUESTED',
    message: `${ownerLabel(owner)} chiede di associare il proprio account a un nuovo dispositivo: la richiesta attende l'approvazione di un amministratore o di un responsabile.`,
    userId: owner.id,
  });
  return requestId;
}

/**
 * An administrator reset the account's device: a pending request is closed as refused by them (approving it later
 * would end sessions of a device bound since). Returns the closed request's id, if any.
 */
export async function closePendingDeviceChange(q: Queryable, userId: number, adminId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ id: number }>(
    `UPDATE device_change_requests SET status = 'refused', decided_by = $2, decided_at = now()
      WHERE user_id = $1 AND status = 'pending' RETURNING id`,
    [userId, adminId],
  );
  return rows[0]?.id;
}

/** Whether `deviceId` is the device of the account's pending request (its login waits for the administrator). */
export async function hasPendingDeviceChange(q: Queryable, userId: number, deviceId: string): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM device_change_requests WHERE user_id = $1 AND status = 'pending' AND device_id = $2`,
    [userId, deviceId],
  );
  return rows.length > 0;
}

/** A pending request as a decision needs it: whose, and the device to bind. */
export interface PendingDeviceChange {
  id: number;
  userId: number;
  device: PresentedDevice;
}

/** The account a request belongs to (never changes), so that the decision can lock the account before the request. */
export async function deviceChangeRequestUser(q: Queryable, requestId: number): Promise<number | undefined> {
  const { rows } = await q.query<{ user_id: number }>('SELECT user_id FROM device_change_requests WHERE id = $1', [requestId]);
  return rows[0]?.user_id;
}

/** The request `requestId` if it is still pending, its row locked until the end of the transaction. */
export async function lockPendingDeviceChange(q: Queryable, requestId: number): Promise<PendingDeviceChange | undefined> {
  const { rows } = await q.query<{
    id: number;
    user_id: number;
    device_id: string;
    fingerprint: string | null;
    device_name: string | null;
    device_type: string | null;
    device_info: DeviceInfo | null;
    public_key: DevicePublicKey | null;
  }>(
    `SELECT id, user_id, device_id, fingerprint, device_name, device_type, device_info, public_key
       FROM device_change_requests WHERE id = $1 AND status = 'pending' FOR UPDATE`,
    [requestId],
  );
  const row = rows[0];
  return (
    row && {
      id: row.id,
      userId: row.user_id,
      device: {
        device_id: row.device_id,
        fingerprint: row.fingerprint ?? undefined,
        device_name: row.device_name ?? undefined,
        device_type: row.device_type ?? undefined,
        device_info: row.device_info ?? undefined,
        public_key: row.public_key ?? undefined,
      },
    }
  );
}

/**
 * Closes a pending request with the administrator's decision, audited (DEVICE_CHANGE_APPROVED or
 * DEVICE_CHANGE_REFUSED) and notified to the staff but the decider. Binding the device and ending the sessions of an
 * approval are the caller's (device-change-decision.service.ts), in the same transaction.
 */
export async function recordDeviceChangeDecision(
  q: Queryable,
  request: PendingDeviceChange,
  owner: DeviceOwner,
  admin: { id: number; username: string },
  decision: { status: 'approved' | 'refused'; endedSessions: number },
): Promise<void> {
  await q.query(`UPDATE device_change_requests SET status = $2, decided_by = $3, decided_at = now() WHERE id = $1`, [
    request.id,
    decision.status,
    admin.id,
  ]);
  const approved = decision.status === 'approved';
  await writeAudit(q, {
    action: approved ? 'DEVICE_CHANGE_APPROVED' : 'DEVICE_CHANGE_REFUSED',
    actorId: admin.id,
    targetUserId: owner.id,
    details: {
      request_id: request.id,
      device_id: request.device.device_id,
      fingerprint: request.device.fingerprint ?? null,
      user_agent: request.device.device_info?.userAgent ?? null,
      ...(approved ? { previous_device_id: owner.previousDeviceId, sessions_ended: decision.endedSessions } : {}),
    },
  });
  const label = ownerLabel(owner);
  await notifyStaff(q, {
    kind: approved ? 'DEVICE_CHANGE_APPROVED' : 'DEVICE_CHANGE_REFUSED',
    message: approved
      ? `Il nuovo dispositivo di ${label} è stato approvato da ${admin.username} e associato all'account.`
      : `La richiesta di nuovo dispositivo di ${label} è stata rifiutata da ${admin.username}.`,
    userId: owner.id,
    actorId: admin.id,
  });
}

/**
 * The requests with `status`, newest first (at most DEVICE_CHANGE_LIST_LIMIT). Pending ones only of active accounts:
 * a deactivated account's request cannot be decided (device-change-decision.service.ts). A manager sees only those of
 * their scope (docs/behaviour.md, "Managers").
 */
export async function listDeviceChangeRequests(q: Queryable, status: DeviceChangeStatus, scope: StaffScope): Promise<DeviceChangeRequest[]> {
  const { rows } = await q.query<RequestRow>(
    `${REQUEST_SELECT} WHERE r.status = $1 AND (r.status <> 'pending' OR u.is_active)
        AND ${scopeCondition(scope, 'r.user_id', '$3')}
      ORDER BY r.requested_at DESC, r.id DESC LIMIT $2`,
    [status, DEVICE_CHANGE_LIST_LIMIT, scopeParam(scope)],
  );
  return rows.map(toRequest);
}

export async function findDeviceChangeRequest(q: Queryable, requestId: number): Promise<DeviceChangeRequest | undefined> {
  const { rows } = await q.query<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [requestId]);
  return rows[0] && toRequest(rows[0]);
}

const REQUEST_SELECT = `
  SELECT r.id, r.user_id, u.username, u.first_name, u.last_name, r.device_id, r.device_name,
         r.device_info ->> 'userAgent' AS user_agent, r.requested_at, r.status, admin.username AS decided_by, r.decided_at
    FROM device_change_requests r
    JOIN users u ON u.id = r.user_id
    LEFT JOIN users admin ON admin.id = r.decided_by`;

interface RequestRow {
  id: number;
  user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  device_id: string;
  device_name: string | null;
  user_agent: string | null;
  requested_at: Date;
  status: DeviceChangeStatus;
  decided_by: string | null;
  decided_at: Date | null;
}

function toRequest(row: RequestRow): DeviceChangeRequest {
  return {
    id: row.id,
    user_id: row.user_id,
    username: row.username,
    full_name: fullName(row.first_name, row.last_name),
    device_id: row.device_id,
    device_name: row.device_name,
    user_agent: row.user_agent,
    requested_at: row.requested_at.toISOString(),
    status: row.status,
    decided_by: row.decided_by,
    decided_at: row.decided_at?.toISOString() ?? null,
  };
}
