/** The chip of an admin activity row (docs/behaviour.md, "Admin activities"). */
export type ActivityAnomalyChip = 'anomaly' | 'offsite' | 'normal';

/** The server names the location 'Unknown' for off-site (remote) punches. */
export const OFFSITE_LOCATION_NAME = 'Unknown';

export function activityAnomalyChip(a: { has_location_anomaly: boolean; location: string }): ActivityAnomalyChip {
  if (a.has_location_anomaly) return 'anomaly';
  if (a.location === OFFSITE_LOCATION_NAME) return 'offsite';
  return 'normal';
}
