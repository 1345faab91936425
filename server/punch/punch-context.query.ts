/**
 * Everything a punch decision needs about its user, in ONE statement: the account's flags, the bound
 * device, the open IN (with its location, for the check-out), the previous punch (for the position signals,
 * position-signals.ts) and the clock in the business time zone.
 * The database's clock is the punch's clock: the server sets the time, never the client. An offline punch reads the
 * same context at its own (bounded) time instead of now (offline-punch-context.query.ts).
 */
import type { DevicePublicKey } from '../../src/core/contract';
import type { HotStatement, Queryable } from '../db/database.port';
import { LOCATION_COLUMNS, type LocationRow } from '../locations/location.columns';
import { closedMonthSql } from '../month-close/month-lock';
import { businessClockColumns, businessClockSql } from './open-in-shift.query';
import type { PreviousPunch } from './position-signals';

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
  /** When the device was bound (an offline punch is not placed before it); null without a bound device. */
  boundSince: Date | null;
  /** The instant the clock below is read at: now (the database's), or an offline punch's time. */
  clockAt: Date;
  /** The day of clockAt (today, online) in the business time zone, yyyy-MM-dd. */
  today: string;
  /** The time of day of clockAt (now, online) in the business time zone, HH:MM. */
  localTime: string;
  /** Today lies in a month closed for everyone or for the user's group (docs/behaviour.md, "Closing the month"). */
  todayMonthClosed: boolean;
  openIn: OpenIn | null;
  /** The user's latest punch by time (its place's position, distance and fix), or null before the first one. */
  previousPunch: PreviousPunch | null;
}

/** The context's row as the statement's one JSON column gives it: its instants are ISO 8601 texts. */
export interface ContextRow {
  id: number;
  username: string;
  is_admin: boolean;
  two_factor_enabled: boolean;
  can_access_all_locations: boolean;
  has_authorized_locations: boolean;
  bound_device_id: string | null;
  bound_public_key: DevicePublicKey | null;
  bound_since: string | null;
  clock_at: string;
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
  prev_id: number | null;
  prev_timestamp: string | null;
  prev_fix_digest: string | null;
  prev_distance: number | null;
  prev_accuracy: number | null;
  prev_latitude: number | null;
  prev_longitude: number | null;
}

/**
 * The context SELECT of the user $1, the business time zone being `zoneParam` ($2 unless given); `extraColumns`
 * (starting with a comma) may add columns computed from `u`; `at` (a timestamptz expression) is the instant the
 * business clock is read at, now() unless given.
 * The previous punch is the first row of timesheet_user_time_idx (user_id, "timestamp" DESC, id DESC): one index probe.
 */
export function punchContextSql(extraColumns = '', at = 'now()', zoneParam = '$2'): string {
  return `SELECT row_to_json(c) AS context FROM (${contextSelect(extraColumns, at, zoneParam)}) AS c`;
}

/**
 * The context's columns. punchContextSql hands them to the driver as ONE JSON column: node-postgres sets up a parser
 * and a property per column of every result, about 0.1 ms of a check-in's CPU for these 33 (docs/performance.md,
 * "Punches from a remembered context"), where one JSON text is parsed natively.
 */
function contextSelect(extraColumns: string, at: string, zoneParam: string): string {
  return `
SELECT u.id, u.username, u.is_admin, u.two_factor_enabled, u.can_access_all_locations,
  EXISTS (SELECT 1 FROM user_locations ul JOIN locations al ON al.id = ul.location_id AND al.is_active
          WHERE ul.user_id = u.id) AS has_authorized_locations,
  d.device_id AS bound_device_id, d.public_key AS bound_public_key, d.registered_at AS bound_since,
  ${at} AS clock_at, ${businessClockColumns(zoneParam, at)},
  ${closedMonthSql('u.id', businessClockSql(zoneParam, at).today)} AS today_month_closed,
  ${closedMonthSql('u.id', 'o.business_date')} AS open_month_closed,
  o.id AS open_id, to_char(o.business_date, 'YYYY-MM-DD') AS open_business_date,
  ol.id AS open_location_id, ol.name AS open_location_name, ol.address AS open_location_address,
  ol.latitude AS open_location_latitude, ol.longitude AS open_location_longitude,
  ol.tolerance_radius AS open_location_tolerance_radius,
  to_char(ol.work_hours_start, 'HH24:MI') AS open_location_work_hours_start,
  to_char(ol.work_hours_end, 'HH24:MI') AS open_location_work_hours_end,
  ol.is_active AS open_location_is_active,
  prev.id AS prev_id, prev."timestamp" AS prev_timestamp, prev.fix_digest AS prev_fix_digest, prev.distance_from_location AS prev_distance,
  prev.accuracy AS prev_accuracy, prev.latitude AS prev_latitude, prev.longitude AS prev_longitude${extraColumns}
FROM users u
LEFT JOIN devices d ON d.user_id = u.id
LEFT JOIN timesheet_entries o ON o.user_id = u.id AND o.is_open
LEFT JOIN locations ol ON ol.id = o.location_id
LEFT JOIN LATERAL (
  SELECT p.id, p."timestamp", p.fix_digest, p.distance_from_location, p.accuracy, pl.latitude, pl.longitude
  FROM timesheet_entries p LEFT JOIN locations pl ON pl.id = p.location_id
  WHERE p.user_id = u.id ORDER BY p."timestamp" DESC, p.id DESC LIMIT 1) prev ON true
WHERE u.id = $1 AND u.is_active`;
}

