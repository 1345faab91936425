/** Location writes by an administrator, each with its audit_log row in the same transaction. */
import type { Location, LocationWrite } from '../../src/core/contract';
import { writeAudit } from '../audit/audit-log.repository';
import type { Database } from '../db/database.port';
import { httpError } from '../http/http-error';
import { insertLocation, removeLocation, updateLocation } from './location.repository';

export async function createLocation(db: Database, actorId: number, input: LocationWrite): Promise<Location> {
  return db.transaction(async (tx) => {
    const location = await insertLocation(tx, input);
    await writeAudit(tx, { action: 'LOCATION_CREATED', actorId, details: { location_id: location.id, name: location.name } });
    return location;
  });
}

export async function editLocation(db: Database, actorId: number, id: number, input: LocationWrite): Promise<Location> {
  return db.transaction(async (tx) => {
    const location = await updateLocation(tx, id, input);
    if (!location) throw httpError(404, 'NOT_FOUND');
    await writeAudit(tx, { action: 'LOCATION_UPDATED', actorId, details: { location_id: id, ...input } });
    return location;
  });
}

/** Deletes a location never punched at; one with punches is only deactivated (records are never erased). */
export async function deleteLocation(db: Database, actorId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const outcome = await removeLocation(tx, id);
    if (outcome === 'not_found') throw httpError(404, 'NOT_FOUND');
    const action = outcome === 'deleted' ? 'LOCATION_DELETED' : 'LOCATION_DEACTIVATED';
    await writeAudit(tx, { action, actorId, details: { location_id: id } });
  });
}
