/**
 * The people and places of a bench, created in bulk with SQL through the server's own database layer
 * (one argon2id hash, made by the server's hasher, shared by every account), then logged in through the
 * real login endpoint so that every later request carries a real token.
 */
import { createHash } from 'node:crypto';
import type { DeviceProof, DevicePublicKey } from '../../src/core/contract/device-key.contract';
import { ApiPaths } from '../../src/core/contract/paths';
import type { BenchServer } from './bench-server';
import { newDeviceKey, proofsFor, type BenchDeviceKey } from './device-keys';
import { runLoad, type LoadResult } from './load';

export const EMPLOYEE_PASSWORD = 'bench-password-1';

export interface Place {
  id: number;
  latitude: number;
  longitude: number;
}

export interface Employee {
  username: string;
  deviceId: string;
  fingerprint: string;
  /** The bound phone's device key, when the bench binds keyed devices (its login, refresh and punches then prove it). */
  key?: BenchDeviceKey;
}

export interface LoggedIn extends Employee {
  access: string;
}

/** Piazza del Duomo, Milan: the office everyone punches at. */
export const OFFICE = { latitude: 45.4642, longitude: 9.19 };

/** `count` active locations around the office, open all day so that no punch is flagged for its hour. */
export async function createPlaces(server: BenchServer, count = 1): Promise<Place[]> {
  return server.sql<Place>(
    `INSERT INTO locations (name, address, latitude, longitude, tolerance_radius, work_hours_start, work_hours_end)
     SELECT 'Sede ' || g, 'Via Bench ' || g, $1 + (g - 1) * 0.01, $2, 100, '00:00', '23:59'
     FROM generate_series(1, $3::int) AS g
     RETURNING id, latitude, longitude`,
    [OFFICE.latitude, OFFICE.longitude, count],
  );
}

/**
 * `count` employees emp1…empN (all locations allowed), each with its bound device unless `devices` is 'none' (a
 * browser then registers its own device at its first login); 'keyed' devices have a device key, as a phone's
 * binding has today, 'plain' ones only their device_id (as bound before keys).
 */
export async function createEmployees(server: BenchServer, count: number, devices: 'none' | 'plain' | 'keyed' = 'keyed'): Promise<Employee[]> {
  const hash = await server.hashPassword(EMPLOYEE_PASSWORD);
  await server.sql(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash)
     SELECT 'emp' || g, 'emp' || g || '@bench.example', 'Dipendente', 'N. ' || g, 'E' || lpad(g::text, 6, '0'), $1
     FROM generate_series(1, $2::int) AS g`,
    [hash, count],
  );
  const keys = devices === 'keyed' ? Array.from({ length: count }, () => newDeviceKey()) : [];
  if (devices !== 'none') {
    await server.sql(
      `INSERT INTO devices (user_id, device_id, fingerprint, device_name, device_type, public_key)
       SELECT u.id, 'device-' || u.username, 'fp-' || u.username, 'Bench phone', 'mobile', k.key
         FROM users u LEFT JOIN jsonb_array_elements($1::jsonb) WITH ORDINALITY AS k (key, n) ON u.username = 'emp' || k.n
        WHERE u.username LIKE 'emp%'`,
      [JSON.stringify(keys.map((key) => key.publicKey))],
    );
  }
  return Array.from({ length: count }, (_, i) => {
    const username = `emp${i + 1}`;
    return { username, deviceId: `device-${username}`, fingerprint: fingerprintOf(`device-${username}`), key: keys[i] };
  });
}

/**
 * Every employee logs in once (50 connections); returns their access tokens and the run's figures.
 * Whoever got no answer (a client timeout on a saturated box) logs in again, one at a time, as a phone
 * would retry: `retried` counts them, and the run's figures keep the failures.
 */
export async function logInEveryone(
  server: BenchServer,
  employees: Employee[],
  connections = 50,
  signed?: LoginProofs,
): Promise<{ loggedIn: LoggedIn[]; load: LoadResult; retried: number }> {
  const tokens = new Map<string, string>();
  const proofOf = signed ?? (await loginProofs(server, employees));
  const load = await runLoad({
    baseUrl: server.apiUrl,
    amount: employees.length,
    connections,
    maxSeconds: 180,
    requestAt: (i) => {
      const e = employees[i % employees.length];
      return {
        method: 'POST',
        path: ApiPaths.login,
        json: { username: e.username, password: EMPLOYEE_PASSWORD, device_id: e.deviceId, fingerprint: e.fingerprint, ...proofOf.get(e.username) },
      };
    },
    onResponse: (status, body) => {
      if (status < 200 || status >= 300) return;
      const parsed = JSON.parse(body) as { access: string; user: { username: string } };
      tokens.set(parsed.user.username, parsed.access);
    },
  });
  const missing = employees.filter((e) => !tokens.has(e.username));
  for (const e of missing) tokens.set(e.username, await logIn(server, e.username, EMPLOYEE_PASSWORD, e.deviceId, e.key));
  const loggedIn = employees.map((e) => ({ ...e, access: tokens.get(e.username)! }));
  return { loggedIn, load, retried: missing.length };
}

/** What each keyed phone adds to its login: its public key and a proof over a challenge of its own. */
export type LoginProofs = Map<string, { public_key: DevicePublicKey; device_proof: DeviceProof }>;

/** The logins' proofs, fetched and signed before a run (not part of what it measures). */
export async function loginProofs(server: BenchServer, employees: Employee[]): Promise<LoginProofs> {
  const keyed = employees.filter((e) => e.key);
  const proofs = await proofsFor(
    server,
    keyed.map((e) => ({ key: e.key!, subject: { action: 'login' as const, username: e.username, deviceId: e.deviceId } })),
  );
  return new Map(keyed.map((e, i) => [e.username, { public_key: e.key!.publicKey, device_proof: proofs[i] }]));
}

/** A device's fingerprint as the app sends it: a SHA-256 in lower-case hex (the login refuses any other shape). */
export function fingerprintOf(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

/** An access token for one user (the administrator, or an employee) through the login endpoint. */
export async function logIn(server: BenchServer, username: string, password: string, deviceId: string, key?: BenchDeviceKey): Promise<string> {
  const keyed = key && {
    public_key: key.publicKey,
    device_proof: (await proofsFor(server, [{ key, subject: { action: 'login', username, deviceId } }]))[0],
  };
  const response = await fetch(server.apiUrl + ApiPaths.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, device_id: deviceId, fingerprint: fingerprintOf(deviceId), ...keyed }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

/** A JSON request of `token`'s user to the API; its answer, or an error naming the request and the server's reply. */
export async function callApi<T>(server: BenchServer, token: string, method: 'POST' | 'GET', path: string, body?: unknown): Promise<T> {
  const response = await fetch(server.apiUrl + path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