/**
 * What an online punch's context carries beyond the context, for the server to remember it (remembered-contexts.ts):
 * the generations it was read at, its latest punch's id, and the user's explicitly authorised active places.
 */
export interface ContextStamp {
  /** The organisation's generation and the employee's (null before their first change): see ContextGuard. */
  generation: number;
  userGeneration: number | null;
  latestPunchId: number | null;
  /** Null for all-access: every place of the organisation, not kept per user. */
  authorizedLocations: LocationRow[] | null;
}

export interface StampedPunchContext extends PunchContext {
  stamp: ContextStamp;
}

/** The columns of ContextStamp, after the context's own (an `extraColumns` of punchContextSql). */
export const STAMP_COLUMNS = `,
  (SELECT g.generation FROM punch_context_generation g) AS generation,
  (SELECT ug.generation FROM punch_context_user_generation ug WHERE ug.user_id = u.id) AS user_generation,
  CASE WHEN u.can_access_all_locations THEN NULL ELSE (SELECT coalesce(json_agg(a), '[]'::json) FROM (
     SELECT ${LOCATION_COLUMNS} FROM locations l JOIN user_locations ul ON ul.location_id = l.id AND ul.user_id = u.id
     WHERE l.is_active) AS a) END AS authorized_locations`;

export interface StampRow {
  generation: number;
  user_generation: number | null;
  authorized_locations: LocationRow[] | null;
}

/** The check-out's context; warmed up for a user id that does not exist. */
export const PUNCH_CONTEXT: HotStatement = { name: 'punch_context', text: punchContextSql(STAMP_COLUMNS), warmUpParams: [0, 'UTC'] };

/** The context of a punch by `userId`, or undefined when the account no longer exists or is inactive. */
export async function loadPunchContext(db: Queryable, userId: number, timezone: string): Promise<StampedPunchContext | undefined> {
  const { rows } = await db.query<{ context: ContextRow & StampRow }>(PUNCH_CONTEXT.text, [userId, timezone], { prepareAs: PUNCH_CONTEXT.name });
  return rows[0] && toStampedPunchContext(rows[0].context);
}

export function toStampedPunchContext(row: ContextRow & StampRow): StampedPunchContext {
  return {
    ...toPunchContext(row),
    stamp: {
      generation: row.generation,
      userGeneration: row.user_generation,
      latestPunchId: row.prev_id,
      authorizedLocations: row.authorized_locations,
    },
  };
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
    boundSince: row.bound_since === null ? null : new Date(row.bound_since),
    clockAt: new Date(row.clock_at),
    today: row.today,
    localTime: row.local_time,
    todayMonthClosed: row.today_month_closed,
    openIn:
      row.open_id === null
        ? null
        : { id: row.open_id, businessDate: row.open_business_date!, location: openLocation(row), monthClosed: row.open_month_closed },
    previousPunch: previousPunch(row),
  };
}

function previousPunch(row: ContextRow): PreviousPunch | null {
  if (row.prev_timestamp === null) return null;
  return {
    timestamp: new Date(row.prev_timestamp),
    fixDigest: row.prev_fix_digest,
    place: row.prev_latitude === null || row.prev_longitude === null ? null : { latitude: row.prev_latitude, longitude: row.prev_longitude },
    distance: row.prev_distance,
    accuracy: row.prev_accuracy,
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
