import type { Location } from '../../src/core/contract';

/** A location as selected by LOCATION_COLUMNS: already the contract's shape (times as HH:MM). */
export type LocationRow = Location;

/** The columns of `locations l` in the contract's shape; used by every location query. */
export const LOCATION_COLUMNS = `l.id, l.name, l.address, l.latitude, l.longitude, l.tolerance_radius,
  to_char(l.work_hours_start, 'HH24:MI') AS work_hours_start, to_char(l.work_hours_end, 'HH24:MI') AS work_hours_end,
  l.is_active`;

/** SQL condition: user `u` may punch at location `l` (all-access, or an explicit authorisation). */
export const USER_MAY_USE_LOCATION = `(u.can_access_all_locations
  OR EXISTS (SELECT 1 FROM user_locations ul WHERE ul.user_id = u.id AND ul.location_id = l.id))`;
