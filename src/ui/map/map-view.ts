/**
 * How the dashboard's map shows (docs/behaviour.md, "Employee dashboard"): 200 px high, on the user at street level
 * (zoom 15), or on Rome at city level (zoom 10) while no position is known.
 */
export const DASHBOARD_MAP_HEIGHT_PX = 200;
export const DEFAULT_MAP_CENTER = { latitude: 41.9028, longitude: 12.4964 } as const;
export const MAP_ZOOM_WITH_POSITION = 15;
export const MAP_ZOOM_WITHOUT_POSITION = 10;
