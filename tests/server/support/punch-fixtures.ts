/**
 * Test data for punches, locations and admin reports (Object Mother style): places far apart so tests
 * sharing one server do not see each other's locations, employees logged in from their bound device,
 * positions at a given distance, and the business-time-zone clock.
 */
import { ApiError, type TimesheetEntry } from '../../../src/core/contract';
import { api, type ApiClient } from './api';
import type { TestServer, TestUserOverrides, TestUser } from './test-server';

/** One degree of latitude in metres on the sphere distances are measured on (haversine, radius 6371000 m). */
const METRES_PER_DEGREE_LATITUDE = (Math.PI * 6371000) / 180;

export interface Place {
  latitude: number;
  longitude: number;
}

export interface LocationFixture extends Place {
  id: number;
  name: string;
  tolerance_radius: number;
}

export interface Employee extends TestUser {
  token: string;
  client: ApiClient;
}

let siteCounter = 0;

/** A fresh spot in Italy ~11 km from every other one handed out in this process. */
export function freshSite(): Place {
  siteCounter += 1;
  return { latitude: 38 + siteCounter * 0.1, longitude: 9 + (siteCounter % 7) * 0.5 };
}

/** The point `metres` due north of `place` (the haversine distance between them is `metres`). */
export function northOf(place: Place, metres: number): Place {
  return { latitude: place.latitude + metres / METRES_PER_DEGREE_LATITUDE, longitude: place.longitude };
}

/** Inserts a location directly; open all day unless hours are given (tests run at any time of day). */
export async function createLocation(
  server: TestServer,
  overrides: Partial<LocationFixture & { address: string; work_hours_start: string; work_hours_end: string; is_active: boolean }> = {},
): Promise<LocationFixture> {
  const site = overrides.latitude !== undefined ? { latitude: overrides.latitude, longitude: overrides.longitude! } : freshSite();
  const name = overrides.name ?? `Sede ${siteCounter}-${Math.random().toString(36).slice(2, 7)}`;
  const tolerance = overrides.tolerance_radius ?? 50;
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO locations (name, address, latitude, longitude, tolerance_radius, work_hours_start, work_hours_end, is_active)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      name,
      overrides.address ?? '',
      site.latitude,
      site.longitude,
      tolerance,
      overrides.work_hours_start ?? '00:00',
      overrides.work_hours_end ?? '23:59',
      overrides.is_active ?? true,
    ],
  );
  return { id: rows[0]!.id, name, tolerance_radius: tolerance, ...site };
}

/** A user created and logged in from their device (which binds it). */
export async function employee(server: TestServer, overrides: TestUserOverrides = {}): Promise<Employee> {
  const user = await server.createUser(overrides);
  const { access } = await server.loginAs(user);
  return { ...user, token: access, client: api(server.url) };
}

/** The SQL statements `request` ran (the database's counter), once it answered `expectedStatus`. */
export async function statementsOf(server: TestServer, request: () => Promise<{ status: number }>, expectedStatus = 201): Promise<number> {
  const before = server.db.statementCount;
  const response = await request();
  expect(response.status).toBe(expectedStatus);
  return server.db.statementCount - before;
}

/** POST /api/timesheet/checkin/ from the employee's own device at `at`. */
export function checkIn(who: Employee, at: Place | null, extra: Record<string, unknown> = {}) {
  return who.client.post<TimesheetEntry & Record<string, any>>(
    '/api/timesheet/checkin/',
    { ...(at ?? {}), accuracy: 10, device_id: who.deviceId, ...extra },
    who.token,
  );
}

/** POST /api/timesheet/checkout/ from the employee's own device at `at`. */
export function checkOut(who: Employee, at: Place | null, extra: Record<string, unknown> = {}) {
  return who.client.post<TimesheetEntry & Record<string, any>>(
    '/api/timesheet/checkout/',
    { ...(at ?? {}), accuracy: 10, device_id: who.deviceId, ...extra },
    who.token,
  );
}

/**
 * How a check-in or check-out forced out of range is saved: at its location, flagged, with its note (trimmed) and
 * distance, and not valid (a real punch is never lost, it waits for an administrator to judge: 'Invalido' in the
 * history). For `toMatchObject`.
 */
export function forcedOutOfRange(expected: { locationId: number; note: string; distance: number }) {
  return {
    location_id: expected.locationId,
    has_location_anomaly: true,
    anomaly_note: expected.note,
    distance_from_location: expected.distance,
    is_valid: false,
    validation_errors: [{ code: 'TOO_FAR', message: ApiError.TOO_FAR }],
  };
}

