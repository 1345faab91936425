/**
 * Build-time configuration of the SPA. Parcel replaces each `process.env.NAME` with its value when it builds
 * (from the environment or a .env file), so these are constants of the bundle, not runtime look-ups.
 *
 * | Variable        | Default                                   | Meaning                                        |
 * |-----------------|-------------------------------------------|------------------------------------------------|
 * | API_BASE_URL    | '' (same origin as the SPA)                | Prefix of every /api/ call                     |
 * | NOMINATIM_URL   | https://nominatim.openstreetmap.org        | Geocoding server of the location dialog        |
 * | MAP_TILE_URL    | https://tile.openstreetmap.org/{z}/{x}/{y}.png | Map tiles (see src/ui/map/map-tiles.ts)   |
 */
import { DEFAULT_NOMINATIM_URL } from '../../core/domain';
import { MAP_TILE_URL } from '../map/map-tiles';

export interface RuntimeConfig {
  apiBaseUrl: string;
  nominatimUrl: string;
  tileUrl: string;
}

export const runtimeConfig: RuntimeConfig = {
  apiBaseUrl: process.env.API_BASE_URL || '',
  nominatimUrl: process.env.NOMINATIM_URL || DEFAULT_NOMINATIM_URL,
  tileUrl: MAP_TILE_URL,
};
