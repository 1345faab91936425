import { ApiError, type ApiErrorCode, type ErrorBody } from '../../src/core/contract';

/**
 * The server's refusals as it sends them: `{code, message, …}` with the English message of the code (see
 * server/http/http-error.ts), plus the keys some refusals carry (the device refusal's details, the punches'
 * location, anomaly_note and location_anomaly). Each is a reply for FakeHttpTransport.
 */
export const RefusalMother = {
  of(status: number, code: ApiErrorCode, extra: Partial<ErrorBody> = {}): { status: number; body: ErrorBody } {
    return { status, body: { code, message: ApiError[code], ...extra } };
  },

  /** A login or reassociation from a device the account is not bound to. */
  deviceNotAuthorized(username = 'mario.rossi') {
    return RefusalMother.of(403, 'DEVICE_NOT_AUTHORIZED', { showDeviceReassociation: true, details: { username } });
  },

  /** A check-in with no authorised place in range; the server proposes the nearest one. */
  noLocationInRange(nearest: { id: number; name: string; distance: number } | null = { id: 1, name: 'Sede Milano', distance: 220 }) {
    return RefusalMother.of(400, 'NO_LOCATION_IN_RANGE', {
      location_anomaly: { message: ApiError.NO_LOCATION_IN_RANGE, nearest_location: nearest },
    });
  },

  /** A check-out away from the check-in's place. */
  mustCheckOutSameLocation() {
    return RefusalMother.of(400, 'MUST_CHECK_OUT_SAME_LOCATION', { location: ApiError.MUST_CHECK_OUT_SAME_LOCATION });
  },

  /** A forced punch without a note. */
  anomalyNoteRequired() {
    return RefusalMother.of(400, 'ANOMALY_NOTE_REQUIRED', { anomaly_note: ApiError.ANOMALY_NOTE_REQUIRED });
  },
};
