/**
 * The users administration (docs/behaviour.md, "Admin panel"): create, edit, delete, each in one transaction with
 * its audit row. Ending a user's sessions (password or administrator flag changed, deactivation) ends their
 * refresh tokens in that transaction and, after the commit, their access tokens. An edit or a removal never leaves
 * the installation without an active administrator ("Roles and permissions").
 */
import type { User, UserWrite } from '../../src/core/contract';
import type { AppConfig } from '../app-config';
import { writeAudit } from '../audit/audit-log.repository';
import { setManagedGroups } from '../teams/group-manager.repository';
import type { Database, Queryable } from '../db/database.port';
import { fieldErrors, httpError, type HttpError } from '../http/http-error';
import { passwordRefusalError } from '../passwords/password-refusal-errors';
import { hashPassword } from '../passwords/passwords';
import { revokeUserSessions } from '../session-tokens/refresh-token.repository';
import type { TokenService } from '../session-tokens/token.service';
import {
  deactivateUser,
  deleteUser,
  findUserConflicts,
  insertUser,
  lockActiveAdministrators,
  lockUserForEdit,
  lockUserForRemoval,
  setAuthorizedLocations,
  updateUser,
} from './user-admin.repository';
import { lastAdministratorRefusal } from './last-administrator.rules';
import { conflictErrors, FIELD_MESSAGES, passwordRefusal, violationFieldErrors, type UserFormRefusal } from './user-form.rules';
import { findUser } from './user.repository';

export interface UserAdminPorts {
  db: Database;
  tokens: TokenService;
  /** The password policy every new password must pass (docs/behaviour.md, "Passwords"). */
  config: Pick<AppConfig, 'passwordPolicy'>;
}

/** A new user; the password is required and must pass the policy, checked before anything is read or written. */
export async function createUser(ports: Pick<UserAdminPorts, 'db' | 'config'>, input: UserWrite, actorId: number): Promise<User> {
  const refusal = passwordRefusal(input.password, true, ports.config.passwordPolicy);
  if (refusal) throw userFormError(refusal);
  const hash = await hashPassword(input.password!);
  return ports.db
    .transaction(async (tx) => {
      await assertWritable(tx, input, 0);
      const id = await insertUser(tx, input, hash);
      await setAuthorizedLocations(tx, id, input.authorized_locations);
      const managed = managedGroupsOf(input);
      if (managed?.length) await setManagedGroups(tx, id, managed);
      const details = { username: input.username.trim(), ...(managed?.length ? { managed_group_ids: managed } : {}) };
      await writeAudit(tx, { action: 'USER_CREATED', actorId, targetUserId: id, details });
      return (await findUser(tx, id))!;
    })
    .catch((error: unknown) => Promise.reject(asFieldErrors(error)));
}

/**
 * A changed password or administrator flag ends the user's sessions; an administrator cannot demote themself, nor the
 * last active administrator (409 LAST_ADMINISTRATOR), nor set their own password here (403 OWN_PASSWORD): it would be
 * flagged as set by an administrator and end every session of theirs, the current one included, where 'Cambia
 * password' keeps it.
 */
export async function editUser(ports: UserAdminPorts, id: number, input: UserWrite, actorId: number): Promise<User> {
  if (id === actorId && input.password) throw httpError(403, 'OWN_PASSWORD');
  const refusal = passwordRefusal(input.password, false, ports.config.passwordPolicy);
  if (refusal) throw userFormError(refusal);
  if (id === actorId && input.is_admin === false) throw fieldErrors({ is_admin: FIELD_MESSAGES.selfDemotion });
  const hash = input.password ? await hashPassword(input.password) : undefined;
  const outcome = await ports.db
    .transaction(async (tx) => {
      await assertWritable(tx, input, id);
      const administrators = await lockActiveAdministrators(tx);
      const current = await lockUserForEdit(tx, id);
      if (!current) return undefined;
      if (input.is_admin === false) assertNotLastAdministrator(administrators, id);
      await updateUser(tx, id, input, hash);
      await setAuthorizedLocations(tx, id, input.authorized_locations);
      const managed = managedGroupsOf(input);
      if (managed) await setManagedGroups(tx, id, managed);
      const adminChanged = input.is_admin !== undefined && input.is_admin !== current.is_admin;
      const fields = Object.keys(input).filter((key) => key !== 'password');
      const details = { fields, password_changed: !!hash, ...(managed ? { managed_group_ids: managed } : {}) };
      await writeAudit(tx, { action: 'USER_UPDATED', actorId, targetUserId: id, details });
      const user = (await findUser(tx, id))!;
      const endSessions = adminChanged || !!hash;
      const endedSessions = endSessions ? await revokeUserSessions(tx, id) : [];
      return { user, endedSessions };
    })
    .catch((error: unknown) => Promise.reject(asFieldErrors(error)));
  if (!outcome) throw httpError(404, 'NOT_FOUND');
  ports.tokens.endSessions(outcome.endedSessions);
  return outcome.user;
}

