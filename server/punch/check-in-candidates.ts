/**
 * Which places a check-in decides among (docs/behaviour.md, "Punch rules"): none for off-site work or without a
 * position; the one the employee chose; or, with a position, those inside a box holding every place that could be in
 * range (the widest tolerance radius a place may have, MAX_TOLERANCE_RADIUS, plus the accuracy allowance). The same
 * filter is applied by the context statement (check-in-context.query.ts) and to remembered places (remembered-contexts.ts).
 */
import type { CheckInRequest } from '../../src/core/contract';
import { MAX_TOLERANCE_RADIUS } from '../../src/core/domain/constants';
import { boundingBox } from '../locations/bounding-box';
import type { LocationRow } from '../locations/location.columns';
import { allowedDistance } from '../locations/range-allowance';
import type { CandidateFilter } from './check-in-context.query';

/** The filter of a check-in's places; undefined when it decides among none (reportedPosition refuses a missing position). */
export function candidateFilter(request: CheckInRequest, capMeters: number): CandidateFilter | undefined {
  if (request.offsite_work) return undefined;
  if (request.location_id != null) return { locationId: request.location_id };
  if (request.latitude == null || request.longitude == null) return undefined;
  const position = { latitude: request.latitude, longitude: request.longitude };
  return { box: boundingBox(position, allowedDistance(MAX_TOLERANCE_RADIUS, request.accuracy, capMeters)) };
}

/** The places of `authorized` the filter keeps, as the context statement's `candidates` column would list them. */
export function candidatesAmong(authorized: LocationRow[], filter: CandidateFilter | undefined): LocationRow[] {
  if (!filter) return [];
  if ('locationId' in filter) return authorized.filter((location) => location.id === filter.locationId);
  const { box } = filter;
  return authorized.filter(
    (l) => l.latitude >= box.minLatitude && l.latitude <= box.maxLatitude && l.longitude >= box.minLongitude && l.longitude <= box.maxLongitude,
  );
}
