/** Refusals shared by check-in and check-out (issue 3, "Punch rules"). Pure: they decide, they do not query. */
import { ApiError } from '../../src/core/contract';
import type { LatLng } from '../../src/core/domain/geo';
import { httpError } from '../http/http-error';
import type { OpenIn, PunchContext } from './punch-context.query';

/** The bound device is the account's second factor; with two-factor off the device is not checked. */
export function assertDeviceAuthorized(ctx: Pick<PunchContext, 'twoFactorEnabled' | 'boundDeviceId'>, deviceId: string): void {
  if (ctx.twoFactorEnabled && ctx.boundDeviceId !== deviceId) throw httpError(403, 'DEVICE_NOT_AUTHORIZED');
}

/** Without all-access or at least one authorised location a user cannot check in (spec §6). */
export function assertLocationAccess(ctx: Pick<PunchContext, 'canAccessAllLocations' | 'hasAuthorizedLocations'>): void {
  if (!ctx.canAccessAllLocations && !ctx.hasAuthorizedLocations) throw httpError(403, 'NO_AUTHORIZED_LOCATIONS');
}

/**
 * The open IN that makes the user "checked in": only one of today's business day. An IN left open
 * from an earlier day is a forgotten check-out; it must not lock the employee out the next morning.
 */
export function currentOpenIn(ctx: Pick<PunchContext, 'openIn' | 'today'>): OpenIn | null {
  return ctx.openIn && ctx.openIn.businessDate === ctx.today ? ctx.openIn : null;
}

/** An IN still open from an earlier business day, which the next check-in closes as a missing check-out. */
export function forgottenOpenIn(ctx: Pick<PunchContext, 'openIn' | 'today'>): OpenIn | null {
  return ctx.openIn && ctx.openIn.businessDate !== ctx.today ? ctx.openIn : null;
}

/** The justification an anomaly needs: non-blank after trimming, else 400 with the `anomaly_note` key (§8). */
export function requireAnomalyNote(note: string | null | undefined): string {
  const trimmed = note?.trim() ?? '';
  if (!trimmed) throw httpError(400, 'ANOMALY_NOTE_REQUIRED', { anomaly_note: ApiError.ANOMALY_NOTE_REQUIRED });
  return trimmed;
}

/** The reported position a decision by distance needs; 400 MISSING_LOCATION_DATA without it. */
export function requirePosition(request: { latitude?: number | null; longitude?: number | null }): LatLng {
  if (request.latitude == null || request.longitude == null) throw httpError(400, 'MISSING_LOCATION_DATA');
  return { latitude: request.latitude, longitude: request.longitude };
}
