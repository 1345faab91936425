/** The locations table (docs/behaviour.md, "Admin panel"): read, create, update, delete; the list is location-list.query.ts. */
import type { LocationWrite } from '../../src/core/contract';
import type { Queryable } from '../db/database.port';
import { LOCATION_COLUMNS, type LocationRow } from './location.columns';

export async function findLocation(db: Queryable, id: number, includeInactive: boolean): Promise<LocationRow | undefined> {
  const { rows } = await db.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations l WHERE l.id = $1 AND ($2::boolean OR l.is_active)`,
    [id, includeInactive],
  );
  return rows[0];
}

export async function insertLocation(db: Queryable, input: LocationWrite): Promise<LocationRow> {
  const { rows } = await db.query<LocationRow>(
    `INSERT INTO locations AS l (name, address, latitude, longitude, tolerance_radius, work_hours_start, work_hours_end, is_active)
     VALUES ($1, $2, $3, $4, $5, COALESCE($6::time, '09:00'), COALESCE($7::time, '18:00'), COALESCE($8::boolean, true))
     RETURNING ${LOCATION_COLUMNS}`,
    locationParams(input),
  );
  return rows[0]!;
}

/** PUT takes the create payload; optional fields left out keep their current value. */
export async function updateLocation(db: Queryable, id: number, input: LocationWrite): Promise<LocationRow | undefined> {
  const { rows } = await db.query<LocationRow>(
    `UPDATE locations AS l SET name = $1, address = COALESCE($2, l.address), latitude = $3, longitude = $4,
       tolerance_radius = $5, work_hours_start = COALESCE($6::time, l.work_hours_start),
       work_hours_end = COALESCE($7::time, l.work_hours_end), is_active = COALESCE($8::boolean, l.is_active),
       updated_at = now()
     WHERE l.id = $9
     RETURNING ${LOCATION_COLUMNS}`,
    [...locationParams(input, null), id],
  );
  return rows[0];
}

export type LocationRemoval = 'deleted' | 'deactivated' | 'not_found';

/**
 * Attendance records are never erased: a location some punch refers to is only deactivated;
 * one that was never used is deleted (with its authorisations).
 */
export async function removeLocation(db: Queryable, id: number): Promise<LocationRemoval> {
  const deleted = await db.query(
    `DELETE FROM locations WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM timesheet_entries WHERE location_id = $1)`,
    [id],
  );
  if (deleted.affectedRows > 0) return 'deleted';
  const deactivated = await db.query(`UPDATE locations SET is_active = false, updated_at = now() WHERE id = $1`, [id]);
  return deactivated.affectedRows > 0 ? 'deactivated' : 'not_found';
}

function locationParams(input: LocationWrite, defaultAddress: string | null = ''): unknown[] {
  return [
    input.name.trim(),
    input.address?.trim() ?? defaultAddress,
    input.latitude,
    input.longitude,
    input.tolerance_radius,
    input.work_hours_start ?? null,
    input.work_hours_end ?? null,
    input.is_active ?? null,
  ];
}
