/**
 * The server's refusals: stable codes and the English messages it sends.
 * The client's translation table (src/core/errors) matches these texts, so both sides read them from here.
 */
export const ApiError = {
  INVALID_CREDENTIALS: 'Invalid credentials',
  CREDENTIALS_NOT_PROVIDED: 'Authentication credentials were not provided',
  TOKEN_EXPIRED: 'Token expired',
  TOKEN_INVALID: 'Token invalid',
  TOO_MANY_ATTEMPTS: 'Too many login attempts. Try again later',
  DEVICE_NOT_AUTHORIZED: 'Device not authorized for this account. Contact an administrator to reset the device registration',
  ALREADY_CHECKED_IN: 'Already checked in',
  NOT_CHECKED_IN: 'Not checked in',
  NO_AUTHORIZED_LOCATIONS: 'No authorized locations for this user',
  LOCATION_NOT_AUTHORIZED: 'Invalid or unauthorized location',
  TOO_FAR: 'Too far from the location',
  NO_LOCATION_IN_RANGE: 'No authorized location in range',
  MUST_CHECK_OUT_SAME_LOCATION: 'You must check out at the same location as check-in',
  ANOMALY_NOTE_REQUIRED: 'An anomaly note is required',
  MISSING_LOCATION_DATA: 'Missing location data',
  OUTSIDE_WORK_HOURS: 'Outside work hours',
  LOW_GPS_ACCURACY: 'GPS accuracy too low',
  MISSING_CHECKOUT: 'Missing check-out',
  VALIDATION_ERROR: 'Validation error',
  PERMISSION_DENIED: 'Permission denied',
  ADMIN_REQUIRED: 'Admin privileges required',
  NOT_FOUND: 'Not found',
  CANNOT_DELETE_SELF: 'You cannot delete your own account',
  SERVER_ERROR: 'Server error',
} as const;

export type ApiErrorCode = keyof typeof ApiError;

/**
 * The `code` of a refused device. Kept here, beside the messages and away from the TypeBox schemas, so the SPA can
 * import it without bundling the schema library.
 */
export const DEVICE_NOT_AUTHORIZED = 'DEVICE_NOT_AUTHORIZED';
