/**
 * What a punch keeps of its fix beside distance and accuracy (docs/behaviour.md, "Position signals"): its signals and
 * its keyed digest. Only a punch recorded at a place has them: an off-site punch keeps no position data at all.
 */
import type { DeviceObservedSignal, PositionSignal } from '../../src/core/contract';
import { fixDigest } from './fix-digest';
import type { PunchPlace } from './punch-place';
import { positionSignals, type PreviousPunch } from './position-signals';

export interface FixEvidence {
  positionSignals: PositionSignal[];
  fixDigest: string | null;
}

export const NO_FIX_EVIDENCE: FixEvidence = { positionSignals: [], fixDigest: null };

export interface FixEvidenceInput {
  /** The secret the digest key is derived from (the JWT secret). */
  serverSecret: string;
  place: PunchPlace;
  request: {
    latitude?: number | null;
    longitude?: number | null;
    accuracy?: number | null;
    fix_age_seconds?: number | null;
    position_signals?: readonly DeviceObservedSignal[];
  };
  /** The punch's time. */
  at: Date;
  previous: PreviousPunch | null;
}

export function fixEvidence(input: FixEvidenceInput): FixEvidence {
  const { request } = input;
  if (input.place.kind !== 'location' || request.latitude == null || request.longitude == null) return NO_FIX_EVIDENCE;
  const digest = fixDigest(input.serverSecret, request.latitude, request.longitude);
  const fix = {
    latitude: request.latitude,
    longitude: request.longitude,
    accuracy: request.accuracy ?? null,
    fixAgeSeconds: request.fix_age_seconds ?? null,
    deviceSignals: request.position_signals ?? [],
    digest,
  };
  return { positionSignals: positionSignals(fix, input.at, input.previous), fixDigest: digest };
}
