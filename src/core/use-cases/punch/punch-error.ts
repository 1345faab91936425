import { errorBodyOf } from '../api';

/** What a refused check-in/out says about the position (spec §3 Location-anomaly error payload, §8). */
export interface PunchRefusal {
  /** location_anomaly: no place in range; the server proposes the nearest one. */
  anomaly: { message: string; nearestLocation: { id: number; name: string; distance: number } | null } | null;
  /** The 'location' text (top level, under details, or the first field error). */
  location: string | null;
  /** The server wants an anomaly note. */
  noteRequired: boolean;
}

/** The position-related parts of a refusal, or null when the error belongs in the global error line. */
export function punchRefusalOf(error: unknown): PunchRefusal | null {
  const body = errorBodyOf(error);
  const details = (typeof body.details === 'object' && body.details !== null ? body.details : {}) as Record<string, unknown>;
  const fieldErrors = (typeof body.errors === 'object' && body.errors !== null ? body.errors : {}) as Record<string, unknown>;

  const raw = body.location_anomaly as Record<string, unknown> | undefined;
  const anomaly =
    typeof raw === 'object' && raw !== null
      ? {
          message: typeof raw.message === 'string' ? raw.message : '',
          nearestLocation: (raw.nearest_location as { id: number; name: string; distance: number } | null) ?? null,
        }
      : null;
  const location = firstText(details.location) ?? firstText(body.location) ?? firstText(fieldErrors.location);
  const noteRequired = body.anomaly_note !== undefined || fieldErrors.anomaly_note !== undefined;

  if (!anomaly && location === null && !noteRequired) return null;
  return { anomaly, location, noteRequired };
}

function firstText(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}
