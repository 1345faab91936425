/** The client's business numbers (timeouts, retries, delays, limits, sizes), each with a name instead of a bare literal. */

// Requests and session
export const REQUEST_TIMEOUT_MS = 10000;
export const AUTH_RETRY_ATTEMPTS = 3;
export const AUTH_RETRY_DELAY_MS = 1000;

// Geolocation
export const GEO_TIMEOUT_MS = 15000;
export const GEO_MAX_AGE_MS = 300000;
/** A cached fix younger than this is reused by the smart lookup. */
export const SMART_CACHE_MS = 60000;
/** A cached fix younger than this is the fallback when acquiring a new one fails. */
export const FALLBACK_CACHE_MS = 600000;
export const RETRY_POSITION_ATTEMPTS = 3;
/** The retry variant waits this × attempt number between attempts. */
export const RETRY_POSITION_BACKOFF_MS = 500;
/** Silent retries after login when no fix came at once: after 2 s, then 3 s later. */
export const SILENT_POSITION_RETRY_DELAYS_MS: readonly number[] = [2000, 3000];
export const STALE_LOCATION_MS = 300000;

// The live position while a dashboard is visible (docs/behaviour.md, "Position"): a tracked fix is shown only when
// the eye would notice it, and never more than once a second.
/** Moved at least this far from the fix on screen: about 3 px at the dashboard map's zoom 15. */
export const TRACKING_MIN_MOVE_M = 10;
/** Or its reported accuracy changed by at least this much: it widens or narrows the range the server accepts. */
export const TRACKING_MIN_ACCURACY_CHANGE_M = 10;
/** Or the fix on screen is this old: the shown fix stays young enough for the 60 s reuse of the smart lookup. */
export const TRACKING_REFRESH_MS = 30000;
/** At most one tracked fix shown per this interval; a noticeable one that comes sooner waits for its turn. */
export const TRACKING_MIN_INTERVAL_MS = 1000;

// Nearby places and punching
export const NEARBY_RADIUS_M = 1000;
export const NEARBY_REFRESH_DELAY_MS = 2000;
export const NEARBY_REFRESH_DELAY_DESKTOP_MS = 1000;
export const NEARBY_REFRESH_AFTER_MANUAL_MS = 500;
/** Position changes reload the nearby places at most once per this interval (one request at a time). */
export const NEARBY_RELOAD_MIN_INTERVAL_MS = 5000;
export const STATUS_AUTO_REFRESH_MS = 120000;

// Messages and timing of the screens
export const SUCCESS_TOAST_MS = 4000;
export const DESKTOP_SUCCESS_BANNER_MS = 5000;
export const ERROR_TOAST_MS = 6000;
export const LOCATION_MESSAGE_MS = 3000;
export const ADMIN_PANEL_DELAY_MS = 1000;
export const LIST_REFRESH_DELAY_MS = 1000;
export const ACTIVITY_REFRESH_DELAY_MS = 500;

// Feedback
export const VIBRATION_SUCCESS = 100;
export const VIBRATION_FAILURE: readonly number[] = [100, 50, 100];

// Mobile detection: a window this wide or narrower counts as a phone.
export const MOBILE_MAX_WIDTH = 768;

// Locations and users
export const DEFAULT_TOLERANCE_RADIUS = 50;
export const MIN_TOLERANCE_RADIUS = 1;
export const MAX_TOLERANCE_RADIUS = 1000;
export const DEFAULT_WORK_HOURS_START = '09:00';
export const DEFAULT_WORK_HOURS_END = '18:00';
export const PASSWORD_MIN_LENGTH = 6;
export const NEW_USER_DEFAULTS = {
  two_factor_enabled: true,
  can_access_all_locations: true,
  is_admin: false,
  require_device_change_confirmation: true,
} as const;

/**
 * The longest group name ('Nome gruppo'). Here rather than in the contract, which uses it, so that the SPA reads it
 * without loading a contract file's schemas (and TypeBox's runtime with them).
 */
export const GROUP_NAME_MAX_LENGTH = 100;

/**
 * The longest text of each field of the users form ('Aggiungi/Modifica Utente'): the contract's UserWrite checks them,
 * the form's inputs stop there. Here for the same reason as GROUP_NAME_MAX_LENGTH.
 */
export const USER_FIELD_MAX_LENGTH = {
  username: 150,
  email: 254,
  first_name: 150,
  last_name: 150,
  employee_id: 50,
  phone_number: 30,
  password: 256,
} as const;
