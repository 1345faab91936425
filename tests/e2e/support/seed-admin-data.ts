/**
 * Seeding that only the admin-management journey needs (groups, a punch carrying notes), through the real API
 * like SeedApi: the admin screens then meet data made by the production rules.
 */
import { ApiPaths } from '../../../src/core/contract/paths';
import type { CheckInRequest, TimesheetEntry } from '../../../src/core/contract/timesheet.contract';
import type { Gruppo } from '../../../src/core/contract/users.contract';
import { loginOverApi, type Credentials, type SeedApi, type Spot } from './seed-api';

/** A group (Gruppo) the user dialog's 'Gruppo' select offers. */
export function createGroup(seed: SeedApi, descrizione: string): Promise<Gruppo> {
  return send<Gruppo>(seed.baseUrl, 'POST', ApiPaths.groups, { descrizione }, seed.adminToken);
}

/**
 * A check-in as the employee's client sends it, with whatever else the request carries (notes, a forced
 * anomaly at a chosen location …); answers the saved entry (its id and server time).
 */
export async function checkInOverApi(
  seed: SeedApi,
  user: Credentials,
  deviceId: string,
  spot: Spot,
  extra: Omit<CheckInRequest, 'device_id'> = {},
): Promise<TimesheetEntry> {
  const { access } = await loginOverApi(seed.baseUrl, user.username, user.password, deviceId);
  return send<TimesheetEntry>(seed.baseUrl, 'POST', ApiPaths.checkIn, { ...spot, accuracy: 10, ...extra, device_id: deviceId }, access);
}

async function send<T>(baseUrl: string, method: string, path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`seed ${method} ${path} → ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}
