/**
 * The small parts of a person's data export (docs/behaviour.md, "My data"), each one statement scoped to the one
 * user: the profile, the bound device, the device change requests and the correction requests. Only the columns the
 * export names are selected, so no secret (password hash, verification-code secrets) is ever read here.
 */
import type {
  CorrectionRequest,
  DataExportDevice,
  DataExportDeviceChangeRequest,
  DataExportProfile,
  DevicePublicKey,
  DeviceChangeStatus,
} from '../../src/core/contract';
import { requestSelect, toCorrectionRequest, type CorrectionRequestRow } from '../corrections/correction-request.columns';
import type { Queryable } from '../db/database.port';
import { toIsoTimestamp, toIsoTimestampOrNull } from '../punch/iso-timestamp';
import { publicKeyThumbprint } from './public-key-thumbprint';

interface ProfileRow extends Omit<DataExportProfile, 'created_at' | 'updated_at'> {
  created_at: Date | string;
  updated_at: Date | string;
}

/** The user's profile, active or not (an account deleted with its punches kept is still somebody's data). */
export async function findProfile(q: Queryable, userId: number): Promise<DataExportProfile | undefined> {
  const { rows } = await q.query<ProfileRow>(
    `SELECT u.id, u.username, u.email, u.first_name, u.last_name, u.employee_id, u.phone_number, g.descrizione AS gruppo,
            u.is_admin, u.is_active, u.two_factor_enabled, u.can_access_all_locations, u.require_device_change_confirmation,
            u.totp_secret IS NOT NULL AS totp_enabled, u.must_change_password,
            COALESCE((SELECT json_agg(json_build_object('id', l.id, 'name', l.name) ORDER BY l.id)
                        FROM user_locations ul JOIN locations l ON l.id = ul.location_id
                       WHERE ul.user_id = u.id), '[]'::json) AS authorized_locations,
            u.created_at, u.updated_at
       FROM users u LEFT JOIN gruppi g ON g.id = u.gruppo_id
      WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  return row && { ...row, created_at: toIsoTimestamp(row.created_at), updated_at: toIsoTimestamp(row.updated_at) };
}

interface DeviceColumns {
  device_id: string;
  device_name: string | null;
  device_type: string | null;
  fingerprint: string | null;
  device_info: unknown;
  public_key: DevicePublicKey | null;
}

export async function findBoundDevice(q: Queryable, userId: number): Promise<DataExportDevice | null> {
  const { rows } = await q.query<DeviceColumns & { registered_at: Date | string }>(
    `SELECT device_id, device_name, device_type, fingerprint, device_info, public_key, registered_at
       FROM devices WHERE user_id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row) return null;
  const { registered_at, ...device } = row;
  return { ...withThumbprint(device), bound_since: toIsoTimestamp(registered_at) };
}

/** Oldest first. */
export async function listDeviceChangeRequests(q: Queryable, userId: number): Promise<DataExportDeviceChangeRequest[]> {
  const { rows } = await q.query<
    DeviceColumns & { id: number; requested_at: Date | string; status: DeviceChangeStatus; decided_by: string | null; decided_at: Date | string | null }
  >(
    `SELECT r.id, r.device_id, r.device_name, r.device_type, r.fingerprint, r.device_info, r.public_key, r.requested_at, r.status,
            admin.username AS decided_by, r.decided_at
       FROM device_change_requests r LEFT JOIN users admin ON admin.id = r.decided_by
      WHERE r.user_id = $1
      ORDER BY r.requested_at, r.id`,
    [userId],
  );
  return rows.map(({ id, requested_at, status, decided_by, decided_at, ...device }) => ({
    id,
    ...withThumbprint(device),
    requested_at: toIsoTimestamp(requested_at),
    status,
    decided_by,
    decided_at: toIsoTimestampOrNull(decided_at),
  }));
}

/** Oldest first, as the employee's own list shows each one (their business day in `timezone`). */
export async function listOwnCorrectionRequests(q: Queryable, userId: number, timezone: string): Promise<CorrectionRequest[]> {
  const { rows } = await q.query<CorrectionRequestRow>(`${requestSelect('$2')} WHERE r.user_id = $1 ORDER BY r.created_at, r.id`, [
    userId,
    timezone,
  ]);
  return rows.map(toCorrectionRequest);
}

/** The key's defining members only (the contract's JWK admits no other), and its thumbprint. */
function withThumbprint(device: DeviceColumns): DeviceColumns & { public_key_thumbprint: string | null } {
  const key = device.public_key;
  return {
    ...device,
    device_info: device.device_info ?? null,
    public_key: key && { kty: key.kty, crv: key.crv, x: key.x, y: key.y },
    public_key_thumbprint: publicKeyThumbprint(key),
  };
}
