/**
 * The rules of an offline punch (docs/behaviour.md, "Offline punches"), pure: its time, bounded by what the server
 * knows; why it is refused; where it is recorded. The online rules (punch.rules.ts) decide, evaluated at the punch's
 * own time: its context is read at that time (offline-punch-context.query.ts), so "today", the time of day, the
 * closed month and whether an open IN is current are those of the moment the button was pressed.
 */
import type { OfflinePunchAction, OfflinePunchRefusal } from '../../src/core/contract';
import { haversineDistance, type LatLng } from '../../src/core/domain/geo';
import type { LocationRow } from '../locations/location.columns';
import { locationsByDistance } from '../locations/locations-by-distance';
import { isInRange } from '../locations/range-allowance';
import type { PunchContext } from './punch-context.query';
import type { PunchPlace } from './punch-place';
import { currentOpenIn, locationAccessRefusal } from './punch.rules';

export interface OfflinePunchTimeInput {
  /** The phone's clock when the button was pressed. */
  deviceTime: Date;
  /** When the server received it (the database's now()). */
  receivedAt: Date;
  /** When the signing device was bound: the server heard nothing from it before. */
  boundSince: Date;
  maxAgeHours: number;
}

export interface OfflinePunchTime {
  /** The time given to the punch. */
  recordedAt: Date;
  /** Whole seconds between that time and the arrival. */
  delaySeconds: number;
  /** It arrived more than maxAgeHours after the phone's time: refused 'too_old'. */
  tooOld: boolean;
}

/**
 * The punch's time: the phone's, never after its arrival (a clock running ahead) and never before the binding of the
 * device that signed it (a clock running behind, or a punch from before the binding). The other half of "the last
 * time the server heard from the device", its last punch, is a conflict rather than a bound: a time before it finds
 * a later punch, and is refused 'later_punch_exists' (offlinePunchRefusal). Too old is judged on the phone's own time:
 * a clock that far behind is not to be trusted with a punch either.
 */
export function offlinePunchTime(input: OfflinePunchTimeInput): OfflinePunchTime {
  const received = input.receivedAt.getTime();
  const recorded = Math.min(received, Math.max(input.deviceTime.getTime(), input.boundSince.getTime()));
  return {
    recordedAt: new Date(recorded),
    delaySeconds: Math.round((received - recorded) / 1000),
    tooOld: received - input.deviceTime.getTime() > input.maxAgeHours * 3600_000,
  };
}

type RefusalContext = Pick<
  PunchContext,
  'canAccessAllLocations' | 'hasAuthorizedLocations' | 'openIn' | 'today' | 'localTime' | 'todayMonthClosed' | 'previousPunch'
>;

/**
 * Why the offline punch cannot be recorded, checked in this order: too old; a punch of the person at or after its time
 * (e.g. an online check-in made after it); then the online punch's own refusals at its time: a check-in with no
 * place to punch at, while an IN is open and current, or on a day of a closed month; a check-out without a current
 * open IN, or closing a day of a closed month. An IN left open on an earlier day is no refusal: the check-in closes it
 * as a missing check-out, as online.
 */
export function offlinePunchRefusal(
  action: OfflinePunchAction,
  ctx: RefusalContext,
  time: OfflinePunchTime,
): OfflinePunchRefusal | undefined {
  if (time.tooOld) return 'too_old';
  if (ctx.previousPunch && ctx.previousPunch.timestamp.getTime() >= time.recordedAt.getTime()) return 'later_punch_exists';
  if (action === 'check_in') {
    if (locationAccessRefusal(ctx)) return 'location_not_authorized';
    if (currentOpenIn(ctx)) return 'already_checked_in';
    if (ctx.todayMonthClosed) return 'month_closed';
    return undefined;
  }
  const openIn = currentOpenIn(ctx);
  if (!openIn) return 'not_checked_in';
  if (openIn.monthClosed || ctx.todayMonthClosed) return 'month_closed';
  return undefined;
}

/**
 * Where an offline check-in is recorded. There is no anomaly dialog offline, so a position out of range is no refusal:
 * the punch is recorded at the place the phone chose (else the nearest authorised active place in range, else
 * `nearest`, the nearest at any distance) flagged as a position anomaly with no note, for an administrator to judge.
 * `chosen` is the place the phone named, undefined when it is not an authorised active place; `candidates` the
 * authorised active places around the fix. Undefined: no place to record it at ('location_not_authorized').
 */
export function offlineCheckInPlace(
  request: { location_id: number | null; accuracy: number | null },
  position: LatLng,
  places: { chosen?: LocationRow; candidates: LocationRow[]; nearest?: LocationRow },
  capMeters: number,
): PunchPlace | undefined {
  if (request.location_id !== null) return places.chosen && placeAt(places.chosen, position, request.accuracy, capMeters);
  const inRange = locationsByDistance(places.candidates, { ...position, accuracy: request.accuracy }, capMeters).find(
    (candidate) => candidate.within_tolerance,
  );
  const location = inRange ? places.candidates.find((candidate) => candidate.id === inRange.id) : places.nearest;
  return location && placeAt(location, position, request.accuracy, capMeters);
}

/** An offline check-out: at its check-in's place as online, flagged when out of range; off-site after an off-site check-in. */
export function offlineCheckOutPlace(openInLocation: LocationRow | null, position: LatLng, accuracy: number | null, capMeters: number): PunchPlace {
  return openInLocation ? placeAt(openInLocation, position, accuracy, capMeters) : { kind: 'offsite' };
}

function placeAt(location: LocationRow, position: LatLng, accuracy: number | null, capMeters: number): PunchPlace {
  const distance = haversineDistance(position, location);
  return { kind: 'location', location, distance, anomaly: !isInRange(distance, location.tolerance_radius, accuracy, capMeters) };
}
