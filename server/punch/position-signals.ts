/**
 * 'Posizione sospetta' (docs/behaviour.md, "Position signals"): what makes a punch's fix worth a second look. Flags for
 * review only: they never refuse a punch, never change whether it is valid, and keep no coordinates (the repeated fix
 * is recognised by a keyed digest, fix-digest.ts). Pure: the previous punch comes with the punch's own context
 * statement (punch-context.query.ts), so the signals cost the hot path no statement.
 */
import { POSITION_FIX_MAX_AGE_SECONDS, type DeviceObservedSignal, type PositionSignal } from '../../src/core/contract';
import { haversineDistance, type LatLng } from '../../src/core/domain/geo';

/** Faster than this between two punches no car goes: 200 km/h, in metres per second. */
export const MAX_TRAVEL_SPEED_METRES_PER_SECOND = 200_000 / 3600;
/** Below this (the travel's lower bound) no speed is judged: a short hop is within the fixes' own errors. */
export const MIN_SUSPICIOUS_TRAVEL_METRES = 2000;

/** The user's latest punch before this one, as its context statement reads it. */
export interface PreviousPunch {
  timestamp: Date;
  /** Its fix's digest; null for a punch without a fix (off-site, added by an administrator, before the digests). */
  fixDigest: string | null;
  /** Its place's position; null off-site. */
  place: LatLng | null;
  /** Its fix's distance from that place, in metres. */
  distance: number | null;
  accuracy: number | null;
}

/** This punch's fix. */
export interface PunchFix extends LatLng {
  accuracy: number | null;
  /** Seconds between the fix and the punch, by the phone's clock. */
  fixAgeSeconds: number | null;
  /** The signals the phone saw in its own series of fixes. */
  deviceSignals: readonly DeviceObservedSignal[];
  /** Its keyed digest (fix-digest.ts). */
  digest: string;
}

export function positionSignals(fix: PunchFix, at: Date, previous: PreviousPunch | null): PositionSignal[] {
  const found = new Set<PositionSignal>();
  if (fix.fixAgeSeconds !== null && fix.fixAgeSeconds > POSITION_FIX_MAX_AGE_SECONDS) found.add('stale_fix');
  if (fix.accuracy === 0) found.add('zero_accuracy');
  if (previous?.fixDigest != null && previous.fixDigest === fix.digest) found.add('repeated_fix');
  if (previous && isImpossibleTravel(fix, at, previous)) found.add('impossible_travel');
  if (fix.deviceSignals.includes('jump_and_return')) found.add('jump_and_return');
  return ORDER.filter((signal) => found.has(signal));
}

const ORDER: PositionSignal[] = ['stale_fix', 'zero_accuracy', 'repeated_fix', 'impossible_travel', 'jump_and_return'];

/**
 * From the previous punch's place to this fix faster than a car. The previous fix lay within its distance (and its
 * accuracy) of that place, and this fix is known within its own accuracy: the place's distance to this fix minus all
 * of these is a distance the employee surely travelled. Over MIN_SUSPICIOUS_TRAVEL_METRES, covered faster than
 * MAX_TRAVEL_SPEED_METRES_PER_SECOND (or with no time at all between the two), it is flagged.
 */
function isImpossibleTravel(fix: PunchFix, at: Date, previous: PreviousPunch): boolean {
  if (!previous.place) return false;
  const travelled =
    haversineDistance(previous.place, fix) - (previous.distance ?? 0) - (previous.accuracy ?? 0) - (fix.accuracy ?? 0);
  if (travelled <= MIN_SUSPICIOUS_TRAVEL_METRES) return false;
  const seconds = (at.getTime() - previous.timestamp.getTime()) / 1000;
  return seconds <= 0 || travelled / seconds > MAX_TRAVEL_SPEED_METRES_PER_SECOND;
}
