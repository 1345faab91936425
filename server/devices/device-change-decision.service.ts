/**
 * An administrator or a manager decides a pending device change (docs/behaviour.md, "Device changes approved by an
 * administrator", "Managers"). Approving binds the requested device and ends every session of the account, so the old
 * phone is refused from then on; refusing only closes the request (the bound device stays). A manager's own request is
 * 403 PERMISSION_DENIED, then one of someone outside their scope 404. A request already decided, or of an account
 * deactivated or deleted since, is not found: 404.
 */
import type { DeviceChangeRequest } from '../../src/core/contract';
import type { Database, Queryable } from '../db/database.port';
import { httpError } from '../http/http-error';
import { revokeUserSessions } from '../session-tokens/refresh-token.repository';
import { assertInScope, type StaffScope } from '../teams/staff-scope';
import type { TokenService } from '../session-tokens/token.service';
import { findUsername } from '../users/user.repository';
import {
  deviceChangeRequestUser,
  findDeviceChangeRequest,
  lockPendingDeviceChange,
  recordDeviceChangeDecision,
  type PendingDeviceChange,
} from './device-change-request.repository';
import { bindDevice, lockDeviceAccount, type DeviceOwner } from './device.repository';

export interface DecisionPorts {
  db: Database;
  tokens: TokenService;
}

/**
 * The administrator or manager deciding: whom they may act on (request.staff; its actorId is the decider), and the
 * session of the request (kept if an administrator decides on their own account).
 */
export interface DecidingAdmin {
  scope: StaffScope;
  session: string | undefined;
}

export async function approveDeviceChange(ports: DecisionPorts, requestId: number, admin: DecidingAdmin): Promise<DeviceChangeRequest> {
  const endedSessions = await ports.db.transaction(async (tx) => {
    const locked = await lockForDecision(tx, requestId, admin.scope);
    if (!locked) return undefined;
    const { request, owner } = locked;
    await bindDevice(tx, owner.id, request.device);
    // As at any change of an employee's device ("The bound device"), the account's sessions end: the old phone's
    // refresh token must not keep it in.
    const ended = await revokeUserSessions(tx, owner.id, owner.id === admin.scope.actorId ? admin.session : undefined);
    await recordDeviceChangeDecision(tx, request, owner, await adminOf(tx, admin), { status: 'approved', endedSessions: ended.length });
    return ended;
  });
  if (!endedSessions) throw httpError(404, 'NOT_FOUND');
  ports.tokens.endSessions(endedSessions);
  return decided(ports.db, requestId);
}

export async function refuseDeviceChange(ports: DecisionPorts, requestId: number, admin: DecidingAdmin): Promise<DeviceChangeRequest> {
  const refused = await ports.db.transaction(async (tx) => {
    const locked = await lockForDecision(tx, requestId, admin.scope);
    if (!locked) return false;
    await recordDeviceChangeDecision(tx, locked.request, locked.owner, await adminOf(tx, admin), { status: 'refused', endedSessions: 0 });
    return true;
  });
  if (!refused) throw httpError(404, 'NOT_FOUND');
  return decided(ports.db, requestId);
}

/**
 * The active account first, then the pending request: the order a reassociation takes them in (it locks the account,
 * then replaces the pending request), so that the two wait for each other instead of deadlocking.
 */
async function lockForDecision(
  tx: Queryable,
  requestId: number,
  scope: StaffScope,
): Promise<{ request: PendingDeviceChange; owner: DeviceOwner } | undefined> {
  const userId = await deviceChangeRequestUser(tx, requestId);
  if (userId === undefined) return undefined;
  // A manager's own device change is decided by someone else (told so); then the scope.
  if (scope.kind === 'groups' && userId === scope.actorId) throw httpError(403, 'PERMISSION_DENIED');
  await assertInScope(tx, scope, userId);
  const account = await lockDeviceAccount(tx, userId);
  if (!account) return undefined;
  const request = await lockPendingDeviceChange(tx, requestId);
  if (!request) return undefined;
  return {
    request,
    owner: { id: userId, username: account.username, fullName: account.fullName, previousDeviceId: account.boundDeviceId },
  };
}

async function adminOf(tx: Queryable, admin: DecidingAdmin): Promise<{ id: number; username: string }> {
  return { id: admin.scope.actorId, username: (await findUsername(tx, admin.scope.actorId)) ?? '' };
}

async function decided(db: Database, requestId: number): Promise<DeviceChangeRequest> {
  const request = await findDeviceChangeRequest(db, requestId);
  if (!request) throw httpError(404, 'NOT_FOUND'); // the account was deleted right after the decision
  return request;
}
