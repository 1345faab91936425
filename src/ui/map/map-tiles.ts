import { DEFAULT_MAP_TILE_URL } from '../../core/domain';

/**
 * Where the dashboard map takes its tiles from. OpenStreetMap by default; a deployment can point it at its own
 * tile server by building with MAP_TILE_URL set (Parcel inlines process.env values at build time).
 * The URL uses OpenLayers' {z}/{x}/{y} placeholders.
 */
export const MAP_TILE_URL: string = process.env.MAP_TILE_URL || DEFAULT_MAP_TILE_URL;
