import type { NearbyLocation, PunchResponse, UserStatus } from '../../contract';
import type { DisplayMessage } from '../../domain';

/** A punch the server accepted, after the status settled. The caller reloads recent entries. */
export interface PunchSuccess {
  kind: 'success';
  message: DisplayMessage;
  entry: PunchResponse;
  /** The status after the poll; null when it could not be read. */
  status: UserStatus | null;
  /** Nearby places reloaded at the punch position; null when the reload failed. */
  nearby: NearbyLocation[] | null;
}

/** Refused locally: no position or no device id. */
export interface PunchRefused {
  kind: 'refused';
  message: DisplayMessage;
}

/** Any other failure, for the global error line / toast. */
export interface PunchFailed {
  kind: 'error';
  message: DisplayMessage;
}

/** The dialog's input is incomplete (note or place missing); the dialog stays open with this error. */
export interface PunchInvalid {
  kind: 'invalid';
  error: DisplayMessage;
}