/**
 * How an off-site punch (declared remote work) is saved: no place and no position data at all, listed as 'Fuori
 * Sede' rather than as an anomaly, and valid. For `toMatchObject`.
 */
export const OFFSITE_PUNCH = {
  location_id: null,
  location_name: 'Unknown',
  is_offsite: true,
  has_location_anomaly: false,
  accuracy: null,
  distance_from_location: null,
  is_valid: true,
};

/** Now in the server's business time zone: day (yyyy-MM-dd) and time (HH:MM), by the database's clock. */
export async function businessNow(server: TestServer): Promise<{ today: string; time: string; yesterday: string }> {
  const { rows } = await server.db.query<{ today: string; time: string; yesterday: string }>(
    `SELECT to_char(now() AT TIME ZONE $1::text, 'YYYY-MM-DD') AS today,
            to_char(now() AT TIME ZONE $1::text, 'HH24:MI') AS time,
            to_char((now() AT TIME ZONE $1::text) - interval '1 day', 'YYYY-MM-DD') AS yesterday`,
    [server.config.timezone],
  );
  return rows[0]!;
}

/** The instant (ISO 8601) of a wall-clock `date` (yyyy-MM-dd) and `time` (HH:MM) in the server's business time zone. */
export async function businessInstant(server: TestServer, date: string, time: string): Promise<string> {
  const { rows } = await server.db.query<{ at: Date }>('SELECT ($1::date + $2::time) AT TIME ZONE $3::text AS at', [
    date,
    time,
    server.config.timezone,
  ]);
  return rows[0]!.at.toISOString();
}

/**
 * A fixed-offset time zone (no daylight saving) where the clock now reads `hour` o'clock: a test server in
 * it runs "at" that hour of the business day, without touching the database's clock. The hour may have
 * moved on by one when the test runs (a server starts in seconds), so pick it with an hour of margin.
 */
export function zoneWhereItIsNow(hour: number, now = new Date()): string {
  let offset = (hour - now.getUTCHours() + 24) % 24;
  if (offset > 12) offset -= 24; // UTC−11 … UTC+12: all exist as Etc/GMT zones
  // POSIX signs: Etc/GMT-2 is UTC+2.
  return offset === 0 ? 'Etc/GMT' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}

/** Inserts a punch at an exact instant (business day computed as the server does); returns its id. */
export async function insertPunchAt(
  server: TestServer,
  punch: { userId: number; entryType: 'IN' | 'OUT'; at: string; locationId?: number | null; open?: boolean; anomaly?: boolean },
): Promise<number> {
  const { rows } = await server.db.query<{ id: number }>(
    `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, location_id, is_open, has_location_anomaly)
     VALUES ($1, $2, $3::timestamptz, ($3::timestamptz AT TIME ZONE $4::text)::date, $5, $6, $7) RETURNING id`,
    [punch.userId, punch.entryType, punch.at, server.config.timezone, punch.locationId ?? null, punch.open ?? false, punch.anomaly ?? false],
  );
  return rows[0]!.id;
}

/** GET as the administrator, keeping the raw bytes (fetch's text() would drop a byte-order mark). */
export async function download(server: TestServer, path: string): Promise<{ status: number; headers: Headers; bytes: Buffer; text: string }> {
  const response = await fetch(server.url + path, { headers: { authorization: `Bearer ${server.adminToken}` } });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, bytes, text: new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes) };
}

/**
 * `count` punches of `userId` straight into the table, one a minute from 2021-01-01 08:01Z, alternating in and out,
 * each with the note 'nota <n>': enough rows for an export of several batches, in one statement.
 */
export async function insertMinutelyPunches(server: TestServer, userId: number, count: number): Promise<void> {
  await server.db.query(
    `INSERT INTO timesheet_entries (user_id, entry_type, "timestamp", business_date, notes)
     SELECT $1::int, CASE WHEN g % 2 = 0 THEN 'IN' ELSE 'OUT' END, t.ts, (t.ts AT TIME ZONE $3::text)::date, 'nota ' || g
     FROM generate_series(1, $2::int) AS g CROSS JOIN LATERAL (SELECT '2021-01-01T08:00:00Z'::timestamptz + g * interval '1 minute' AS ts) AS t`,
    [userId, count, server.config.timezone],
  );
}
