/**
 * The HTTP answers of the one-device rule's refusals (docs/behaviour.md, "The bound device"): device-policy.rules.ts
 * decides 'refuse', the sign-in and register-device answer it with these.
 */
import { httpError, type HttpError } from '../http/http-error';

/** The 'refuse' answer: 403 with what the login screen needs to offer the reassociation of this account. */
export function deviceNotAuthorized(username: string): HttpError {
  return httpError(403, 'DEVICE_NOT_AUTHORIZED', { showDeviceReassociation: true, details: { username } });
}

/** A login from a device whose change an administrator has not decided yet (DEVICE_CHANGE_APPROVAL=admin). */
export function deviceChangePending(username: string): HttpError {
  return httpError(403, 'DEVICE_CHANGE_PENDING', { details: { username } });
}
