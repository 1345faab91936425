import type { TimesheetEntry, UserStatus } from '../../contract';
import type { DisplayMessage } from '../../domain';
import type { QueuedPunch } from '../../ports';

/**
 * A punch the server accepted, as soon as its answer arrives. The caller shows `status` and reloads the nearby places
 * and the recent entries (docs/behaviour.md, "Employee dashboard").
 */
export interface PunchSuccess {
  kind: 'success';
  message: DisplayMessage;
  /** The entry the punch saved. */
  entry: TimesheetEntry;
  /**
   * The status after the punch, from its answer (GET /api/timesheet/status/'s shape); null when the answer had none
   * (an older server during a rolling update): the caller then reads it.
   */
  status: UserStatus | null;
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

/**
 * The punch could not reach the server and was recorded on the phone, signed, to be sent when the network returns
 * (docs/behaviour.md, "Offline punches"): 'In attesa di invio'. The dashboard shows it and the status it leads to.
 */
export interface PunchQueued {
  kind: 'queued';
  message: DisplayMessage;
  punch: QueuedPunch;
}
