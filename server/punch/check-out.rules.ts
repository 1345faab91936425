/**
 * Where a check-out is recorded (docs/behaviour.md, "Punch rules"): in range of the check-in's location, or
 * forced there with a note; after an off-site check-in, anywhere (and without position data). A refusal is a value
 * that the service turns into HTTP (punch-refusal-errors.ts).
 */
import type { CheckOutRequest } from '../../src/core/contract';
import { haversineDistance } from '../../src/core/domain/geo';
import { isInRange } from '../locations/range-allowance';
import type { OpenIn } from './punch-context.query';
import type { PunchPlace } from './punch-place';
import { anomalyNoteRefusal, isRefused, reportedPosition, type Refused } from './punch.rules';

export function checkOutPlace(openIn: OpenIn, request: CheckOutRequest, capMeters: number): PunchPlace | Refused {
  const location = openIn.location;
  if (!location) return { kind: 'offsite' };
  const position = reportedPosition(request);
  if (isRefused(position)) return position;
  const distance = haversineDistance(position, location);
  if (isInRange(distance, location.tolerance_radius, request.accuracy, capMeters)) {
    return { kind: 'location', location, distance, anomaly: false };
  }
  if (!request.force_anomaly) return { refused: { code: 'MUST_CHECK_OUT_SAME_LOCATION' } };
  const noNote = anomalyNoteRefusal(request.anomaly_note);
  if (noNote) return { refused: noNote };
  return { kind: 'location', location, distance, anomaly: true };
}
