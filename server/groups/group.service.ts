/**
 * Groups of employees (the 'Gruppo' of a user): names are trimmed, and a name already taken, whatever its case,
 * is refused as the form's field error, also when two administrators save at the same moment (the unique index on
 * lower(descrizione) decides). A group that does not exist is 404.
 */
import type { Gruppo } from '../../src/core/contract';
import { PgErrorCode, pgErrorInfo, type Queryable } from '../db/database.port';
import { fieldErrors, httpError } from '../http/http-error';
import { deleteGroup, findGroup, insertGroup, listGroups, renameGroup } from './group.repository';

const DUPLICATE = 'A group with that name already exists';

function duplicateAsFieldError(error: unknown): never {
  throw pgErrorInfo(error)?.code === PgErrorCode.uniqueViolation ? fieldErrors({ descrizione: DUPLICATE }) : error;
}

export { listGroups };

export async function getGroup(q: Queryable, id: number): Promise<Gruppo> {
  const group = await findGroup(q, id);
  if (!group) throw httpError(404, 'NOT_FOUND');
  return group;
}

export function createGroup(q: Queryable, descrizione: string): Promise<Gruppo> {
  return insertGroup(q, descrizione.trim()).catch(duplicateAsFieldError);
}

export async function updateGroup(q: Queryable, id: number, descrizione: string): Promise<Gruppo> {
  const group = await renameGroup(q, id, descrizione.trim()).catch(duplicateAsFieldError);
  if (!group) throw httpError(404, 'NOT_FOUND');
  return group;
}

export async function removeGroup(q: Queryable, id: number): Promise<void> {
  if (!(await deleteGroup(q, id))) throw httpError(404, 'NOT_FOUND');
}
