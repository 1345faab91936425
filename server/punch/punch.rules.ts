/**
 * Refusals shared by check-in and check-out, and the open IN a punch meets: the current one (the user is checked in)
 * or a forgotten one (current-open-in.ts decides which). Pure: they decide, they do not query, and a refusal is a
 * value (its code and what the answer shows) that the service turns into HTTP (punch-refusal-errors.ts).
 */
import type { LatLng } from '../../src/core/domain/geo';
import { isCurrentOpenIn } from './current-open-in';
import type { OpenIn, PunchContext } from './punch-context.query';

/** The place a refusal by distance offers: the nearest authorised active location, or null when there is none. */
export interface NearestPlace {
  id: number;
  name: string;
  distance: number;
}

/** Why a punch is refused, with what its answer shows. */
export type PunchRefusal =
  | {
      code:
        | 'NO_AUTHORIZED_LOCATIONS'
        | 'LOCATION_NOT_AUTHORIZED'
        | 'MISSING_LOCATION_DATA'
        | 'ANOMALY_NOTE_REQUIRED'
        | 'MUST_CHECK_OUT_SAME_LOCATION';
    }
  | { code: 'TOO_FAR' | 'NO_LOCATION_IN_RANGE'; nearest: NearestPlace | null };

/** A decision that refused: `{ refused }`, beside the value it would otherwise give (a place, a position). */
export interface Refused {
  refused: PunchRefusal;
}

export function isRefused<T extends object>(decision: T | Refused): decision is Refused {
  return 'refused' in decision;
}

/** Without all-access or at least one authorised location a user has nowhere to check in: refused before anything else. */
export function locationAccessRefusal(
  ctx: Pick<PunchContext, 'canAccessAllLocations' | 'hasAuthorizedLocations'>,
): PunchRefusal | undefined {
  return !ctx.canAccessAllLocations && !ctx.hasAuthorizedLocations ? { code: 'NO_AUTHORIZED_LOCATIONS' } : undefined;
}

/** The open IN that makes the user "checked in" (isCurrentOpenIn), or null. */
export function currentOpenIn(ctx: Pick<PunchContext, 'openIn' | 'today' | 'localTime'>): OpenIn | null {
  return ctx.openIn && isCurrentOpenIn(ctx.openIn, ctx.today, ctx.localTime) ? ctx.openIn : null;
}

/** An IN still open but no longer current (isCurrentOpenIn), which the next check-in closes as a missing check-out. */
export function forgottenOpenIn(ctx: Pick<PunchContext, 'openIn' | 'today' | 'localTime'>): OpenIn | null {
  return ctx.openIn && !isCurrentOpenIn(ctx.openIn, ctx.today, ctx.localTime) ? ctx.openIn : null;
}

/** The justification an anomaly needs: non-blank after trimming, else ANOMALY_NOTE_REQUIRED. */
export function anomalyNoteRefusal(note: string | null | undefined): PunchRefusal | undefined {
  return note?.trim() ? undefined : { code: 'ANOMALY_NOTE_REQUIRED' };
}

/** The reported position a decision by distance needs; MISSING_LOCATION_DATA without it. */
export function reportedPosition(request: { latitude?: number | null; longitude?: number | null }): LatLng | Refused {
  if (request.latitude == null || request.longitude == null) return { refused: { code: 'MISSING_LOCATION_DATA' } };
  return { latitude: request.latitude, longitude: request.longitude };
}
