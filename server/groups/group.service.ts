/**
 * Groups of employees (the 'Gruppo' of a user): names are trimmed, and a name already taken, whatever its case,
 * is refused as the form's field error, also when two administrators save at the same moment (the unique index on
 * lower(descrizione) decides). A group that does not exist is 404. A group users belong to is not deleted: 409
 * GROUP_IN_USE naming how many (docs/behaviour.md, "Admin panel").
 */
import { GROUP_IN_USE, GroupFieldError, groupInUseMessage, type ErrorBody, type Gruppo, type GruppoListItem } from '../../src/core/contract';
import { PgErrorCode, pgErrorInfo, type Database, type Queryable } from '../db/database.port';
import { fieldErrors, httpError, HttpError } from '../http/http-error';
import type { StaffScope } from '../teams/staff-scope';
import { countMembers, deleteGroup, findGroup, insertGroup, listGroups, lockGroup, renameGroup } from './group.repository';

const DUPLICATE = GroupFieldError.NAME_TAKEN;

function duplicateAsFieldError(error: unknown): never {
  throw pgErrorInfo(error)?.code === PgErrorCode.uniqueViolation ? fieldErrors({ descrizione: DUPLICATE }) : error;
}

/** The groups the staff member may see: every group for an administrator, the managed ones for a manager. */
export function listVisibleGroups(q: Queryable, scope: StaffScope): Promise<GruppoListItem[]> {
  return listGroups(q, scope.kind === 'groups' ? scope.groupIds : undefined);
}

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

/**
 * Deletes a group no user belongs to. The count and the delete run under the group's row lock (lockGroup), so a
 * user saved into the group at the same moment cannot be left without it: they are counted, or refused.
 */
export async function removeGroup(db: Database, id: number): Promise<void> {
  const members = await db.transaction(async (tx) => {
    if (!(await lockGroup(tx, id))) throw httpError(404, 'NOT_FOUND');
    const count = await countMembers(tx, id);
    if (count === 0) await deleteGroup(tx, id);
    return count;
  });
  if (members > 0) throw groupInUse(members);
}

function groupInUse(memberCount: number): HttpError {
  const body: ErrorBody & { member_count: number } = { code: GROUP_IN_USE, message: groupInUseMessage(memberCount), member_count: memberCount };
  return new HttpError(409, body);
}
