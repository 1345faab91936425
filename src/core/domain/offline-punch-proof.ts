/**
 * What a device key signs for an offline punch (docs/behaviour.md, "Offline punches"): one text, built the same way
 * by the phone and by the server, naming the account, the device, the key's counter and every field the server
 * uses. No server challenge can be fetched offline; the counter, accepted once per key and only growing, takes its
 * place against replays. A different prefix from the online proofs' (device-proof.ts): neither can pass for the other.
 */
export const OFFLINE_PUNCH_PROOF_FORMAT = 'timbrature-offline-punch/1';

export interface OfflinePunchSubject {
  action: 'check_in' | 'check_out';
  /** The account's username (compared trimmed and lower-case). */
  username: string;
  deviceId: string;
  counter: number;
  /** ISO 8601, exactly as sent. */
  deviceTime: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  fixAgeSeconds: number | null;
  locationId: number | null;
  positionSignals: readonly string[];
  notes: string;
}

/** A number as both sides write it (JavaScript's shortest round-trip form), or '' when absent. */
function field(value: number | null): string {
  return value === null ? '' : String(value);
}

export function offlinePunchMessage(subject: OfflinePunchSubject): string {
  return [
    OFFLINE_PUNCH_PROOF_FORMAT,
    subject.action,
    subject.username.trim().toLowerCase(),
    subject.deviceId,
    String(subject.counter),
    subject.deviceTime,
    field(subject.latitude),
    field(subject.longitude),
    field(subject.accuracy),
    field(subject.fixAgeSeconds),
    field(subject.locationId),
    subject.positionSignals.join(','),
    // Last, and JSON-quoted: a note may hold newlines, and nothing after it could be confused with it.
    JSON.stringify(subject.notes),
  ].join('\n');
}

/** An offline punch request as sent, less its signature: the fields the signature covers, named as on the wire. */
export interface SignedOfflinePunchFields {
  action: 'check_in' | 'check_out';
  device_id: string;
  counter: number;
  device_time: string;
  latitude: number | null;
  longitude: number | null;
  accuracy: number | null;
  fix_age_seconds: number | null;
  location_id: number | null;
  position_signals: readonly string[];
  notes?: string;
}

/**
 * The text `username`'s device key signs for `request`: built from the request itself, by the phone before sending and
 * by the server on receipt, so what is signed is exactly what travels.
 */
export function offlinePunchRequestMessage(request: SignedOfflinePunchFields, username: string): string {
  return offlinePunchMessage({
    action: request.action,
    username,
    deviceId: request.device_id,
    counter: request.counter,
    deviceTime: request.device_time,
    latitude: request.latitude,
    longitude: request.longitude,
    accuracy: request.accuracy,
    fixAgeSeconds: request.fix_age_seconds,
    locationId: request.location_id,
    positionSignals: request.position_signals,
    notes: request.notes ?? '',
  });
}
