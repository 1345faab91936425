import type { DisplayMessage } from '../../domain';
import { apiErrorMessage } from '../../errors';
import { errorBodyOf } from '../api';

/**
 * What a refused check-in/out says about the position (docs/behaviour.md, "Anomaly dialogs"): these refusals open
 * the anomaly dialog, every other one goes to the global error line.
 */
export interface PunchRefusal {
  /** A check-in with no authorised place in range (location_anomaly): the server proposes the nearest one. */
  anomaly: { message: DisplayMessage | null; nearestLocation: { id: number; name: string; distance: number } | null } | null;
  /** A check-out away from the check-in's place (the server's `location`): its refusal by its code. */
  location: DisplayMessage | null;
  /**
   * The server wants an anomaly note: the `anomaly_note` key of its refusal, or the schema's field error on
   * anomaly_note (a note it cannot take).
   */
  noteRequired: boolean;
}

/** The position-related parts of a refusal, or null when the error belongs in the global error line. */
export function punchRefusalOf(error: unknown): PunchRefusal | null {
  const body = errorBodyOf(error);
  // The refusal's own message, by its code (TOO_FAR, NO_LOCATION_IN_RANGE, MUST_CHECK_OUT_SAME_LOCATION).
  const message = apiErrorMessage(error);
  const anomaly = body.location_anomaly ? { message, nearestLocation: body.location_anomaly.nearest_location } : null;
  const noteRequired = body.anomaly_note !== undefined || body.errors?.anomaly_note !== undefined;
  if (!anomaly && body.location === undefined && !noteRequired) return null;
  return { anomaly, location: body.location === undefined ? null : message, noteRequired };
}