/**
 * Deletes a user, or deactivates one whose punches exist (attendance records are never erased): a deactivated
 * user vanishes from lists and cannot sign in. An administrator cannot delete themself, nor the last active
 * administrator (409 LAST_ADMINISTRATOR).
 */
export async function removeUser(ports: UserAdminPorts, id: number, actorId: number): Promise<void> {
  if (id === actorId) throw httpError(400, 'CANNOT_DELETE_SELF');
  const endedSessions = await ports.db.transaction(async (tx) => {
    const administrators = await lockActiveAdministrators(tx);
    const user = await lockUserForRemoval(tx, id);
    if (!user) return undefined;
    assertNotLastAdministrator(administrators, id);
    // Revoked before a deletion takes the rows away, so that every server hears which sessions ended.
    const ended = await revokeUserSessions(tx, id);
    if (user.has_punches) await deactivateUser(tx, id);
    else await deleteUser(tx, id);
    const action = user.has_punches ? 'USER_DEACTIVATED' : 'USER_DELETED';
    const targetUserId = user.has_punches ? id : null;
    await writeAudit(tx, { action, actorId, targetUserId, details: { user_id: id, username: user.username } });
    return ended;
  });
  if (!endedSessions) throw httpError(404, 'NOT_FOUND');
  ports.tokens.endSessions(endedSessions);
}

/** 409 LAST_ADMINISTRATOR when `targetId` is the only one of the (locked) active administrators; the transaction rolls back. */
function assertNotLastAdministrator(activeAdministratorIds: number[], targetId: number): void {
  const refusal = lastAdministratorRefusal(activeAdministratorIds, targetId);
  if (refusal) throw httpError(409, refusal);
}

/** The groups the form makes the user manage, without duplicates, smallest first; undefined when it leaves them as they are. */
function managedGroupsOf(input: UserWrite): number[] | undefined {
  return input.managed_group_ids && [...new Set(input.managed_group_ids)].sort((a, b) => a - b);
}

/** 400 field errors for taken username/email/employee_id, unknown group, locations or groups to manage (one statement). */
async function assertWritable(q: Queryable, input: UserWrite, exceptUserId: number): Promise<void> {
  const locationIds = [...new Set(input.authorized_locations ?? [])];
  const managedGroupIds = managedGroupsOf(input) ?? [];
  const found = await findUserConflicts(q, input, { locationIds, managedGroupIds }, exceptUserId);
  const conflicts = conflictErrors(found, { locations: locationIds.length, managedGroups: managedGroupIds.length });
  if (conflicts) throw fieldErrors(conflicts);
}

/** The form's refusal as the API answers it: 400 VALIDATION_ERROR with its fields, or the policy's 400 for the password. */
function userFormError(refusal: UserFormRefusal): HttpError {
  return refusal.code === 'VALIDATION_ERROR' ? fieldErrors(refusal.errors) : passwordRefusalError(refusal);
}

/** A unique index's violation after a race as the same field errors the form shows up front; any other error as it is. */
function asFieldErrors(error: unknown): unknown {
  const errors = violationFieldErrors(error);
  return errors ? fieldErrors(errors) : error;
}
