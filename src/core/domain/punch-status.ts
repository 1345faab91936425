/** The user's punch status and what it allows (docs/behaviour.md, "Employee dashboard" and "Punch rules"). */
export type PunchStatus = 'IN' | 'OUT' | '' | null;

export type StatusLabelKey = 'status.in' | 'status.out' | 'status.unknown';

/** IN 'In Servizio'; OUT, empty or not yet loaded 'Fuori Servizio'; anything else 'Stato Sconosciuto'. */
export function statusLabelKey(status: PunchStatus | string | undefined): StatusLabelKey {
  if (status === 'IN') return 'status.in';
  if (status === 'OUT' || status === '' || status == null) return 'status.out';
  return 'status.unknown';
}

/** A snapshot of everything the punch buttons and the helper line depend on. */
export interface PunchReadiness {
  /** The session or the dashboard data are loading. */
  isLoading: boolean;
  /** A check-in or check-out request is in flight. */
  isOperating: boolean;
  deviceId: string | null;
  hasPosition: boolean;
  /** A fix is being acquired (the location button shows 'Localizzazione...'). */
  positionLoading: boolean;
  /** can_access_all_locations or at least one authorised location. */
  hasLocationAccess: boolean;
  locationsLoading: boolean;
  statusLoaded: boolean;
  status: PunchStatus;
}

/** Not loading, a device id, a position, location access, and not already IN. */
export function canCheckIn(r: PunchReadiness): boolean {
  return !r.isLoading && r.deviceId !== null && r.deviceId !== '' && r.hasPosition && r.hasLocationAccess && r.status !== 'IN';
}

/** Status IN, a device id and a position (check-out needs no proximity). */
export function canCheckOut(r: PunchReadiness): boolean {
  return r.status === 'IN' && r.deviceId !== null && r.deviceId !== '' && r.hasPosition;
}

export type HelperLineKey =
  | 'dashboard.helper.initDevice'
  | 'dashboard.helper.waitGps'
  | 'dashboard.helper.loadingLocations'
  | 'dashboard.helper.loadingStatus'
  | 'dashboard.helper.operating'
  | 'dashboard.helper.ready';

/** The line under the mobile buttons: the first missing prerequisite, in the order the user meets them. */
export function helperLineKey(r: PunchReadiness): HelperLineKey {
  if (r.deviceId === null || r.deviceId === '') return 'dashboard.helper.initDevice';
  if (!r.hasPosition) return 'dashboard.helper.waitGps';
  if (r.locationsLoading) return 'dashboard.helper.loadingLocations';
  if (!r.statusLoaded) return 'dashboard.helper.loadingStatus';
  if (r.isOperating || r.isLoading) return 'dashboard.helper.operating';
  return 'dashboard.helper.ready';
}

/**
 * Without all-locations access or at least one authorised location, check-in is not allowed
 * (docs/behaviour.md, "Roles and permissions").
 */
export function hasLocationAccess(user: { can_access_all_locations: boolean; authorized_locations: number[] }): boolean {
  return user.can_access_all_locations || user.authorized_locations.length > 0;
}

/** Punch type label: IN 'Check-in', OUT 'Check-out', other 'Sconosciuto'. */
export function entryTypeLabelKey(t: string): 'entry.in' | 'entry.out' | 'entry.unknown' {
  if (t === 'IN') return 'entry.in';
  if (t === 'OUT') return 'entry.out';
  return 'entry.unknown';
}
