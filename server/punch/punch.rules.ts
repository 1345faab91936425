/**
 * Refusals shared by check-in and check-out, and the open IN a punch meets: the current one (the user is checked in)
 * or a forgotten one (current-open-in.ts decides which). Pure: they decide, they do not query.
 */
import { ApiError } from '../../src/core/contract';
import type { LatLng } from '../../src/core/domain/geo';
import { httpError } from '../http/http-error';
import { isCurrentOpenIn } from './current-open-in';
import type { OpenIn, PunchContext } from './punch-context.query';

/** Without all-access or at least one authorised location a user has nowhere to check in: refused before anything else. */
export function assertLocationAccess(ctx: Pick<PunchContext, 'canAccessAllLocations' | 'hasAuthorizedLocations'>): void {
  if (!ctx.canAccessAllLocations && !ctx.hasAuthorizedLocations) throw httpError(403, 'NO_AUTHORIZED_LOCATIONS');
}

/** The open IN that makes the user "checked in" (isCurrentOpenIn), or null. */
export function currentOpenIn(ctx: Pick<PunchContext, 'openIn' | 'today' | 'localTime'>): OpenIn | null {
  return ctx.openIn && isCurrentOpenIn(ctx.openIn, ctx.today, ctx.localTime) ? ctx.openIn : null;
}

/** An IN still open but no longer current (isCurrentOpenIn), which the next check-in closes as a missing check-out. */
export function forgottenOpenIn(ctx: Pick<PunchContext, 'openIn' | 'today' | 'localTime'>): OpenIn | null {
  return ctx.openIn && !isCurrentOpenIn(ctx.openIn, ctx.today, ctx.localTime) ? ctx.openIn : null;
}

/** The justification an anomaly needs: non-blank after trimming, else 400 with the `anomaly_note` key (the field the dialog shows it under). */
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
