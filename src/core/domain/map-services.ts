/**
 * The public OpenStreetMap services the SPA uses unless built with NOMINATIM_URL or MAP_TILE_URL (README,
 * "Build-time settings"). Here, so that the browser and the server's security policy (which must allow them) read
 * one copy. The tile URL uses OpenLayers' {z}/{x}/{y} placeholders.
 */
export const DEFAULT_NOMINATIM_URL = 'https://nominatim.openstreetmap.org';
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
