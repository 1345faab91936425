/**
 * Offline punches in server tests (docs/behaviour.md, "Offline punches"): an employee whose bound phone keeps a device
 * key, the punches it signs while offline (offlinePunchRequestMessage, exactly as the phone does), and its online punches,
 * which then need a proof by that key.
 */
import { ApiPaths, type OfflinePunchRequest } from '../../../src/core/contract';
import { offlinePunchRequestMessage } from '../../../src/core/domain/offline-punch-proof';
import { api } from './api';
import { keyedSignIn, newDeviceKey, proofBy, type TestDeviceKey } from './device-key';
import type { Employee, Place } from './punch-fixtures';
import type { TestServer, TestUserOverrides } from './test-server';

export interface KeyedEmployee extends Employee {
  key: TestDeviceKey;
}

/**
 * A user signed in from a phone with a device key, which binds it with the key. The binding is dated `boundHoursAgo`
 * back (default 48): an offline punch is never placed before its device's binding.
 */
export async function keyedEmployee(
  server: TestServer,
  overrides: TestUserOverrides & { boundHoursAgo?: number } = {},
): Promise<KeyedEmployee> {
  const { boundHoursAgo = 48, ...userOverrides } = overrides;
  const user = await server.createUser(userOverrides);
  const key = newDeviceKey();
  const login = await keyedSignIn(server, user, key);
  if (login.status !== 200) throw new Error(`keyed login: ${login.status} ${JSON.stringify(login.body)}`);
  await server.db.query(`UPDATE devices SET registered_at = now() - make_interval(hours => $2) WHERE user_id = $1`, [user.id, boundHoursAgo]);
  return { ...user, token: login.body.access, client: api(server.url), key };
}

export type OfflineFields = Partial<Omit<OfflinePunchRequest, 'signature'>> & Pick<OfflinePunchRequest, 'action' | 'counter'>;

/**
 * The request the phone sends for a punch recorded offline at `at` (default: the fields' own), signed by `signer`
 * (default the employee's key) for `username` (default theirs). `device_time` defaults to a minute ago.
 */
export function signedOfflinePunch(
  who: Pick<KeyedEmployee, 'username' | 'deviceId' | 'key'>,
  fields: OfflineFields,
  options: { at?: Place; signer?: TestDeviceKey; username?: string } = {},
): OfflinePunchRequest {
  const request: Omit<OfflinePunchRequest, 'signature'> = {
    device_id: who.deviceId,
    device_time: new Date(Date.now() - 60_000).toISOString(),
    latitude: options.at?.latitude ?? null,
    longitude: options.at?.longitude ?? null,
    accuracy: 10,
    fix_age_seconds: 3,
    location_id: null,
    position_signals: [],
    ...fields,
  };
  const message = offlinePunchRequestMessage(request, options.username ?? who.username);
  return { ...request, signature: (options.signer ?? who.key).sign(message) };
}

/** POST /api/timesheet/offline/ as `who`. */
export function sendOfflinePunch(who: Pick<Employee, 'client' | 'token'>, request: OfflinePunchRequest) {
  return who.client.post('/api/timesheet/offline/', request, who.token);
}

/** An online check-in from the keyed phone, proved by its key. */
export async function keyedCheckIn(server: TestServer, who: KeyedEmployee, at: Place, extra: Record<string, unknown> = {}) {
  const locationId = (extra.location_id as number | undefined) ?? null;
  const device_proof = await proofBy(server, who.key, { action: 'check_in', username: who.username, deviceId: who.deviceId, locationId });
  return who.client.post(ApiPaths.checkIn, { ...at, accuracy: 10, device_id: who.deviceId, device_proof, ...extra }, who.token);
}

/** An instant `minutes` ago (negative: ahead), ISO 8601. */
export function minutesAgo(minutes: number): string {
  return new Date(Date.now() - minutes * 60_000).toISOString();
}
