/**
 * The people and places of a bench, created in bulk with SQL through the server's own database layer
 * (one argon2id hash, made by the server's hasher, shared by every account), then logged in through the
 * real login endpoint so that every later request carries a real token.
 */
import { createHash } from 'node:crypto';
import { ApiPaths } from '../../src/core/contract/paths';
import type { BenchServer } from './bench-server';
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
 * `count` employees emp1…empN (all locations allowed), each with its bound device unless `withDevices`
 * is false (a browser then registers its own device at its first login).
 */
export async function createEmployees(server: BenchServer, count: number, withDevices = true): Promise<Employee[]> {
  const hash = await server.hashPassword(EMPLOYEE_PASSWORD);
  await server.sql(
    `INSERT INTO users (username, email, first_name, last_name, employee_id, password_hash)
     SELECT 'emp' || g, 'emp' || g || '@bench.example', 'Dipendente', 'N. ' || g, 'E' || lpad(g::text, 6, '0'), $1
     FROM generate_series(1, $2::int) AS g`,
    [hash, count],
  );
  if (withDevices) {
    await server.sql(
      `INSERT INTO devices (user_id, device_id, fingerprint, device_name, device_type)
       SELECT id, 'device-' || username, 'fp-' || username, 'Bench phone', 'mobile' FROM users WHERE username LIKE 'emp%'`,
    );
  }
  return Array.from({ length: count }, (_, i) => {
    const username = `emp${i + 1}`;
    return { username, deviceId: `device-${username}`, fingerprint: fingerprintOf(`device-${username}`) };
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
): Promise<{ loggedIn: LoggedIn[]; load: LoadResult; retried: number }> {
  const tokens = new Map<string, string>();
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
        json: { username: e.username, password: EMPLOYEE_PASSWORD, device_id: e.deviceId, fingerprint: e.fingerprint },
      };
    },
    onResponse: (status, body) => {
      if (status < 200 || status >= 300) return;
      const parsed = JSON.parse(body) as { access: string; user: { username: string } };
      tokens.set(parsed.user.username, parsed.access);
    },
  });
  const missing = employees.filter((e) => !tokens.has(e.username));
  for (const e of missing) tokens.set(e.username, await logIn(server, e.username, EMPLOYEE_PASSWORD, e.deviceId));
  const loggedIn = employees.map((e) => ({ ...e, access: tokens.get(e.username)! }));
  return { loggedIn, load, retried: missing.length };
}

/** A device's fingerprint as the app sends it: a SHA-256 in lower-case hex (the login refuses any other shape). */
export function fingerprintOf(deviceId: string): string {
  return createHash('sha256').update(deviceId).digest('hex');
}

/** An access token for one user (the administrator, or an employee) through the login endpoint. */
export async function logIn(server: BenchServer, username: string, password: string, deviceId: string): Promise<string> {
  const response = await fetch(server.apiUrl + ApiPaths.login, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, device_id: deviceId, fingerprint: fingerprintOf(deviceId) }),
  });
  if (!response.ok) throw new Error(`login of ${username} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
