import type { GeoPoint } from '../../../core/ports';

/**
 * Where the location dialog's map opens when the location has no coordinates yet: a point in northern Italy, as the
 * customer asked (the dashboard map's default stays Rome): Milan's centre.
 */
export const LOCATION_DIALOG_DEFAULT_CENTER: GeoPoint = { latitude: 45.4642, longitude: 9.19 };

/** The dialog's map: 400 px high, at street level (zoom 15) so that the marker can be put on the right building. */
export const LOCATION_DIALOG_MAP_HEIGHT_PX = 400;
export const LOCATION_DIALOG_MAP_ZOOM = 15;
