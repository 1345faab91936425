/**
 * The HTTP answers of the punch refusals (docs/behaviour.md, "Punch rules", "Anomaly dialogs"): check-in.rules.ts,
 * check-out.rules.ts and punch.rules.ts decide, the check-in and check-out services answer with these.
 */
import { ApiError } from '../../src/core/contract';
import { httpError, type HttpError } from '../http/http-error';
import type { PunchRefusal } from './punch.rules';

/**
 * The refusal's status and body. A refusal by distance carries `location_anomaly`, which the client's anomaly dialog
 * reads to offer the nearest place; the note and the check-out refusals name the field their text shows under.
 */
export function punchRefusalError(refusal: PunchRefusal): HttpError {
  switch (refusal.code) {
    case 'NO_AUTHORIZED_LOCATIONS':
    case 'LOCATION_NOT_AUTHORIZED':
      return httpError(403, refusal.code);
    case 'MISSING_LOCATION_DATA':
      return httpError(400, refusal.code);
    case 'ANOMALY_NOTE_REQUIRED':
      return httpError(400, refusal.code, { anomaly_note: ApiError.ANOMALY_NOTE_REQUIRED });
    case 'MUST_CHECK_OUT_SAME_LOCATION':
      return httpError(400, refusal.code, { location: ApiError.MUST_CHECK_OUT_SAME_LOCATION });
    case 'TOO_FAR':
    case 'NO_LOCATION_IN_RANGE':
      return httpError(400, refusal.code, {
        location_anomaly: { message: ApiError[refusal.code], nearest_location: refusal.nearest },
      });
  }
}
