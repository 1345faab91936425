/**
 * Everything a punch decision needs about its user, in ONE statement: the account's flags, the bound
 * device, the open IN (with its location, for the check-out) and the clock in the business time zone.
 * The database's clock is the punch's clock: the server sets the time, never the client.
 */
import type { DevicePublicKey } from '../../src/core/contract';
import type { HotStatement, Queryable } from '../db/database.port';
import type { LocationRow } from '../locations/location.columns';
import { closedMonthSql } from '../month-close/month-lock';
import { businessClockColumns, businessClockSql } from './open-in-shift.query';

export interface OpenIn {
  id: number;
  /** yyyy-MM-dd in the business time zone. */
  businessDate: string;
  /** The check-in's location; null after an off-site check-in. */
  location: LocationRow | null;
  /** Its business day lies in a closed month: its check-out would change that month (docs/behaviour.md, "Closing the month"). */
  monthClosed: boolean;
}

export interface PunchContext {
  userId: number;
  /** What the device key signs names the account (src/core/domain/device-proof.ts). */
  username: string;
  /** An administrator's binding follows their latest sign-in: a refused punch tells them to sign in again. */
  isAdmin: boolean;
  twoFactorEnabled: boolean;
  canAccessAllLocations: boolean;
  /** At least one explicitly authorised active location. */
  hasAuthorizedLocations: boolean;
  boundDeviceId: string | null;
  /** The bound device's key: a punch then proves it (docs/behaviour.md, "The device key"). */
  boundPublicKey: DevicePublicKey | null;
  /** Today in the business time zone, yyyy-MM-dd. */
  today: string;
  /** Now in the business time zone, HH:MM. */
  localTime: string;
  /** Today lies in a month closed for everyone or for the user's group (docs/behaviour.md, "Closing the month"). */
  todayMonthClosed: boolean;
  openIn: OpenIn | null;
}

export interface ContextRow {
  id: number;
  username: string;
  is_admin: boolean;
  two_factor_enabled: boolean;
  can_access_all_locations: boolean;
  has_authorized_locations: boolean;
  bound_device_id: string | null;
  bound_public_key: DevicePublicKey | null;
  today: string;
  local_time: string;
  today_month_closed: boolean;
  open_month_closed: boolean;
  open_id: number | null;
  open_business_date: string | null;
  open_location_id: number | null;
  open_location_name: string | null;
  open_location_address: string | null;
  open_location_latitude: number | null;
  open_location_longitude: number | null;
  open_location_tolerance_radius: number | null;
  open_location_work_hours_start: string | null;
  open_location_work_hours_end: string | null;
  open_location_is_active: boolean | null;
}

/** The context SELECT; `extraColumns` (starting with a comma) may add columns computed from `u`. */
export function punchContextSql(extraColumns = ''): string {
  return `
SELECT u.id, u.username, u.is_admin, u.two_factor_enabled, u.can_access_all_locations,
  EXISTS (SELECT 1 FROM user_locations ul JOIN locations al ON al.id = ul.location_id AND al.is_active
          WHERE ul.user_id = u.id) AS has_authorized_locations,
  d.device_id AS bound_device_id, d.public_key AS bound_public_key,
  ${businessClockColumns('$2')},
  ${closedMonthSql('u.id', businessClockSql('$2').today)} AS today_month_closed,
  ${closedMonthSql('u.id', 'o.business_date')} AS open_month_closed,
  o.id AS open_id, to_char(o.business_date, 'YYYY-MM-DD') AS open_business_date,
  ol.id AS open_location_id, ol.name AS open_location_name, ol.address AS open_location_address,
  ol.latitude AS open_location_latitude, ol.longitude AS open_location_longitude,
  ol.tolerance_radius AS open_location_tolerance_radius,
  to_char(ol.work_hours_start, 'HH24:MI') AS open_location_work_hours_start,
  to_char(ol.work_hours_end, 'HH24:MI') AS open_location_work_hours_end,
  ol.is_active AS open_location_is_active${extraColumns}
FROM users u
LEFT JOIN devices d ON d.user_id = u.id
LEFT JOIN timesheet_entries o ON o.user_id = u.id AND o.is_open
LEFT JOIN locations ol ON ol.id = o.location_id
WHERE u.id = $1 AND u.is_active`;
}

/** The check-out's context; warmed up for a user id that does not exist. */
export const PUNCH_CONTEXT: HotStatement = { name: 'punch_context', text: punchContextSql(), warmUpParams: [0, 'UTC'] };

/** The context of a punch by `userId`, or undefined when the account no longer exists or is inactive. */
export async function loadPunchContext(db: Queryable, userId: number, timezone: string): Promise<PunchContext | undefined> {
  const { rows } = await db.query<ContextRow>(PUNCH_CONTEXT.text, [userId, timezone], { prepareAs: PUNCH_CONTEXT.name });
  return rows[0] && toPunchContext(rows[0]);
}

export function toPunchContext(row: ContextRow): PunchContext {
  return {
    userId: row.id,
    username: row.username,
    isAdmin: row.is_admin,
    twoFactorEnabled: row.two_factor_enabled,
    canAccessAllLocations: row.can_access_all_locations,
    hasAuthorizedLocations: row.has_authorized_locations,
    boundDeviceId: row.bound_device_id,
    boundPublicKey: row.bound_public_key,
    today: row.today,
    localTime: row.local_time,
    todayMonthClosed: row.today_month_closed,
    openIn:
      row.open_id === null
        ? null
        : { id: row.open_id, businessDate: row.open_business_date!, location: openLocation(row), monthClosed: row.open_month_closed },
  };
}

function openLocation(row: ContextRow): LocationRow | null {
  if (row.open_location_id === null) return null;
  return {
    id: row.open_location_id,
    name: row.open_location_name!,
    address: row.open_location_address!,
    latitude: row.open_location_latitude!,
    longitude: row.open_location_longitude!,
    tolerance_radius: row.open_location_tolerance_radius!,
    work_hours_start: row.open_location_work_hours_start!,
    work_hours_end: row.open_location_work_hours_end!,
    is_active: row.open_location_is_active!,
  };
}
