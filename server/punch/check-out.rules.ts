/**
 * Where a check-out is recorded (docs/behaviour.md, "Punch rules"): in range of the check-in's location, or
 * forced there with a note; after an off-site check-in, anywhere (and without position data).
 */
import { ApiError, type CheckOutRequest } from '../../src/core/contract';
import { haversineDistance } from '../../src/core/domain/geo';
import { httpError } from '../http/http-error';
import { isInRange } from '../locations/range-allowance';
import type { OpenIn } from './punch-context.query';
import type { PunchPlace } from './punch-place';
import { requireAnomalyNote, requirePosition } from './punch.rules';

export function checkOutPlace(openIn: OpenIn, request: CheckOutRequest, capMeters: number): PunchPlace {
  const location = openIn.location;
  if (!location) return { kind: 'offsite' };
  const position = requirePosition(request);
  const distance = haversineDistance(position, location);
  if (isInRange(distance, location.tolerance_radius, request.accuracy, capMeters)) {
    return { kind: 'location', location, distance, anomaly: false };
  }
  if (!request.force_anomaly) {
    throw httpError(400, 'MUST_CHECK_OUT_SAME_LOCATION', { location: ApiError.MUST_CHECK_OUT_SAME_LOCATION });
  }
  requireAnomalyNote(request.anomaly_note);
  return { kind: 'location', location, distance, anomaly: true };
}
