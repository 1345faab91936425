/**
 * What a device key signs (docs/behaviour.md, "The device key"): one text, built the same way by the phone and by
 * the server, naming the server's challenge and the request's essential fields, so that a signature answers one
 * challenge for one action of one account and cannot be moved to another.
 */
export type DeviceProofAction =
  | 'login'
  | 'reassociate'
  | 'set_new_password'
  | 'register_device'
  | 'refresh'
  | 'check_in'
  | 'check_out';

export interface DeviceProofSubject {
  action: DeviceProofAction;
  /** The challenge the server issued. */
  nonce: string;
  /** The account's username as typed at login (compared trimmed and lower-case). */
  username: string;
  /** The device_id the request carries. */
  deviceId: string;
  /** Punches: the location chosen (null when the server chooses, or off-site). */
  locationId?: number | null;
  /** Punches: a check-in declared off-site. */
  offsite?: boolean;
}

/** The version prefix: a later format cannot be confused with this one. */
export const DEVICE_PROOF_FORMAT = 'timbrature-device-proof/1';

export function deviceProofMessage(subject: DeviceProofSubject): string {
  return [
    DEVICE_PROOF_FORMAT,
    subject.action,
    subject.nonce,
    subject.username.trim().toLowerCase(),
    subject.deviceId,
    subject.locationId == null ? '' : String(subject.locationId),
    subject.offsite ? 'offsite' : '',
  ].join('\n');
}
