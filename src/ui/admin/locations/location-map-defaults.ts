import type { GeoPoint } from '../../../core/ports';

/**
 * Where the location dialog's map opens when the location has no coordinates yet. Spec §2 asks for a point in
 * northern Italy (the dashboard map's default stays Rome, §9): Milan's centre.
 */
export const LOCATION_DIALOG_DEFAULT_CENTER: GeoPoint = { latitude: 45.4642, longitude: 9.19 };
